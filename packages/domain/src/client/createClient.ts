import { Client, fetchExchange, type CombinedError, type Exchange } from '@urql/core';
import { authExchange } from '@urql/exchange-auth';
import { retryExchange, type RetryExchangeOptions } from '@urql/exchange-retry';
import type { CacheExchangeOpts } from '@urql/exchange-graphcache';
import { createApiFetch } from '../api/apiFetch';
import { createTokenStore, type TokenStore } from '../auth/tokenStore';
import { isUnauthenticatedError } from '../lib/authErrors';
import { createCacheExchange } from './cacheExchange';
import { registerSession } from './session';
import { staleTimeExchange, QUERY_STALE_TIME_MS } from './staleTimeExchange';

/** Query attempts in all (spec 1§9 "Max retries 3"). */
export const QUERY_MAX_ATTEMPTS = 3;

export interface CreateTenderlensClientOptions {
  /** GraphQL endpoint. @default '/graphql' */
  url?: string;
  /** Prefix for REST calls (`/api/...`). @default '' */
  apiBase?: string;
  /** @default globalThis.fetch, looked up per request (so msw and test doubles apply) */
  fetch?: typeof fetch;
  /** Called once when the session is gone (the token endpoint answers 401): show sign-in. */
  onAuthError?: () => void;
  /** Extra graphcache rules/options, merged with every feature's rules. */
  cacheOptions?: CacheExchangeOpts;
  /** Share a token store (e.g. with a client made earlier); by default each client makes its own. */
  tokenStore?: TokenStore;
  /** @default 10_000 */
  staleTimeMs?: number;
  /** Passed to the token store (TokenStoreOptions.hasSession); the web app passes `hasSessionHint`. */
  hasSession?: () => boolean;
  /** Overrides for the retry exchange (tests shorten the delays). */
  retryOptions?: Omit<RetryExchangeOptions, 'retryIf' | 'maxNumberAttempts'>;
}

/** Retry rule (spec 1§7): queries only; network failures and 5xx, never 504, never 4xx. */
export function shouldRetryQuery(error: CombinedError): boolean {
  const status = (error.response as { status?: unknown } | undefined)?.status;
  if (status === 504) return false;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return !!error.networkError;
}

/**
 * The app's urql client. Exchanges: stale time → graphcache → auth → retry → fetch.
 * (staleTimeExchange only rewrites `cache-first` to `cache-and-network` for queries older than 10 s;
 * see README "Stale time".)
 */
export function createTenderlensClient(options: CreateTenderlensClientOptions = {}): Client {
  const apiBase = options.apiBase ?? '';
  const fetchImpl: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const tokenStore =
    options.tokenStore ?? createTokenStore({ apiBase, fetch: fetchImpl, ...(options.hasSession ? { hasSession: options.hasSession } : {}) });
  if (options.onAuthError) tokenStore.onSignedOut(options.onAuthError);

  const auth = authExchange(async (utils) => {
    try {
      await tokenStore.ensure();
    } catch {
      // No token yet (network): willAuthError() asks again before the first request.
    }
    return {
      addAuthToOperation(operation) {
        const headers = tokenStore.authHeaders();
        return Object.keys(headers).length ? utils.appendHeaders(operation, headers) : operation;
      },
      willAuthError() {
        return !tokenStore.isSignedOut() && tokenStore.needsRefresh();
      },
      didAuthError(error) {
        // The exchange refreshes once per operation and then lets the error through.
        return !tokenStore.isSignedOut() && isUnauthenticatedError(error);
      },
      async refreshAuth() {
        await tokenStore.refresh();
      },
    };
  });

  const exchanges: Exchange[] = [
    staleTimeExchange({ staleTimeMs: options.staleTimeMs ?? QUERY_STALE_TIME_MS }),
    createCacheExchange(options.cacheOptions),
    auth,
    retryExchange({
      initialDelayMs: 500,
      ...options.retryOptions,
      maxNumberAttempts: QUERY_MAX_ATTEMPTS,
      retryIf: (error, operation) => operation.kind === 'query' && shouldRetryQuery(error),
    }),
    fetchExchange,
  ];

  // While signed out (the token endpoint said so, or after logout) a GraphQL request is answered
  // here with the server's own answer (401 UNAUTHENTICATED) instead of being sent to fail, which the
  // browser would log as a console error. Signing in (`reset()`) sends requests again.
  const graphqlFetch: typeof fetch = (input, init) =>
    tokenStore.isSignedOut()
      ? Promise.resolve(
          new Response(JSON.stringify({ errors: [{ message: 'Sign in to continue', extensions: { code: 'UNAUTHENTICATED' } }] }), {
            status: 401,
            headers: { 'content-type': 'application/json' },
          }),
        )
      : fetchImpl(input, init);

  const client = new Client({
    url: options.url ?? '/graphql',
    exchanges,
    fetch: graphqlFetch,
    requestPolicy: 'cache-first',
    // The contract is POST /graphql (docs/contracts.md); GET would put queries in server logs.
    preferGetMethod: false,
    fetchOptions: { credentials: 'same-origin' },
  });

  registerSession(client, {
    apiBase,
    fetch: fetchImpl,
    tokenStore,
    apiFetch: createApiFetch({ tokenStore, apiBase, fetch: fetchImpl }),
  });
  return client;
}
