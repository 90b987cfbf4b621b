import { makeOperation, mapExchange, type Exchange } from '@urql/core';

/** Query stale time (spec 1§9). */
export const QUERY_STALE_TIME_MS = 10_000;

export interface StaleTimeExchangeOptions {
  /** @default 10_000 */
  staleTimeMs?: number;
  /** Clock, for tests. @default Date.now */
  now?: () => number;
}

/**
 * Stale time for a normalised cache. Queries run `cache-first`; this exchange remembers when each
 * query (by operation key = document + variables) last went to the network, and upgrades a
 * `cache-first` execution to `cache-and-network` once that is 10 s or more ago: the UI shows the
 * cached data at once and the network answer replaces it. Within 10 s the cache answers alone.
 * It sits in front of graphcache and only rewrites the request policy. A query may set its own stale time in its
 * context (`context: { staleTimeMs }`), e.g. hubspotIdToken's 12 hours (spec 1§9 'CRM token 12 h').
 */
export function staleTimeExchange(options: StaleTimeExchangeOptions = {}): Exchange {
  const staleTimeMs = options.staleTimeMs ?? QUERY_STALE_TIME_MS;
  const now = options.now ?? (() => Date.now());
  return (input) => {
    // One map per client: a new client (e.g. after logout) starts with everything stale.
    const lastNetwork = new Map<number, number>();
    return mapExchange({
      onOperation(operation) {
        if (operation.kind !== 'query') return operation;
        const policy = operation.context.requestPolicy;
        const at = now();
        if (policy === 'cache-only') return operation;
        if (policy === 'network-only' || policy === 'cache-and-network') {
          lastNetwork.set(operation.key, at);
          return operation;
        }
        const last = lastNetwork.get(operation.key);
        if (last === undefined) {
          // First execution: a cache miss goes to the network; a hit is fresh from another query.
          lastNetwork.set(operation.key, at);
          return operation;
        }
        const own = (operation.context as { staleTimeMs?: unknown }).staleTimeMs;
        if (at - last < (typeof own === 'number' ? own : staleTimeMs)) return operation;
        lastNetwork.set(operation.key, at);
        return makeOperation(operation.kind, operation, { ...operation.context, requestPolicy: 'cache-and-network' });
      },
    })(input);
  };
}
