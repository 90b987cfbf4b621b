/**
 * The generic failure rule (spec 1§7): a non-2xx answer is a response error, a failed network
 * call is a fetch error. Neither carries the server's error body into text meant for the UI:
 * `message` is always one of ours; the server's `code` is kept for branching only.
 */
export class ResponseError extends Error {
  override readonly name = 'ResponseError';
  /** HTTP status of the answer (non-2xx), or 200 when a 2xx body failed schema parsing. */
  readonly status: number;
  /** Machine code from `{ error: { code } }` when the server sent one (e.g. `unauthenticated`, `csrf`). */
  readonly code: string | null;

  constructor(status: number, code: string | null, options?: { cause?: unknown }) {
    super(`Request failed with status ${status}${code ? ` (${code})` : ''}`, options);
    this.status = status;
    this.code = code;
  }
}

export class FetchError extends Error {
  override readonly name = 'FetchError';

  constructor(options?: { cause?: unknown }) {
    super('The request could not reach the server', options);
  }
}

/** The one sentence the UI may show for any failed request; server bodies are never shown (spec 1§8). */
export const GENERIC_ERROR_MESSAGE = 'Sorry something has gone wrong. If this error persists please contact support';

export function isResponseError(error: unknown): error is ResponseError {
  return error instanceof ResponseError;
}

export function isFetchError(error: unknown): error is FetchError {
  return error instanceof FetchError;
}
