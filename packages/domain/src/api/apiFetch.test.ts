import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiFetch } from './apiFetch';
import type { TokenStore } from '../auth/tokenStore';
import { FetchError, ResponseError } from '../lib/errors';

function fakeTokenStore(): TokenStore & { refreshes: number } {
  let n = 1;
  const store = {
    refreshes: 0,
    current: () => ({ token: `t${n}`, csrfToken: `c${n}`, expiresAt: Date.now() + 600_000 }),
    needsRefresh: () => false,
    ensure: async () => store.current(),
    refresh: async () => {
      store.refreshes += 1;
      n += 1;
      return store.current();
    },
    authHeaders: () => ({ Authorization: `Bearer t${n}`, 'X-CSRF-Token': `c${n}` }),
    isSignedOut: () => false,
    onSignedOut: () => () => undefined,
    clear: () => undefined,
    reset: () => undefined,
  };
  return store;
}

const Schema = z.object({ unread_count: z.number() }).transform((body) => ({ unreadCount: body.unread_count }));

describe('apiFetch', () => {
  it('sends bearer + CSRF, JSON body, and parses the answer with zod', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json({ unread_count: 2 }));
    const apiFetch = createApiFetch({ tokenStore: fakeTokenStore(), apiBase: 'https://app.test', fetch: fetchMock });
    const result = await apiFetch('/api/notifications/mark_as_read', {
      method: 'PUT',
      body: { notificationIds: ['1'] },
      schema: Schema,
    });
    expect(result).toEqual({ unreadCount: 2 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://app.test/api/notifications/mark_as_read');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"notificationIds":["1"]}');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer t1', 'X-CSRF-Token': 'c1', 'Content-Type': 'application/json' });
  });

  it('maps non-2xx to ResponseError with status and code only (never the server message)', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ error: { code: 'csrf', message: 'Secret server detail' } }, { status: 403 }),
    );
    const apiFetch = createApiFetch({ tokenStore: fakeTokenStore(), fetch: fetchMock });
    const error = await apiFetch('/api/x', { schema: Schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect(error).toMatchObject({ status: 403, code: 'csrf' });
    expect(String((error as Error).message)).not.toContain('Secret');
    expect(fetchMock).toHaveBeenCalledTimes(1); // 4xx is not retried
  });

  it('maps a network failure to FetchError after 3 GET attempts', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const apiFetch = createApiFetch({ tokenStore: fakeTokenStore(), fetch: fetchMock });
    await expect(apiFetch('/api/x', { retryDelayMs: 0 })).rejects.toBeInstanceOf(FetchError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('retries GET on 503 but never on 504, and never repeats a PUT', async () => {
    const unavailable = vi.fn(async () => new Response('', { status: 503 }));
    await expect(
      createApiFetch({ tokenStore: fakeTokenStore(), fetch: unavailable })('/api/x', { retryDelayMs: 0 }),
    ).rejects.toMatchObject({ status: 503 });
    expect(unavailable).toHaveBeenCalledTimes(3);

    const timeout = vi.fn(async () => new Response('', { status: 504 }));
    await expect(
      createApiFetch({ tokenStore: fakeTokenStore(), fetch: timeout })('/api/x', { retryDelayMs: 0 }),
    ).rejects.toMatchObject({ status: 504 });
    expect(timeout).toHaveBeenCalledTimes(1);

    const put = vi.fn(async () => new Response('', { status: 503 }));
    await expect(
      createApiFetch({ tokenStore: fakeTokenStore(), fetch: put })('/api/x', { method: 'PUT', retryDelayMs: 0 }),
    ).rejects.toMatchObject({ status: 503 });
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('refreshes the token once on 401 and repeats the call', async () => {
    const store = fakeTokenStore();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ error: { code: 'unauthenticated' } }, { status: 401 }))
      .mockResolvedValueOnce(Response.json({ unread_count: 0 }));
    const apiFetch = createApiFetch({ tokenStore: store, fetch: fetchMock });
    await expect(apiFetch('/api/x', { schema: Schema })).resolves.toEqual({ unreadCount: 0 });
    expect(store.refreshes).toBe(1);
    expect((fetchMock.mock.calls[1]?.[1] as RequestInit).headers).toMatchObject({ Authorization: 'Bearer t2' });
  });

  it('while signed out refuses a call with 401 without sending it, unless the route is public', async () => {
    const store = { ...fakeTokenStore(), isSignedOut: () => true, authHeaders: () => ({}) };
    const fetchMock = vi.fn().mockResolvedValue(Response.json({ unread_count: 1 }));
    const apiFetch = createApiFetch({ tokenStore: store, fetch: fetchMock });
    const refused = await apiFetch('/api/saved_views/', { schema: Schema }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ResponseError);
    expect(refused).toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiFetch('/api/share_links/abc', { schema: Schema, public: true })).resolves.toEqual({ unreadCount: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a body that fails the schema is ResponseError invalid_response', async () => {
    const apiFetch = createApiFetch({ tokenStore: fakeTokenStore(), fetch: async () => Response.json({ nope: 1 }) });
    await expect(apiFetch('/api/x', { schema: Schema })).rejects.toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('resolves to undefined without a schema (e.g. 204)', async () => {
    const apiFetch = createApiFetch({ tokenStore: fakeTokenStore(), fetch: async () => new Response(null, { status: 204 }) });
    await expect(apiFetch('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});
