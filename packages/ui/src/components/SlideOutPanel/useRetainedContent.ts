import { useEffect, useState } from 'react';

/**
 * Returns `content` while open; after closing keeps returning the last content shown while open for
 * `clearAfterMs` (so an exit animation never shows an empty panel), then returns null (so the next opening
 * never flashes stale content).
 */
export function useRetainedContent<T>(isOpen: boolean, content: T, clearAfterMs: number): T | null {
  const [retained, setRetained] = useState<T | null>(isOpen ? content : null);
  if (isOpen && retained !== content) {
    // Storing information from the previous render (React docs pattern): no effect, no extra commit.
    setRetained(content);
  }
  useEffect(() => {
    if (isOpen) return undefined;
    const timer = window.setTimeout(() => setRetained(null), clearAfterMs);
    return () => window.clearTimeout(timer);
  }, [isOpen, clearAfterMs]);
  return isOpen ? content : retained;
}
