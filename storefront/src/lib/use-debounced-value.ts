import { useEffect, useState } from 'react';

/**
 * `value`, updated only after it has stayed unchanged for `delay` ms; `initial` until then
 * (`value` itself unless given).
 */
export function useDebouncedValue<T>(value: T, delay: number, initial: T = value): T {
  const [debounced, setDebounced] = useState(initial);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);

  return debounced;
}
