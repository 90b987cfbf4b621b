import { describe, expect, it } from 'vitest';
import { decodeBody, retryAfterMs, SyncHttp } from './http';

describe('publisher bodies and refusals', () => {
  it('reads ISO-8859-1 text as declared, and falls back to it for bytes that are not UTF-8', () => {
    const latin1 = Uint8Array.from(Buffer.from('{"t":"£5,000 café"}', 'latin1'));
    expect(decodeBody(latin1, 'application/json; charset=ISO-8859-1')).toBe('{"t":"£5,000 café"}');
    expect(decodeBody(latin1, 'application/json')).toBe('{"t":"£5,000 café"}');
    expect(decodeBody(Uint8Array.from(Buffer.from('{"t":"£ – ok"}', 'utf8')), 'application/json; charset=utf-8')).toBe('{"t":"£ – ok"}');
  });

  it('takes Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('11', now)).toBe(11_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });

  it('tries a first network failure again at once (a stale keep-alive connection), later ones after a doubling back-off', async () => {
    const sleeps: number[] = [];
    let calls = 0;
    const failing = (times: number) => async () => {
      calls++;
      if (calls <= times) throw new TypeError('fetch failed: other side closed');
      return new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } });
    };
    const sleep = async (ms: number) => void sleeps.push(ms);
    expect(await new SyncHttp({ paceMs: 0, backoffMs: 30_000, sleep, fetch: failing(1) }).getJson('https://publisher.example/page')).toEqual({ ok: true });
    expect(sleeps).toEqual([]);
    calls = 0;
    expect(await new SyncHttp({ paceMs: 0, backoffMs: 30_000, sleep, fetch: failing(3) }).getJson('https://publisher.example/page')).toEqual({ ok: true });
    expect(sleeps).toEqual([30_000, 60_000]);
    expect(calls).toBe(4);
  });
});
