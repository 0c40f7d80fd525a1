import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the latest committed `value`, for effects, timers and listeners that
 * must call the newest callback (or read the newest value) without re-subscribing.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
