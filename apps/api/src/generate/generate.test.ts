/** The scale generator on both databases: realistic, consistent rows; seeded; a re-run adds nothing. */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { noticeArrayDrift } from '../testing/noticeArrays';
import { describeOnRealData } from '../testing/realData';
import { generateNotices } from './generate';

const TODAY = new Date('2025-03-12T00:00:00Z');

await describeOnRealData('tl generate', (database) => {
  it('multiplies the real notices into N consistent synthetic ones, the same for the same seed', async () => {
    const db = database().handle.db;
    const first = await generateNotices(db, { notices: 3000, seed: 3, chunkSize: 1000, now: TODAY });
    expect(first.inserted).toBe(3000);
    const [stats] = await queryRows<Record<string, number | string>>(
      db,
      sql`select count(*)::int as notices,
          count(*) filter (where stage = 'AWARDED')::int as awarded,
          count(*) filter (where stage = 'OPEN')::int as open,
          count(*) filter (where stage like '%PRE_TENDER')::int as pre,
          count(distinct buyer_id)::int as buyers,
          min(publish_date)::date::text as first, max(publish_date)::date::text as last,
          count(*) filter (where not exists (select 1 from notice_cpv_codes c where c.notice_id = n.id))::int as "withoutCpv",
          count(*) filter (where not exists (select 1 from notice_organisations l where l.notice_id = n.id and l.role = 'buyer'))::int as "withoutBuyer",
          count(*) filter (where stage = 'AWARDED' and not exists (select 1 from awards a join award_suppliers s on s.award_id = a.id where a.notice_id = n.id))::int as "awardedWithoutSupplier",
          count(*) filter (where stage = 'OPEN' and close_date <= ${TODAY.toISOString()}::timestamptz)::int as "openButClosed",
          md5(string_agg(guid::text || stage || coalesce(value::text, ''), ',' order by ocid)) as hash
        from notices n where synthetic`,
    );
    expect(stats).toMatchObject({ notices: 3000, withoutCpv: 0, withoutBuyer: 0, awardedWithoutSupplier: 0, openButClosed: 0 });
    expect(Number(stats?.awarded)).toBeGreaterThan(1000);
    expect(Number(stats?.open)).toBeGreaterThan(0);
    expect(Number(stats?.pre)).toBeGreaterThan(100);
    expect(Number(stats?.buyers)).toBeGreaterThan(300);
    expect(String(stats?.first) >= '2020-03-12' && String(stats?.last) <= '2025-03-12').toBe(true);
    // Known answer for seed 3: the same rows on every database and every run (guids are version-4 UUIDs).
    expect(stats?.hash).toBe('e661834fcf96591aca13cdf6b344b29d');

    // The copied arrays the search filters use agree with the link tables.
    expect(await noticeArrayDrift(db)).toMatchObject({ buyers: 0, cpv: 0 });

    const again = await generateNotices(db, { notices: 3000, seed: 3, chunkSize: 1000, now: TODAY });
    expect(again.inserted).toBe(0);
    const more = await generateNotices(db, { notices: 3500, seed: 3, chunkSize: 1000, now: TODAY });
    expect(more.inserted).toBe(500);
  }, 240_000);
});
