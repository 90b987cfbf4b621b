/**
 * Which database work a request started (decision 0017). On PostgreSQL, statements run inside a
 * request go through connections with `statement_timeout` (db/client.ts), so one slow query cannot
 * hold a connection and every other user's searches; background jobs, imports and exports run
 * outside the scope on connections without it. PGlite runs each statement on the JavaScript thread
 * and cannot be interrupted (`SET statement_timeout` is accepted there but never fires): on PGlite
 * the request limits (GraphQL cost, page sizes, body size) are what bound the work.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<true>();

/** The statement time limit of request work on PostgreSQL. */
export const REQUEST_STATEMENT_TIMEOUT_MS = 10_000;

export const inRequestScope = (): boolean => scope.getStore() === true;

/** Runs `fn` (an HTTP request's handling) with request-bounded database statements. */
export const runInRequestScope = <T>(fn: () => T): T => scope.run(true, fn);

/** Runs `fn` on the unbounded background connections, even when a request started it (admin import). */
export const runOutsideRequestScope = <T>(fn: () => T): T => scope.exit(fn);

/** PostgreSQL's "canceling statement due to statement timeout" (57014), anywhere in the cause chain. */
export function isStatementTimeout(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, originalError } = e as { code?: unknown; originalError?: unknown };
    if (code === '57014') return true;
    if (originalError && isStatementTimeout(originalError)) return true;
  }
  return false;
}
