import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore, hasSessionHint } from './tokenStore';
import { FetchError, ResponseError } from '../lib/errors';

const T0 = Date.parse('2025-03-10T12:00:00.000Z');

function tokenFetch(status = 200) {
  let n = 0;
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    n += 1;
    if (status !== 200) return Response.json({ error: { code: 'unauthenticated', message: 'x' } }, { status });
    return Response.json({
      token: `token-${n}`,
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      csrfToken: `csrf-${n}`,
    });
  });
  return fetchMock;
}

describe('token store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches GET /api/auth/app_api_token with the session cookie and keeps token + CSRF token', async () => {
    const fetchMock = tokenFetch();
    const store = createTokenStore({ apiBase: 'https://app.test', fetch: fetchMock });
    const token = await store.ensure();
    expect(fetchMock).toHaveBeenCalledWith(
      'https://app.test/api/auth/app_api_token',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
    expect(token).toEqual({ token: 'token-1', csrfToken: 'csrf-1', expiresAt: T0 + 600_000 });
    expect(store.authHeaders()).toEqual({ Authorization: 'Bearer token-1', 'X-CSRF-Token': 'csrf-1' });
  });

  it('refreshes a 600 s token after 570 s, not before', async () => {
    const fetchMock = tokenFetch();
    const store = createTokenStore({ fetch: fetchMock });
    await store.ensure();
    await vi.advanceTimersByTimeAsync(569_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.needsRefresh()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(store.current()?.token).toBe('token-2');
    await vi.advanceTimersByTimeAsync(570_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('without the timer, needsRefresh() turns true 30 s before expiry and ensure() fetches', async () => {
    const fetchMock = tokenFetch();
    const store = createTokenStore({ fetch: fetchMock, autoRefresh: false });
    await store.ensure();
    vi.setSystemTime(T0 + 569_000);
    expect(store.needsRefresh()).toBe(false);
    await store.ensure();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.setSystemTime(T0 + 570_000);
    expect(store.needsRefresh()).toBe(true);
    await store.ensure();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shares one request between concurrent callers', async () => {
    const fetchMock = tokenFetch();
    const store = createTokenStore({ fetch: fetchMock });
    await Promise.all([store.ensure(), store.ensure(), store.refresh()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a 401 from the token endpoint signs out once and notifies listeners', async () => {
    const store = createTokenStore({ fetch: tokenFetch(401) });
    const onSignedOut = vi.fn();
    store.onSignedOut(onSignedOut);
    expect(await store.ensure()).toBeNull();
    expect(store.isSignedOut()).toBe(true);
    expect(await store.ensure()).toBeNull(); // no further requests while signed out
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(store.authHeaders()).toEqual({});
  });

  it('without the session hint cookie it is signed out without asking (no request bound to fail)', async () => {
    const fetchMock = tokenFetch(401);
    let hint = false;
    const store = createTokenStore({ fetch: fetchMock, hasSession: () => hint });
    const onSignedOut = vi.fn();
    store.onSignedOut(onSignedOut);
    expect(await store.ensure()).toBeNull();
    expect(store.isSignedOut()).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    // Signed in: the hint is there and the store asks again.
    hint = true;
    store.reset();
    await store.ensure();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hasSessionHint('a=1; tl_signed_in=1')).toBe(true);
    expect(hasSessionHint('a=1; xtl_signed_in=1')).toBe(false);
    expect(hasSessionHint('')).toBe(false);
  });

  it('maps a network failure to FetchError and a 500 to ResponseError', async () => {
    const failing = createTokenStore({ fetch: vi.fn().mockRejectedValue(new TypeError('offline')) });
    await expect(failing.ensure()).rejects.toBeInstanceOf(FetchError);
    const broken = createTokenStore({ fetch: tokenFetch(500) });
    await expect(broken.ensure()).rejects.toBeInstanceOf(ResponseError);
  });

  it('clear() forgets the token and stops refreshing; reset() allows fetching again', async () => {
    const fetchMock = tokenFetch();
    const store = createTokenStore({ fetch: fetchMock });
    await store.ensure();
    store.clear();
    expect(store.current()).toBeNull();
    expect(store.isSignedOut()).toBe(true);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    store.reset();
    expect(store.isSignedOut()).toBe(false);
    await store.ensure();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats an expiry that looks already past (skewed clock) as 600 s from now', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ token: 't', csrfToken: 'c', expiresAt: new Date(T0 - 3_600_000).toISOString() }),
    );
    const store = createTokenStore({ fetch: fetchMock });
    const token = await store.ensure();
    expect(token?.expiresAt).toBe(T0 + 600_000);
  });
});
