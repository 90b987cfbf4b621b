/**
 * Guards every /api/* call (except sign-in, sign-out, app_api_token and health) and /graphql:
 * a valid bearer token (401 `unauthenticated`) and a matching X-CSRF-Token (403 `csrf`).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError, unauthenticated } from '../http/errors';
import { findSession, touchSession, type AuthenticatedSession } from './sessions';
import { csrfTokenFor, safeEqual, verifyBearerToken } from './tokens';

export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Checks bearer + CSRF and returns the session; throws 401/403 HttpErrors. */
export async function authenticateRequest(c: Context, deps: AppDeps): Promise<AuthenticatedSession> {
  const token = bearerToken(c);
  if (!token) throw unauthenticated();
  const now = deps.now();
  const check = verifyBearerToken(deps.secrets.hmacKey, token, now);
  if (!check.ok) {
    throw check.reason === 'expired'
      ? new HttpError(401, 'unauthenticated', 'Your session token has expired')
      : unauthenticated();
  }
  const auth = await findSession(deps.db, check.sessionId, now);
  if (!auth) throw unauthenticated();
  const csrf = c.req.header('x-csrf-token');
  const expected = csrfTokenFor(deps.secrets.hmacKey, auth.session.id, auth.session.csrfSecret);
  if (!csrf || !safeEqual(csrf, expected)) {
    throw new HttpError(403, 'csrf', 'Missing or invalid CSRF token');
  }
  return auth;
}

export function requireAuth(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = await authenticateRequest(c, deps);
    c.set('auth', auth);
    await touchSession(deps.db, auth, deps.now());
    await next();
  };
}
