import { describe, expect, it } from 'vitest';
import { Client, fetchExchange } from '@urql/core';
import { createCacheExchange } from './cacheExchange';
import { staleTimeExchange } from './staleTimeExchange';
import { createSchemaFetch } from '../testing/schemaClient';
import { UnreadNotificationsCountQuery } from '../notifications/graphql/queries/UnreadNotificationsCount';
import { HubspotIdTokenQuery } from '../crm/graphql/crm';
import { CRM_LIMITS } from '../crm/rules/index';

function setup() {
  let now = 1_000_000;
  let count = 3;
  const server = createSchemaFetch({ unreadNotificationsCount: () => count });
  const client = new Client({
    url: 'http://test.local/graphql',
    exchanges: [staleTimeExchange({ now: () => now }), createCacheExchange(), fetchExchange],
    fetch: server.fetch,
    preferGetMethod: false,
  });
  return {
    client,
    server,
    advance: (ms: number) => (now += ms),
    setCount: (value: number) => (count = value),
  };
}

/** Executes the query and waits until the network answer (if any) has arrived. */
async function run(t: ReturnType<typeof setup>) {
  const results: (number | undefined)[] = [];
  const sub = t.client.query(UnreadNotificationsCountQuery, {}).subscribe((r) => results.push(r.data?.unreadNotificationsCount));
  await new Promise((resolve) => setTimeout(resolve, 20));
  sub.unsubscribe();
  return results;
}

describe('staleTimeExchange (10 s)', () => {
  it('answers from the cache within 10 s and refetches in the background after', async () => {
    const t = setup();
    expect(await run(t)).toEqual([3]);
    expect(t.server.calls).toHaveLength(1);

    t.setCount(5);
    t.advance(9_999);
    expect(await run(t)).toEqual([3]); // fresh: cache only
    expect(t.server.calls).toHaveLength(1);

    t.advance(1);
    expect(await run(t)).toEqual([3, 5]); // stale: cached value at once, then the network's
    expect(t.server.calls).toHaveLength(2);

    t.advance(5_000);
    await run(t);
    expect(t.server.calls).toHaveLength(2);
  });

  it('leaves network-only queries alone and counts them as fresh data', async () => {
    const t = setup();
    await t.client.query(UnreadNotificationsCountQuery, {}, { requestPolicy: 'network-only' }).toPromise();
    t.advance(5_000);
    await run(t);
    expect(t.server.calls).toHaveLength(1);
  });
});

describe("a query's own stale time (hubspotIdToken: 12 hours)", () => {
  it('keeps the token from the cache for 12 hours and asks again after', async () => {
    let now = 1_000_000;
    let minted = 0;
    const server = createSchemaFetch({ hubspotIdToken: () => ({ token: `visitor-${++minted}`, expiresAt: '2026-11-26T00:00:00.000Z' }) });
    const client = new Client({
      url: 'http://test.local/graphql',
      exchanges: [staleTimeExchange({ now: () => now }), createCacheExchange(), fetchExchange],
      fetch: server.fetch,
      preferGetMethod: false,
    });
    const read = async () => {
      const tokens: (string | undefined)[] = [];
      const sub = client
        .query(HubspotIdTokenQuery, {}, { staleTimeMs: CRM_LIMITS.tokenStaleMs })
        .subscribe((r) => tokens.push(r.data?.hubspotIdToken?.token));
      await new Promise((resolve) => setTimeout(resolve, 20));
      sub.unsubscribe();
      return tokens;
    };
    expect(await read()).toEqual(['visitor-1']);
    now += 10_000; // past the default 10 s: still fresh for the token
    expect(await read()).toEqual(['visitor-1']);
    now += CRM_LIMITS.tokenStaleMs - 10_001;
    expect(await read()).toEqual(['visitor-1']);
    expect(server.calls).toHaveLength(1);
    now += 1; // 12 hours: stale, the cached token at once and then the new one
    expect(await read()).toEqual(['visitor-1', 'visitor-2']);
    expect(server.calls).toHaveLength(2);
  });
});
