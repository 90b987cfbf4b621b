import { describe, expect, it } from 'vitest';
import { csrfTokenFor, hashSessionToken, randomToken, signBearerToken, verifyBearerToken } from './tokens';

const key = Buffer.alloc(32, 7);
const sid = hashSessionToken(randomToken());

describe('tokens', () => {
  it('round-trips a bearer token until it expires', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const token = signBearerToken(key, sid, new Date(now.getTime() + 600_000));
    expect(verifyBearerToken(key, token, now)).toMatchObject({ ok: true, sessionId: sid });
    expect(verifyBearerToken(key, token, new Date(now.getTime() + 600_000))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyBearerToken(Buffer.alloc(32, 8), token, now)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verifyBearerToken(key, 'garbage', now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('derives a CSRF token bound to the session', () => {
    expect(csrfTokenFor(key, sid, 'a')).toBe(csrfTokenFor(key, sid, 'a'));
    expect(csrfTokenFor(key, sid, 'a')).not.toBe(csrfTokenFor(key, sid, 'b'));
    expect(csrfTokenFor(key, sid, 'a')).not.toBe(csrfTokenFor(key, hashSessionToken('x'), 'a'));
  });
});
