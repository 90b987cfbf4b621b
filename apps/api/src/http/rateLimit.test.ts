import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { describeOnDatabases } from '../testing/api';
import { workspaceBeforeAll, type DemoTokens } from '../testing/workspaceFixtures';
import { enforceRateLimits, RATE_LIMITS, RateLimitedError, slidingWindow, type RateLimitRule } from './rateLimit';

const HOUR = 3_600_000;

describe('slidingWindow', () => {
  it('weighs the previous window by the share of it still inside the sliding window', () => {
    expect(slidingWindow(HOUR, 10, 8, 1, 1, HOUR / 2)).toEqual({ count: 5, retryAfterMs: 0 });
    expect(slidingWindow(HOUR, 10, 0, 10, 1, 0).retryAfterMs).toBeGreaterThan(0);
  });

  it('says when the next hit fits: later this window, next window, or never for a cost above the limit', () => {
    // 10 hits last window, 5 now, halfway: 5 + 5 = 10 → one more fits once the previous weight is ≤ 0.4.
    expect(slidingWindow(HOUR, 10, 10, 5, 1, HOUR / 2).retryAfterMs).toBe(Math.ceil(0.6 * HOUR - HOUR / 2));
    // 10 hits now: next window, once this one weighs ≤ 0.9.
    expect(slidingWindow(HOUR, 10, 0, 10, 1, 0).retryAfterMs).toBe(HOUR + Math.ceil(0.1 * HOUR));
    expect(slidingWindow(HOUR, 10, 0, 0, 11, 0).retryAfterMs).toBe(2 * HOUR);
  });
});

interface ErrorJson {
  error: { code: string; message: string; retry_after?: number };
}


await describeOnDatabases(
  'rate limits',
  (api) => {
    const w = workspaceBeforeAll(api);
    const post = (tokens: DemoTokens[keyof DemoTokens], path: string, body: unknown) =>
      api().authed(tokens, path, { method: 'POST', body: JSON.stringify(body) });

    it('counts per user and per company together, all or none, in the database', async () => {
      const db = api().db.handle.db;
      const tight: RateLimitRule = { name: 'test_tight', limit: 3, windowMs: HOUR, message: 'slow down' };
      const loose: RateLimitRule = { name: 'test_loose', limit: 100, windowMs: HOUR, message: 'slow down' };
      const now = new Date('2026-01-01T10:00:00Z');
      const charges = [
        { rule: loose, subject: 'company' },
        { rule: tight, subject: 'user', cost: 2 },
      ];
      await enforceRateLimits(db, charges, now);
      const refused = await enforceRateLimits(db, charges, now).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(RateLimitedError);
      expect((refused as RateLimitedError).retryAfterSeconds).toBeGreaterThan(3600);
      // The refused call was not counted against the company: 99 still fit.
      await enforceRateLimits(db, [{ rule: loose, subject: 'company', cost: 99 }], now);
      await expect(enforceRateLimits(db, [{ rule: loose, subject: 'company' }], now)).rejects.toBeInstanceOf(RateLimitedError);
    });

    it('share via email: the 31st email of the hour answers 429 with Retry-After, sends nothing, and the next hour it goes', async () => {
      const guid = w.fx.notices[0]?.guid;
      const outboxCount = async () =>
        (await queryRows<{ n: number }>(api().db.handle.db, sql`select count(*)::int as n from email_outbox`))[0]?.n;
      const start = Number(await outboxCount());
      for (let i = 0; i < RATE_LIMITS.shareEmailsPerUser.limit; i++) {
        expect((await post(w.t.leo, '/api/records/share', { emails: [`r${i}@example.org`], guids: [guid] })).status).toBe(200);
      }
      const refused = await post(w.t.leo, '/api/records/share', { emails: ['r31@example.org'], guids: [guid] });
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      const body = (await refused.json()) as ErrorJson;
      expect(body.error).toMatchObject({ code: 'rate_limited', retry_after: retryAfter });
      expect(await outboxCount()).toBe(start + 30);
      api().clock.offsetMs = retryAfter * 1000;
      try {
        const leo = await api().signIn('leo@northwind.test');
        expect((await post(leo, '/api/records/share', { emails: ['r31@example.org'], guids: [guid] })).status).toBe(200);
      } finally {
        api().clock.offsetMs = 0;
      }
    });

    it('share via email: 100 recipients an hour per user (the attack of 30 × 50 addresses stops at the third email)', async () => {
      const guid = w.fx.notices[0]?.guid;
      const fifty = (k: number) => Array.from({ length: 50 }, (_, i) => `x${k}-${i}@example.org`);
      expect((await post(w.t.maya, '/api/records/share', { emails: fifty(1), guids: [guid] })).status).toBe(200);
      expect((await post(w.t.maya, '/api/records/share', { emails: fifty(2), guids: [guid] })).status).toBe(200);
      const third = await post(w.t.maya, '/api/records/share', { emails: fifty(3), guids: [guid] });
      expect(third.status).toBe(429);
      expect(((await third.json()) as ErrorJson).error.code).toBe('rate_limited');
    });

    it('AI summaries: the 31st generation of the hour answers 429; reading stored sections is not counted', async () => {
      const db = api().db.handle.db;
      const guid = w.fx.notices[0]?.guid;
      const generate = () => post(w.t.sam, '/api/record_summary/details', { record_guid: guid, attributes: ['summary'] });
      for (let i = 0; i < RATE_LIMITS.aiSummariesPerUser.limit; i++) {
        await db.execute(sql`delete from record_summaries`);
        expect((await generate()).status).toBe(200);
      }
      // Stored: no generation, no charge.
      expect((await generate()).status).toBe(200);
      await db.execute(sql`delete from record_summaries`);
      const refused = await generate();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as ErrorJson).error.code).toBe('rate_limited');
    });

    it("sign-in: a stranger's wrong passwords from IP A do not stop the owner signing in from IP B", async () => {
      const fromA = { 'x-forwarded-for': '198.51.100.7' };
      const fromB = { 'x-forwarded-for': '198.51.100.8' };
      for (let i = 0; i < 10; i++) {
        const res = await api().login('leo@northwind.test', 'wrong', fromA);
        expect(res.status).toBe(i < 5 ? 401 : 429);
      }
      // The attacker is throttled even with the right password; the owner elsewhere is not.
      const attacker = await api().login('leo@northwind.test', 'tenderlens-demo', fromA);
      expect(attacker.status).toBe(429);
      expect(Number(attacker.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await api().login('leo@northwind.test', 'tenderlens-demo', fromB)).status).toBe(200);
    });
  },
  { trustProxy: true },
);
