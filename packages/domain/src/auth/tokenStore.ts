// valibot: this module is in the first chunk the browser loads (docs/decisions/0053-valibot-on-the-first-screen.md).
import * as v from 'valibot';
import { FetchError, ResponseError } from '../lib/errors';

/** `GET /api/auth/app_api_token` answer (docs/contracts.md). */
export const AppApiTokenSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  expiresAt: v.pipe(v.string(), v.minLength(1)),
  csrfToken: v.pipe(v.string(), v.minLength(1)),
});
export type AppApiToken = v.InferOutput<typeof AppApiTokenSchema>;

/** The token as the store keeps it: `expiresAt` in local epoch milliseconds. */
export interface StoredToken {
  token: string;
  csrfToken: string;
  expiresAt: number;
}

/** Token lifetime the server promises (spec 1§7): 600 s. */
export const APP_API_TOKEN_LIFETIME_MS = 600_000;
/** Refresh this long before expiry (spec 1§7: "refreshed 30 s early", i.e. after 570 s). */
export const APP_API_TOKEN_REFRESH_MARGIN_MS = 30_000;

export interface TokenStoreOptions {
  /** Prefix for `/api/...` paths. @default '' (same origin) */
  apiBase?: string;
  /** @default globalThis.fetch, looked up at call time (so msw and test doubles apply) */
  fetch?: typeof fetch;
  /** @default 30_000 */
  refreshMarginMs?: number;
  /** Refresh on a timer `refreshMarginMs` before expiry, so a request never waits for a token. @default true */
  autoRefresh?: boolean;
  /** Clock, for tests. @default Date.now */
  now?: () => number;
  /**
   * Whether a session may exist (the web app reads the server's readable SESSION_HINT_COOKIE). When
   * it says no, the store is signed out without asking the token endpoint, so a signed-out page
   * makes no request that is bound to fail. @default always asks
   */
  hasSession?: () => boolean;
}

/** The readable companion of the session cookie set at sign-in and cleared at logout (apps/api auth/routes.ts). */
export const SESSION_HINT_COOKIE = 'tl_signed_in';

/** Whether the browser holds the session hint cookie (false outside a browser). */
export function hasSessionHint(cookies: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookies.split(';').some((c) => c.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

export interface TokenStore {
  /** The token held now (may be close to expiry), or null. */
  current(): StoredToken | null;
  /** True when there is no token or it is within the refresh margin of expiry. */
  needsRefresh(): boolean;
  /** A usable token: the held one, or a fresh one when it needs refreshing. Null when signed out. */
  ensure(): Promise<StoredToken | null>;
  /** Fetch a new token now (concurrent calls share one request). Null when the server says 401 (signed out). */
  refresh(): Promise<StoredToken | null>;
  /** `Authorization` + `X-CSRF-Token` for the held token, or `{}`. */
  authHeaders(): Record<string, string>;
  /** True once the token endpoint answered 401, or after `clear()`; `reset()` clears it. */
  isSignedOut(): boolean;
  /** Called when the token endpoint answers 401 (the session is gone). Returns an unsubscribe function. */
  onSignedOut(listener: () => void): () => void;
  /** Logout: forget the token, stop the timer, and stay signed out until `reset()`. */
  clear(): void;
  /** After a login: forget the token and the signed-out flag; the next `ensure()` fetches. */
  reset(): void;
}

/**
 * In-memory holder of the app API token (never persisted: the HttpOnly session cookie is the
 * long-lived credential). With a 600 s token it refreshes after 570 s.
 */
export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const apiBase = options.apiBase ?? '';
  const margin = options.refreshMarginMs ?? APP_API_TOKEN_REFRESH_MARGIN_MS;
  const autoRefresh = options.autoRefresh ?? true;
  const now = options.now ?? (() => Date.now());
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  let token: StoredToken | null = null;
  let signedOut = false;
  let inflight: Promise<StoredToken | null> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let generation = 0;
  const listeners = new Set<() => void>();

  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const schedule = (stored: StoredToken) => {
    stopTimer();
    if (!autoRefresh) return;
    const wait = Math.max(0, stored.expiresAt - margin - now());
    timer = setTimeout(() => {
      timer = null;
      // A failed background refresh is not fatal: the next request sees needsRefresh() and retries.
      refresh().catch(() => undefined);
    }, wait);
  };

  const toStored = (raw: AppApiToken): StoredToken => {
    const received = now();
    const parsed = Date.parse(raw.expiresAt);
    // Guard against a skewed local clock: a token that looks already (nearly) expired on arrival
    // is treated as living the promised 600 s from now, otherwise we would refresh in a loop.
    const expiresAt =
      Number.isFinite(parsed) && parsed - received > margin * 2 ? parsed : received + APP_API_TOKEN_LIFETIME_MS;
    return { token: raw.token, csrfToken: raw.csrfToken, expiresAt };
  };

  const signOut = (): null => {
    token = null;
    stopTimer();
    const wasSignedOut = signedOut;
    signedOut = true;
    if (!wasSignedOut) listeners.forEach((listener) => listener());
    return null;
  };

  const fetchToken = async (): Promise<StoredToken | null> => {
    const startedGeneration = generation;
    if (options.hasSession && !options.hasSession()) return signOut();
    let response: Response;
    try {
      response = await doFetch(`${apiBase}/api/auth/app_api_token`, {
        method: 'GET',
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
    } catch (cause) {
      throw new FetchError({ cause });
    }
    if (startedGeneration !== generation) return token; // cleared or reset meanwhile: drop the answer
    if (response.status === 401) return signOut();
    if (!response.ok) throw new ResponseError(response.status, null);
    let body: unknown;
    try {
      body = await response.json();
    } catch (cause) {
      throw new ResponseError(response.status, 'invalid_response', { cause });
    }
    const parsed = v.safeParse(AppApiTokenSchema, body);
    if (!parsed.success) throw new ResponseError(response.status, 'invalid_response', { cause: new v.ValiError(parsed.issues) });
    if (startedGeneration !== generation) return token;
    token = toStored(parsed.output);
    signedOut = false;
    schedule(token);
    return token;
  };

  function refresh(): Promise<StoredToken | null> {
    if (!inflight) {
      inflight = fetchToken().finally(() => {
        inflight = null;
      });
    }
    return inflight;
  }

  const needsRefresh = () => token === null || now() >= token.expiresAt - margin;

  return {
    current: () => token,
    needsRefresh,
    ensure: () => {
      if (signedOut) return Promise.resolve(null);
      return needsRefresh() ? refresh() : Promise.resolve(token);
    },
    refresh,
    authHeaders: (): Record<string, string> =>
      token ? { Authorization: `Bearer ${token.token}`, 'X-CSRF-Token': token.csrfToken } : {},
    isSignedOut: () => signedOut,
    onSignedOut: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: () => {
      generation += 1;
      token = null;
      signedOut = true;
      inflight = null;
      stopTimer();
    },
    reset: () => {
      generation += 1;
      token = null;
      signedOut = false;
      inflight = null;
      stopTimer();
    },
  };
}
