import { useEffect, useState } from 'react';

/**
 * The value once it has stayed unchanged for `delay` ms. It starts out as the current value, so a
 * restored search text queries at once instead of waiting for the first keystroke.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
