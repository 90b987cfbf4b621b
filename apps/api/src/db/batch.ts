/** Helpers for bulk writes. */

/** Splits `items` into arrays of at most `size` (node-postgres allows 65,535 parameters a statement). */
export function* chunked<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
