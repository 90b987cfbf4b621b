import { useEffect, useState } from 'react';

/**
 * The value an overlay shows: a new non-null value at once; after the value turns null, the last one
 * for `delayMs` more (the exit animation), then null, and `onClear` is called. Reopening within the
 * delay cancels the clearing. Pass a stable `onClear` (a new function restarts the delay).
 */
export function useKeptWhileClosing<T>(value: T | null, delayMs: number, onClear?: () => void): T | null {
  const [shown, setShown] = useState<T | null>(value);
  // A new value shows at once (state adjusted during render); closing keeps the old one.
  if (value !== null && value !== shown) setShown(value);
  useEffect(() => {
    if (value !== null) return;
    const timer = window.setTimeout(() => {
      setShown(null);
      onClear?.();
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs, onClear]);
  return shown;
}
