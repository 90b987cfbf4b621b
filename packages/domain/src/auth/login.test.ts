import { describe, expect, it, vi } from 'vitest';
import { login, logout } from './login';
import type { TokenStore } from './tokenStore';

const userJson = {
  id: 2,
  guid: 'usr-maya',
  email: 'maya@northwind.test',
  first_name: 'Maya',
  last_name: 'Patel',
  admin: false,
  guest: false,
  company: { id: 2, guid: 'cmp', name: 'Northwind Digital Ltd', payment_type: 'invoice', partner_programme: false },
  team: { id: 3, name: 'Sales' },
  active_data_types: ['AWARDS', 'BUYERS', 'SOMETHING_NEW'],
  subscription: 'GROWTH',
  has_export_permission: true,
  use_supplier_name: false,
};

const store = () =>
  ({ reset: vi.fn(), clear: vi.fn(), authHeaders: () => ({ Authorization: 'Bearer t', 'X-CSRF-Token': 'c' }) }) as unknown as TokenStore & {
    reset: ReturnType<typeof vi.fn>;
    clear: ReturnType<typeof vi.fn>;
  };

describe('login', () => {
  it('POSTs credentials with the cookie, maps the snake_case user and resets the token store', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json({ user: userJson }));
    const tokenStore = store();
    const result = await login('maya@northwind.test', 'pw', { fetch: fetchMock, apiBase: 'https://app.test', tokenStore });
    expect(fetchMock).toHaveBeenCalledWith(
      'https://app.test/api/auth/login',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: '{"email":"maya@northwind.test","password":"pw"}' }),
    );
    expect(result).toEqual({
      ok: true,
      user: expect.objectContaining({
        id: '2',
        firstName: 'Maya',
        company: expect.objectContaining({ id: '2', paymentType: 'invoice' }),
        team: { id: '3', name: 'Sales' },
        activeDataTypes: ['AWARDS', 'BUYERS'],
      }),
    });
    expect(tokenStore.reset).toHaveBeenCalled();
  });

  it.each([
    [401, 'invalid_credentials'],
    [429, 'rate_limited'],
    [500, 'network'],
    [403, 'network'],
  ] as const)('HTTP %i → %s', async (status, error) => {
    const fetchMock = vi.fn(async () => Response.json({ error: { code: 'x', message: 'server text' } }, { status }));
    await expect(login('a@b.test', 'pw', { fetch: fetchMock })).resolves.toEqual({ ok: false, error });
  });

  it('a network failure → network', async () => {
    await expect(login('a@b.test', 'pw', { fetch: vi.fn().mockRejectedValue(new TypeError('offline')) })).resolves.toEqual({
      ok: false,
      error: 'network',
    });
  });

  it('signed in even when the answer body is unreadable', async () => {
    await expect(login('a@b.test', 'pw', { fetch: async () => new Response('??') })).resolves.toEqual({ ok: true, user: null });
  });
});

describe('logout', () => {
  it('POSTs with cookie + CSRF and clears the token store even when offline', async () => {
    const tokenStore = store();
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('offline'));
    await logout({ fetch: fetchMock, tokenStore });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include', headers: expect.objectContaining({ 'X-CSRF-Token': 'c' }) }),
    );
    expect(tokenStore.clear).toHaveBeenCalled();
  });
});
