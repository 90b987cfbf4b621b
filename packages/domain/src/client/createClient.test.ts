import { describe, expect, it, vi } from 'vitest';
import { createTenderlensClient } from './createClient';
import { getTenderlensSession } from './session';
import { UnreadNotificationsCountQuery } from '../notifications/graphql/queries/UnreadNotificationsCount';
import { MarkAllNotificationsAsReadMutation } from '../notifications/graphql/mutations/MarkAllNotificationsAsRead';

type GraphQLAnswer = (init: RequestInit, attempt: number) => Response | Promise<Response>;

/** A fake server: token endpoint + /graphql; records every request. */
function fakeServer(options: { token?: number[]; graphql: GraphQLAnswer }) {
  const tokenStatuses = [...(options.token ?? [])];
  const requests: { url: string; init: RequestInit }[] = [];
  let tokens = 0;
  let graphqlCalls = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    requests.push({ url, init });
    if (url.endsWith('/api/auth/app_api_token')) {
      const status = tokenStatuses.shift() ?? 200;
      if (status !== 200) return Response.json({ error: { code: 'unauthenticated' } }, { status });
      tokens += 1;
      return Response.json({
        token: `token-${tokens}`,
        csrfToken: `csrf-${tokens}`,
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
      });
    }
    graphqlCalls += 1;
    return options.graphql(init, graphqlCalls);
  });
  const graphqlRequests = () => requests.filter((r) => r.url.endsWith('/graphql'));
  return { fetch: fetchMock, requests, graphqlRequests };
}

const ok = (count: number) => Response.json({ data: { __typename: 'Query', unreadNotificationsCount: count } });
const headersOf = (init: RequestInit) => new Headers(init.headers);
const fast = { initialDelayMs: 1, randomDelay: false };

describe('createTenderlensClient', () => {
  it('adds Authorization: Bearer and X-CSRF-Token to every operation, POSTing to /graphql', async () => {
    const server = fakeServer({ graphql: () => ok(2) });
    const client = createTenderlensClient({ fetch: server.fetch, apiBase: 'https://app.test', url: 'https://app.test/graphql' });
    const result = await client.query(UnreadNotificationsCountQuery, {}).toPromise();
    expect(result.data?.unreadNotificationsCount).toBe(2);
    const [first] = server.requests;
    expect(first?.url).toBe('https://app.test/api/auth/app_api_token');
    expect(first?.init.credentials).toBe('include');
    const [gql] = server.graphqlRequests();
    expect(gql?.init.method).toBe('POST');
    expect(headersOf(gql!.init).get('authorization')).toBe('Bearer token-1');
    expect(headersOf(gql!.init).get('x-csrf-token')).toBe('csrf-1');
  });

  it('on a 401 refreshes the token once and repeats the operation', async () => {
    const server = fakeServer({
      graphql: (_init, attempt) =>
        attempt === 1 ? Response.json({ error: { code: 'unauthenticated' } }, { status: 401 }) : ok(4),
    });
    const client = createTenderlensClient({ fetch: server.fetch, retryOptions: fast });
    const result = await client.query(UnreadNotificationsCountQuery, {}).toPromise();
    expect(result.data?.unreadNotificationsCount).toBe(4);
    const gql = server.graphqlRequests();
    expect(gql).toHaveLength(2);
    expect(headersOf(gql[1]!.init).get('authorization')).toBe('Bearer token-2');
  });

  it('does not loop when the API keeps answering 401', async () => {
    const server = fakeServer({ graphql: () => Response.json({ error: { code: 'unauthenticated' } }, { status: 401 }) });
    const client = createTenderlensClient({ fetch: server.fetch, retryOptions: fast });
    const result = await client.query(UnreadNotificationsCountQuery, {}).toPromise();
    expect(result.error?.response?.status).toBe(401);
    expect(server.graphqlRequests()).toHaveLength(2);
  });

  it('calls onAuthError when the token endpoint answers 401 (signed out)', async () => {
    const onAuthError = vi.fn();
    const server = fakeServer({
      token: [401],
      graphql: () => Response.json({ error: { code: 'unauthenticated' } }, { status: 401 }),
    });
    const client = createTenderlensClient({ fetch: server.fetch, onAuthError, retryOptions: fast });
    const result = await client.query(UnreadNotificationsCountQuery, {}).toPromise();
    expect(onAuthError).toHaveBeenCalledTimes(1);
    expect(result.error?.response?.status).toBe(401);
    expect(getTenderlensSession(client).tokenStore.isSignedOut()).toBe(true);
    // Signed out: the operation is answered without a request bound to fail (the browser logs a 401).
    expect(server.graphqlRequests()).toHaveLength(0);
    expect(result.error?.graphQLErrors[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });

  it('sends no GraphQL request after logout, and sends again after a sign-in', async () => {
    const server = fakeServer({ graphql: () => ok(3) });
    const client = createTenderlensClient({ fetch: server.fetch, retryOptions: fast });
    expect((await client.query(UnreadNotificationsCountQuery, {}).toPromise()).data).toBeTruthy();
    expect(server.graphqlRequests()).toHaveLength(1);
    const { tokenStore } = getTenderlensSession(client);
    tokenStore.clear();
    const after = await client.query(UnreadNotificationsCountQuery, {}, { requestPolicy: 'network-only' }).toPromise();
    expect(after.error?.response?.status).toBe(401);
    expect(server.graphqlRequests()).toHaveLength(1);
    tokenStore.reset();
    await client.query(UnreadNotificationsCountQuery, {}, { requestPolicy: 'network-only' }).toPromise();
    expect(server.graphqlRequests()).toHaveLength(2);
  });

  it('retries a query after network failures, 3 attempts in all', async () => {
    const server = fakeServer({
      graphql: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const client = createTenderlensClient({ fetch: server.fetch, retryOptions: fast });
    const result = await client.query(UnreadNotificationsCountQuery, {}).toPromise();
    expect(result.error?.networkError).toBeDefined();
    expect(server.graphqlRequests()).toHaveLength(3);
  });

  it('recovers when a retry succeeds', async () => {
    const server = fakeServer({
      graphql: (_init, attempt) => (attempt === 1 ? new Response('bad gateway', { status: 502 }) : ok(1)),
    });
    const client = createTenderlensClient({ fetch: server.fetch, retryOptions: fast });
    const result = await client.query(UnreadNotificationsCountQuery, {}).toPromise();
    expect(result.data?.unreadNotificationsCount).toBe(1);
    expect(server.graphqlRequests()).toHaveLength(2);
  });

  it('never retries a 504', async () => {
    const server = fakeServer({ graphql: () => new Response('gateway timeout', { status: 504 }) });
    const client = createTenderlensClient({ fetch: server.fetch, retryOptions: fast });
    const result = await client.query(UnreadNotificationsCountQuery, {}).toPromise();
    expect(result.error?.response?.status).toBe(504);
    expect(server.graphqlRequests()).toHaveLength(1);
  });

  it('never retries a 429 (rate limited: the server says when, retrying early only counts against the limit)', async () => {
    const server = fakeServer({
      graphql: () =>
        Response.json({ error: { code: 'rate_limited', message: 'Too many' } }, { status: 429, headers: { 'retry-after': '60' } }),
    });
    const client = createTenderlensClient({ fetch: server.fetch, retryOptions: fast });
    const result = await client.query(UnreadNotificationsCountQuery, {}).toPromise();
    expect(result.error?.response?.status).toBe(429);
    expect(server.graphqlRequests()).toHaveLength(1);
  });

  it('never retries a mutation', async () => {
    const server = fakeServer({
      graphql: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const client = createTenderlensClient({ fetch: server.fetch, retryOptions: fast });
    const result = await client.mutation(MarkAllNotificationsAsReadMutation, {}).toPromise();
    expect(result.error).toBeDefined();
    expect(server.graphqlRequests()).toHaveLength(1);
  });

  it('shares its token store with the REST helper', async () => {
    const server = fakeServer({ graphql: () => ok(0) });
    const client = createTenderlensClient({ fetch: server.fetch });
    const { apiFetch } = getTenderlensSession(client);
    await apiFetch('/api/health');
    const rest = server.requests.find((r) => r.url === '/api/health');
    expect(rest?.init.headers).toMatchObject({ Authorization: 'Bearer token-1', 'X-CSRF-Token': 'csrf-1' });
  });
});
