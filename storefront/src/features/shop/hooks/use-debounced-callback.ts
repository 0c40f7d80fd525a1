import { useCallback, useEffect, useRef } from 'react';
import { useLatest } from '@/lib/use-latest';

/** `callback` delayed until `delay` ms pass without another call; pending calls are dropped on unmount. */
export function useDebouncedCallback<Args extends unknown[]>(callback: (...args: Args) => void, delay: number) {
  const callbackRef = useLatest(callback);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => callbackRef.current(...args), delay);
    },
    [delay, callbackRef],
  );
}
