/**
 * Bearer tokens and CSRF tokens (docs/decisions/0002-auth-tokens.md).
 * - Bearer: `v1.<session id>.<expiry, unix seconds>.<HMAC-SHA256>`, signed with the app secret.
 * - CSRF: HMAC of the session id and its csrf secret: stable for a session, useless for another.
 * - Session cookie: 32 random bytes (base64url); the database keeps only its SHA-256.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const APP_API_TOKEN_TTL_SECONDS = 600;
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

const b64url = (buffer: Buffer) => buffer.toString('base64url');

export function randomToken(bytes = 32): string {
  return b64url(randomBytes(bytes));
}

/** The session row id for a cookie value. */
export function hashSessionToken(cookieValue: string): string {
  return createHash('sha256').update(cookieValue).digest('hex');
}

function hmac(key: Buffer, value: string): Buffer {
  return createHmac('sha256', key).update(value).digest();
}

/** Constant-time comparison of two strings (false when lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function signBearerToken(key: Buffer, sessionId: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const body = `v1.${sessionId}.${exp}`;
  return `${body}.${b64url(hmac(key, body))}`;
}

export type BearerCheck =
  | { ok: true; sessionId: string; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' };

const TOKEN_PATTERN = /^v1\.([0-9a-f]{64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function verifyBearerToken(key: Buffer, token: string, now: Date): BearerCheck {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, sessionId = '', exp = '', signature = ''] = match;
  const expected = b64url(hmac(key, `v1.${sessionId}.${exp}`));
  if (!safeEqual(signature, expected)) return { ok: false, reason: 'bad_signature' };
  const expiresAt = new Date(Number(exp) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, sessionId, expiresAt };
}

export function csrfTokenFor(key: Buffer, sessionId: string, csrfSecret: string): string {
  return b64url(hmac(key, `csrf.${sessionId}.${csrfSecret}`));
}
