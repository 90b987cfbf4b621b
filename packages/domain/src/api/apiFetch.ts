import type { z } from 'zod';
import { FetchError, ResponseError } from '../lib/errors';
import type { TokenStore } from '../auth/tokenStore';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiFetchOptions<S extends z.ZodType | undefined = undefined> {
  /** @default 'GET' */
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Parses the JSON answer; a body that fails parsing is a `ResponseError(status, 'invalid_response')`. */
  schema?: S;
  signal?: AbortSignal;
  /**
   * Attempts for a failed call (network failure or 5xx other than 504; spec 1§7).
   * @default 3 for GET, 1 otherwise (writes are never repeated behind the user's back)
   */
  maxAttempts?: number;
  /** @default 500 */
  retryDelayMs?: number;
  /**
   * The route answers without a session (e.g. a share link). Other calls made while signed out are
   * refused here with the server's 401 instead of being sent to fail (the browser logs it).
   * @default false
   */
  public?: boolean;
}

/** REST helper: bearer + CSRF from the token store, zod-parsed answers, the spec 1§7 failure rule. */
export interface ApiFetch {
  <S extends z.ZodType>(path: string, options: ApiFetchOptions<S> & { schema: S }): Promise<z.output<S>>;
  (path: string, options?: ApiFetchOptions<undefined>): Promise<void>;
}

export interface CreateApiFetchOptions {
  tokenStore: TokenStore;
  /** @default '' */
  apiBase?: string;
  /** @default globalThis.fetch (looked up per call) */
  fetch?: typeof fetch;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const id = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(id);
      reject(signal.reason);
    });
  });

/** Only the machine code of `{ error: { code } }` is read; the server's message never reaches the UI. */
async function readErrorCode(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body) {
      const error = (body as { error: unknown }).error;
      if (error && typeof error === 'object' && 'code' in error) {
        const code = (error as { code: unknown }).code;
        return typeof code === 'string' ? code : null;
      }
    }
  } catch {
    // not JSON: no code
  }
  return null;
}

const isRetryable = (error: unknown) =>
  error instanceof FetchError || (error instanceof ResponseError && error.status >= 500 && error.status !== 504);

export function createApiFetch({ tokenStore, apiBase = '', fetch: fetchImpl }: CreateApiFetchOptions): ApiFetch {
  const doFetch: typeof fetch = (input, init) => (fetchImpl ?? globalThis.fetch)(input, init);

  async function once(path: string, options: ApiFetchOptions<z.ZodType | undefined>, allowAuthRetry: boolean) {
    const method = options.method ?? 'GET';
    await tokenStore.ensure();
    if (!options.public && tokenStore.isSignedOut()) throw new ResponseError(401, 'unauthenticated');
    const headers: Record<string, string> = { Accept: 'application/json', ...tokenStore.authHeaders() };
    // A FormData body (file uploads) is sent as multipart; fetch sets its content type with the boundary.
    const form = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(`${apiBase}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        body: options.body === undefined ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new FetchError({ cause });
    }
    if (response.status === 401 && allowAuthRetry && !tokenStore.isSignedOut()) {
      // Token expired or revoked: refresh once and repeat (same rule as the urql auth exchange).
      const fresh = await tokenStore.refresh();
      if (fresh) return once(path, options, false);
    }
    if (!response.ok) throw new ResponseError(response.status, await readErrorCode(response));
    if (!options.schema) return undefined;
    let body: unknown;
    try {
      body = response.status === 204 ? undefined : await response.json();
    } catch (cause) {
      throw new ResponseError(response.status, 'invalid_response', { cause });
    }
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) throw new ResponseError(response.status, 'invalid_response', { cause: parsed.error });
    return parsed.data;
  }

  async function apiFetch(path: string, options: ApiFetchOptions<z.ZodType | undefined> = {}): Promise<unknown> {
    const maxAttempts = Math.max(1, options.maxAttempts ?? ((options.method ?? 'GET') === 'GET' ? 3 : 1));
    const delay = options.retryDelayMs ?? 500;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await once(path, options, true);
      } catch (error) {
        if (attempt >= maxAttempts || !isRetryable(error)) throw error;
        await sleep(delay, options.signal);
      }
    }
  }

  return apiFetch as ApiFetch;
}
