/**
 * Gives an export's garbage back after a large job. V8 defers major collections, so the garbage of
 * one 100k-row export (rows read, text written) is often still resident when the next starts and
 * the two peaks add up (measured: 180–206 MB for a first export, up to 270–296 MB back to back).
 * One full collection after a job that wrote many rows (~50 ms, off the request path) returns the
 * heap to its idle size. `gc` is reached the documented way for a process not started with
 * --expose-gc: set the flag at run time and take the function from a fresh context.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Jobs that wrote fewer rows leave too little garbage to be worth a full collection. */
export const COLLECT_AFTER_ROWS = 20_000;

let collect: (() => void) | null | undefined;

function collector(): (() => void) | null {
  if (collect !== undefined) return collect;
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    collect = typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    collect = null;
  }
  return collect;
}

/** Runs a full collection when `rows` is large; returns whether it ran. */
export function releaseExportMemory(rows: number): boolean {
  if (rows < COLLECT_AFTER_ROWS) return false;
  const gc = collector();
  if (!gc) return false;
  gc();
  return true;
}
