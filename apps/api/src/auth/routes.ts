/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/app_api_token (docs/contracts.md). */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { users } from '../db/schema/index';
import { clientIp, isHttps, requestHost } from '../http/clientInfo';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest, HttpError, jsonError } from '../http/errors';
import { loadCurrentUser, toCurrentUserJson } from '../users/currentUser';
import { authenticateRequest, bearerToken } from './middleware';
import { verifyPassword } from './passwords';
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from './rateLimit';
import { createSession, deleteSession, findSessionByCookie } from './sessions';
import { APP_API_TOKEN_TTL_SECONDS, csrfTokenFor, SESSION_TTL_MS, signBearerToken } from './tokens';

export const SESSION_COOKIE = 'tl_session';
/**
 * A readable companion of the HttpOnly session cookie ('1', same lifetime): it says only that a
 * session may exist, so the web app does not ask for an app token (and get an expected 401, logged
 * by the browser) on the sign-in page. It grants nothing; the session cookie is still checked.
 * Client side: packages/domain/src/auth/tokenStore.ts SESSION_HINT_COOKIE.
 */
export const SESSION_HINT_COOKIE = 'tl_signed_in';

export const LoginBodySchema = z.strictObject({
  email: z
    .string({ error: 'Enter your email address' })
    .trim()
    .toLowerCase()
    .min(1, 'Enter your email address')
    .max(320, 'Email address is too long')
    .pipe(z.email('Enter a valid email address')),
  password: z
    .string({ error: 'Enter your password' })
    .min(1, 'Enter your password')
    .max(1024, 'Password is too long'),
});

const INVALID_CREDENTIALS = 'Incorrect email or password';

function secureCookie(c: Context, deps: AppDeps): boolean {
  const mode = deps.config.secureCookies;
  return mode === 'auto' ? isHttps(c, deps.config) : mode;
}

/** Rejects cross-site sign-in posts: Origin (when sent) must name the host the request was sent to. */
export function assertSameOrigin(c: Context, deps: AppDeps): void {
  if (c.req.header('sec-fetch-site') === 'cross-site') {
    throw new HttpError(403, 'csrf', 'Cross-site sign-in is not allowed');
  }
  const origin = c.req.header('origin');
  if (!origin) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new HttpError(403, 'csrf', 'Cross-site sign-in is not allowed');
  }
  if (originHost !== requestHost(c, deps.config)) {
    throw new HttpError(403, 'csrf', 'Cross-site sign-in is not allowed');
  }
}

/**
 * Creates a session for `userId` and sets the session and hint cookies (sign-in, sign-up, accepting
 * an invitation, setting a new password); returns the signed-in user.
 */
export async function startSession(c: Context, deps: AppDeps, userId: number) {
  const { cookieValue } = await createSession(deps.db, userId, deps.now(), c.req.header('user-agent')?.slice(0, 300) ?? null);
  const user = await loadCurrentUser(deps.db, userId);
  if (!user) throw new Error('Signed-in user vanished');
  const cookie = { sameSite: 'Lax', secure: secureCookie(c, deps), path: '/', maxAge: Math.floor(SESSION_TTL_MS / 1000) } as const;
  setCookie(c, SESSION_COOKIE, cookieValue, { ...cookie, httpOnly: true });
  setCookie(c, SESSION_HINT_COOKIE, '1', { ...cookie, httpOnly: false });
  return user;
}

/** A JSON body (a form post is a 400, so no HTML form elsewhere can send it). */
export async function readJsonBody(c: Context, what = 'the form'): Promise<unknown> {
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
    throw badRequest(`Send ${what} as JSON (Content-Type: application/json)`);
  }
  try {
    return await c.req.json();
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/login', async (c) => {
    assertSameOrigin(c, deps);
    const raw = await readJsonBody(c, 'the sign-in form');
    const parsed = LoginBodySchema.safeParse(raw);
    if (!parsed.success) throw badRequest(parsed.error);
    const { email, password } = parsed.data;
    const ip = clientIp(c, deps.config);
    const now = deps.now();

    await assertLoginAllowed(deps.db, email, ip, now);
    const [account] = await deps.db
      .select({ id: users.id, passwordHash: users.passwordHash, active: users.active })
      .from(users)
      .where(eq(users.email, email));
    const ok = await verifyPassword(account?.active ? account.passwordHash : null, password);
    if (!ok || !account) {
      await recordLoginFailure(deps.db, email, ip, now);
      return jsonError(c, 401, 'invalid_credentials', INVALID_CREDENTIALS);
    }
    await recordLoginSuccess(deps.db, email, ip, now);
    const user = await startSession(c, deps, account.id);
    deps.logger.info({ userId: account.id }, 'signed in');
    return c.json({ user: toCurrentUserJson(user) });
  });

  app.post('/logout', async (c) => {
    // With a bearer, the CSRF header must match too (401/403 otherwise); the cookie alone suffices.
    if (bearerToken(c)) {
      const auth = await authenticateRequest(c, deps);
      await deleteSession(deps.db, auth.session.id);
    }
    const cookie = getCookie(c, SESSION_COOKIE);
    if (cookie) {
      const found = await findSessionByCookie(deps.db, cookie, deps.now());
      if (found) await deleteSession(deps.db, found.session.id);
    }
    deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: secureCookie(c, deps) });
    deleteCookie(c, SESSION_HINT_COOKIE, { path: '/', sameSite: 'Lax', secure: secureCookie(c, deps) });
    return c.body(null, 204);
  });

  app.get('/app_api_token', async (c) => {
    const cookie = getCookie(c, SESSION_COOKIE);
    const now = deps.now();
    const found = cookie ? await findSessionByCookie(deps.db, cookie, now) : null;
    if (!found) {
      if (getCookie(c, SESSION_HINT_COOKIE)) deleteCookie(c, SESSION_HINT_COOKIE, { path: '/', sameSite: 'Lax', secure: secureCookie(c, deps) });
      return jsonError(c, 401, 'unauthenticated', 'Sign in to continue');
    }
    const ttlEnd = now.getTime() + APP_API_TOKEN_TTL_SECONDS * 1000;
    // Whole seconds (the token carries seconds), never past the session's own end.
    const expiresAt = new Date(Math.floor(Math.min(ttlEnd, found.session.expiresAt.getTime()) / 1000) * 1000);
    c.header('Cache-Control', 'no-store');
    return c.json({
      token: signBearerToken(deps.secrets.hmacKey, found.session.id, expiresAt),
      expiresAt: expiresAt.toISOString(),
      csrfToken: csrfTokenFor(deps.secrets.hmacKey, found.session.id, found.session.csrfSecret),
    });
  });

  return app;
}
