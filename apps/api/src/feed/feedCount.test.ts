/** The feed preview's count: exact up to the displayed cap of 1,000,000 (spec 1§5), AWARDED left out without AWARDS. */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { describeOnDatabases } from '../testing/api';
import { seedSearchFixtures } from '../testing/searchFixtures';
import { EMPTY_SETTINGS } from '../signals/signals';
import { cappedTotal, criteriaSignals, FEED_COUNT_CAP, feedPreview, feedPreviewFromTeam } from './service';

describe('cappedTotal', () => {
  it.each([
    [0, 0, false],
    [2_001, 2_001, false],
    [FEED_COUNT_CAP, FEED_COUNT_CAP, false],
    [FEED_COUNT_CAP + 1, FEED_COUNT_CAP + 1, true],
    [5_000_000, FEED_COUNT_CAP + 1, true],
  ])('words %i counted as %i (estimate %s)', (counted, totalResults, totalIsEstimate) => {
    expect(FEED_COUNT_CAP).toBe(1_000_000);
    expect(cappedTotal(counted)).toEqual({ totalResults, totalIsEstimate });
  });
});

// Above the old 2,000 cap on both paths: 3,000 matching notices, every 4th AWARDED (750).
const MATCHING = 3_000;
const AWARDED = 750;

await describeOnDatabases('feed preview count', (api) => {
  const now = new Date();
  let teamId = 0;
  beforeAll(async () => {
    const db = api().app.database.db;
    await seedSearchFixtures(db);
    await db.execute(sql`insert into record_families (guid, ocid) select gen_random_uuid(), 'ocds-count-' || i from generate_series(1, ${MATCHING}) i`);
    await db.execute(sql`insert into notices (guid, ocid, record_family_id, name, stage, stage_reason, publish_date, country, country_code, language, content_hash)
      select gen_random_uuid(), f.ocid, f.id, 'Zebracount maintenance ' || f.id, case when f.id % 4 = 0 then 'AWARDED' else 'OPEN' end, 'fixture',
        ${now.toISOString()}::timestamptz - make_interval(hours => (f.id % 2000)::int), 'United Kingdom', 'GB', 'en', 'count-' || f.id
      from record_families f where f.ocid like 'ocds-count-%'`);
    const [user] = await queryRows<{ team_id: number }>(db, sql`select team_id::int as team_id from users where email = 'maya@northwind.test'`);
    teamId = user?.team_id ?? 0;
    await db.execute(sql`delete from team_notice_relevance where team_id = ${teamId}`);
    await db.execute(sql`insert into team_notice_relevance (team_id, notice_id, signal_ids, score, publish_date)
      select ${teamId}, n.id, array['keyword:zebracount'], 1, n.publish_date from notices n where n.ocid like 'ocds-count-%'`);
    const [awarded] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notices where ocid like 'ocds-count-%' and stage = 'AWARDED'`);
    expect(awarded?.n).toBe(AWARDED);
  });

  const criteria = { ...EMPTY_SETTINGS, keywords: ['zebracount'] };
  const page = { offset: 0, limit: 40 };

  it('counts query-time matches exactly above 2,000, without AWARDED notices when the caller lacks AWARDS', async () => {
    const db = api().app.database.db;
    const all = await feedPreview(db, criteria, { canSeeAwards: true }, now, page);
    expect([all.totalResults, all.totalIsEstimate, all.nextOffset]).toEqual([MATCHING, false, 40]);
    const open = await feedPreview(db, criteria, { canSeeAwards: false }, now, page);
    expect([open.totalResults, open.totalIsEstimate]).toEqual([MATCHING - AWARDED, false]);
    expect(open.previewResults.every((r) => r.stage !== 'AWARDED')).toBe(true);
  });

  it('counts materialised matches exactly above 2,000 on both the index-only and the notice-reading path', async () => {
    const db = api().app.database.db;
    const team = { teamId, settings: criteria, signals: await criteriaSignals(db, criteria) };
    const all = await feedPreviewFromTeam(db, team, { canSeeAwards: true }, now, page);
    expect([all.totalResults, all.totalIsEstimate]).toEqual([MATCHING, false]);
    const open = await feedPreviewFromTeam(db, team, { canSeeAwards: false }, now, page);
    expect([open.totalResults, open.totalIsEstimate]).toEqual([MATCHING - AWARDED, false]);
    expect(open.previewResults.every((r) => r.stage !== 'AWARDED')).toBe(true);
    const inFrance = await feedPreviewFromTeam(db, { ...team, settings: { ...criteria, countries: ['FR'] } }, { canSeeAwards: true }, now, page);
    expect([inFrance.totalResults, inFrance.totalIsEstimate, inFrance.nextOffset]).toEqual([0, false, null]);
  });
});
