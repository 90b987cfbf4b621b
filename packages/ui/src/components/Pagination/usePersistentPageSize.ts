import { useCallback, useState } from 'react';

const storageKey = (tableId: string) => `tenderlens-ui:page-size:${tableId}`;

function read(tableId: string, fallback: number, allowed?: readonly number[]): number {
  try {
    const raw = window.localStorage.getItem(storageKey(tableId));
    const value = raw == null ? Number.NaN : Number(raw);
    if (!Number.isInteger(value) || value <= 0) return fallback;
    if (allowed && !allowed.includes(value)) return fallback;
    return value;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): fall back silently.
    return fallback;
  }
}

/**
 * The page size of one table, remembered per `tableId` in localStorage. A stored value that is not a
 * positive integer (or not one of `allowed`, when given) is ignored in favour of `defaultSize`.
 */
export function usePersistentPageSize(
  tableId: string,
  defaultSize: number,
  allowed?: readonly number[],
): [number, (next: number) => void] {
  const [size, setSize] = useState(() => read(tableId, defaultSize, allowed));
  const [prevId, setPrevId] = useState(tableId);
  if (prevId !== tableId) {
    // A different table: read its own stored size (React docs pattern for deriving from a changed prop).
    setPrevId(tableId);
    setSize(read(tableId, defaultSize, allowed));
  }
  const update = useCallback(
    (next: number) => {
      setSize(next);
      try {
        window.localStorage.setItem(storageKey(tableId), String(next));
      } catch {
        // Not persisted, but the table still uses the new size for this session.
      }
    },
    [tableId],
  );
  return [size, update];
}
