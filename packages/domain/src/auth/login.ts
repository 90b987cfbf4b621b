import * as v from 'valibot';
import { CurrentUserJsonSchema, type CurrentUser } from '../users/schemas/currentUser';
import type { TokenStore } from './tokenStore';

export type LoginErrorCode = 'invalid_credentials' | 'rate_limited' | 'network';

export type LoginResult =
  | {
      ok: true;
      /** The user from the login answer; null if that answer could not be read (the session is set anyway). */
      user: CurrentUser | null;
    }
  | { ok: false; error: LoginErrorCode };

/** What the sign-in form says for each failure: our copy, never the server's body (spec 1§8). */
export const LOGIN_ERROR_MESSAGES: Record<LoginErrorCode, string> = {
  invalid_credentials: 'Incorrect email or password',
  rate_limited: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  network: 'We could not sign you in just now. Please check your connection and try again.',
};

export interface AuthCallOptions {
  /** @default '' */
  apiBase?: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Reset on login (so the next request fetches a token for the new session); cleared on logout. */
  tokenStore?: TokenStore;
}

const LoginResponseSchema = v.object({ user: CurrentUserJsonSchema });

/**
 * `POST /api/auth/login` (sets the HttpOnly session cookie). 401 → 'invalid_credentials',
 * 429 → 'rate_limited'; a network failure or any other answer → 'network' ("try again").
 */
export async function login(email: string, password: string, options: AuthCallOptions = {}): Promise<LoginResult> {
  const doFetch = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(`${options.apiBase ?? ''}/api/auth/login`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    return { ok: false, error: 'network' };
  }
  if (response.status === 401) return { ok: false, error: 'invalid_credentials' };
  if (response.status === 429) return { ok: false, error: 'rate_limited' };
  if (!response.ok) return { ok: false, error: 'network' };
  options.tokenStore?.reset();
  let user: CurrentUser | null = null;
  try {
    const parsed = v.safeParse(LoginResponseSchema, await response.json());
    if (parsed.success) user = parsed.output.user;
  } catch {
    // unreadable body: signed in all the same
  }
  return { ok: true, user };
}

/**
 * `POST /api/auth/logout`. Sends bearer + CSRF when a token is held (the contract asks for the CSRF
 * header then). Local sign-out happens whatever the server answers: the token store is cleared.
 */
export async function logout(options: AuthCallOptions = {}): Promise<void> {
  const doFetch = options.fetch ?? globalThis.fetch;
  try {
    await doFetch(`${options.apiBase ?? ''}/api/auth/logout`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', ...(options.tokenStore?.authHeaders() ?? {}) },
    });
  } catch {
    // offline: the cookie stays until it expires, but this tab forgets everything
  } finally {
    options.tokenStore?.clear();
  }
}
