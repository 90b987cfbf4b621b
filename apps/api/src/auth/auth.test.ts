import { expect, it } from 'vitest';
import { describeOnDatabases } from '../testing/api';
import { APP_API_TOKEN_TTL_SECONDS, signBearerToken } from './tokens';

await describeOnDatabases('auth', (api) => {
  it('signs in: 200 with the current user and an HttpOnly SameSite=Lax session cookie', async () => {
    const res = await api().login('Maya@Northwind.test');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { email: string; first_name: string } };
    expect(body.user).toMatchObject({ email: 'maya@northwind.test', first_name: 'Maya' });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^tl_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // plain http here
    // The readable hint that a session may exist (the web app skips the token request without it).
    const hint = res.headers.getSetCookie().find((c) => c.startsWith('tl_signed_in='));
    expect(hint).toMatch(/^tl_signed_in=1;.*SameSite=Lax/);
    expect(hint).not.toMatch(/HttpOnly/);
  });

  it('sets a Secure cookie for https requests', async () => {
    const res = await api().app.app.request('https://tenderlens.test/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'leo@northwind.test', password: 'tenderlens-demo' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('answers 401 invalid_credentials for a wrong password and for an unknown email alike', async () => {
    const wrong = await api().login('sam@freeco.test', 'not-the-password');
    const unknown = await api().login('nobody@freeco.test', 'not-the-password');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'invalid_credentials', message: 'Incorrect email or password' },
      });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('answers 400 with a clear message for a bad body', async () => {
    const missing = await api().request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email' }),
    });
    expect(missing.status).toBe(400);
    const body = (await missing.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message).toContain('email: Enter a valid email address');
    expect(body.error.message).toContain('password: Enter your password');

    const notJson = await api().request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(notJson.status).toBe(400);
    const form = await api().request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a@b.c&password=x',
    });
    expect(form.status).toBe(400);
  });

  it('refuses a cross-site sign-in (Origin of another host)', async () => {
    const res = await api().login('maya@northwind.test', 'tenderlens-demo', { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('csrf');
    const same = await api().login('maya@northwind.test', 'tenderlens-demo', { origin: 'http://tenderlens.test' });
    expect(same.status).toBe(200);
  });

  it('rate-limits after 5 failures for one email from one IP (429 + Retry-After), even with the right password, until Retry-After has passed', async () => {
    for (let i = 0; i < 5; i++) expect((await api().login('guest@guestpass.test', 'wrong')).status).toBe(401);
    const limited = await api().login('guest@guestpass.test');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
        retry_after: retryAfter,
      },
    });
    api().clock.offsetMs = retryAfter * 1000;
    try {
      expect((await api().login('guest@guestpass.test')).status).toBe(200);
    } finally {
      api().clock.offsetMs = 0;
    }
  });

  it('app_api_token needs the session cookie and returns a 600 s token and a CSRF token', async () => {
    expect((await api().request('/api/auth/app_api_token')).status).toBe(401);
    expect((await api().request('/api/auth/app_api_token', { headers: { cookie: 'tl_session=forged' } })).status).toBe(401);
    const tokens = await api().signIn('maya@northwind.test');
    expect(tokens.token).toMatch(/^v1\./);
    expect(tokens.csrfToken.length).toBeGreaterThan(20);
    const lifetime = (Date.parse(tokens.expiresAt) - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(APP_API_TOKEN_TTL_SECONDS - 5);
    expect(lifetime).toBeLessThanOrEqual(APP_API_TOKEN_TTL_SECONDS);
  });

  it('guards /api and /graphql: no bearer 401, no or wrong CSRF 403, expired or forged token 401', async () => {
    const tokens = await api().signIn('maya@northwind.test');
    expect((await api().authed(tokens, '/api/current_user')).status).toBe(200);

    const noBearer = await api().request('/api/current_user', { headers: { 'x-csrf-token': tokens.csrfToken } });
    expect(noBearer.status).toBe(401);
    expect(await noBearer.json()).toEqual({ error: { code: 'unauthenticated', message: 'Sign in to continue' } });
    expect((await api().request('/api/notifications')).status).toBe(401);
    expect((await api().request('/graphql', { method: 'POST', body: '{"query":"{ unreadNotificationsCount }"}' })).status).toBe(401);

    const noCsrf = await api().request('/api/current_user', { headers: { authorization: `Bearer ${tokens.token}` } });
    expect(noCsrf.status).toBe(403);
    expect(((await noCsrf.json()) as { error: { code: string } }).error.code).toBe('csrf');
    const otherSession = await api().signIn('maya@northwind.test');
    const mixed = await api().authed({ ...tokens, csrfToken: otherSession.csrfToken }, '/api/current_user');
    expect(mixed.status).toBe(403);
    const gqlNoCsrf = await api().request('/graphql', {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.token}`, 'content-type': 'application/json' },
      body: '{"query":"{ unreadNotificationsCount }"}',
    });
    expect(gqlNoCsrf.status).toBe(403);

    api().clock.offsetMs = (APP_API_TOKEN_TTL_SECONDS + 1) * 1000;
    try {
      const expired = await api().authed(tokens, '/api/current_user');
      expect(expired.status).toBe(401);
      expect(((await expired.json()) as { error: { code: string } }).error.code).toBe('unauthenticated');
    } finally {
      api().clock.offsetMs = 0;
    }

    const sessionId = tokens.token.split('.')[1] ?? '';
    const forged = signBearerToken(Buffer.alloc(32, 1), sessionId, new Date(Date.now() + 60_000));
    expect((await api().authed({ ...tokens, token: forged }, '/api/current_user')).status).toBe(401);
    const tampered = tokens.token.replace(/\.(\d+)\./, (_m, exp: string) => `.${Number(exp) + 1000}.`);
    expect((await api().authed({ ...tokens, token: tampered }, '/api/current_user')).status).toBe(401);
  });

  it('logout deletes the session and clears the cookie; its tokens stop working', async () => {
    const tokens = await api().signIn('leo@northwind.test');
    const noCsrf = await api().request('/api/auth/logout', {
      method: 'POST',
      headers: { cookie: `tl_session=${tokens.cookie}`, authorization: `Bearer ${tokens.token}` },
    });
    expect(noCsrf.status).toBe(403);
    const res = await api().request('/api/auth/logout', {
      method: 'POST',
      headers: { cookie: `tl_session=${tokens.cookie}` },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/tl_session=;.*Max-Age=0/);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('tl_signed_in='))).toMatch(/^tl_signed_in=;.*Max-Age=0/);
    expect((await api().request('/api/auth/app_api_token', { headers: { cookie: `tl_session=${tokens.cookie}` } })).status).toBe(401);
    expect((await api().authed(tokens, '/api/current_user')).status).toBe(401);
  });

  it('answers health without auth and unknown API paths with JSON errors', async () => {
    expect(await (await api().request('/api/health')).json()).toEqual({ ok: true });
    const tokens = await api().signIn('sam@freeco.test');
    const missing = await api().authed(tokens, '/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });
});

await describeOnDatabases(
  'auth rate limit per IP',
  (api) => {
    it('rate-limits 30 failures from one IP across emails', async () => {
      const ip = { 'x-forwarded-for': '203.0.113.9' };
      for (let i = 0; i < 30; i++) {
        expect((await api().login(`someone${i}@example.test`, 'wrong', ip)).status).toBe(401);
      }
      expect((await api().login('maya@northwind.test', 'tenderlens-demo', ip)).status).toBe(429);
      expect((await api().login('maya@northwind.test', 'tenderlens-demo', { 'x-forwarded-for': '203.0.113.10' })).status).toBe(200);
    });
  },
  { trustProxy: true },
);
