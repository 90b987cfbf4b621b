import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface DebouncedCallback<A extends unknown[]> {
  /** Schedule a call with these arguments, replacing any pending one. */
  run: (...args: A) => void;
  /** Run the pending call now (if any). */
  flush: () => void;
  /** Drop the pending call. */
  cancel: () => void;
}

/**
 * Calls `callback` once `delayMs` have passed without another `run`. The latest `callback` is always used;
 * the pending call is dropped on unmount. The returned object is stable while `delayMs` is unchanged.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): DebouncedCallback<A> {
  const callbackRef = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<A | undefined>(undefined);
  useEffect(() => {
    callbackRef.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const args = pending.current;
    pending.current = undefined;
    if (args) callbackRef.current(...args);
  }, []);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = undefined;
  }, []);
  const run = useCallback(
    (...args: A) => {
      pending.current = args;
      clearTimeout(timer.current);
      if (delayMs <= 0) flush();
      else timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );
  return useMemo(() => ({ run, flush, cancel }), [run, flush, cancel]);
}
