/**
 * Issue 11 §3, the living demo: a fresh start imports the real files with each file's dates moved
 * forward to end yesterday (relative to the clock at import), and the demo looks like a live market.
 * The figures depend on the real clock only through "yesterday": every snapshot keeps its intervals,
 * so the counts are the same on any day. PGlite only (the import is the same SQL on PostgreSQL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { hasData, warnIfMissing } from '../importer/test-helpers';
import { OCDS_DATA_FILES } from '../reference/files';
import { refreshAllTeams } from '../signals/relevance';
import { createHarness, type ApiHarness } from '../testing/api';
import { databaseTargets } from '../testing/databases';
import { daysToYesterday, shiftIsoDate, shiftRelease } from './demoDates';
import { demoDatesShifted } from './demoSettings';
import { importDemoData, type DemoDataResult } from './realData';

warnIfMissing();

describe('moving a snapshot forward', () => {
  it('moves the date part of every date form by whole days and leaves other strings alone', () => {
    expect(shiftIsoDate('2015-02-10T23:44:31Z', 10)).toBe('2015-02-20T23:44:31Z');
    expect(shiftIsoDate('2021-07-26T11:55:34+01:00', 7)).toBe('2021-08-02T11:55:34+01:00');
    expect(shiftIsoDate('2024-12-31', 1)).toBe('2025-01-01');
    expect(shiftIsoDate('2024-02-28T00:00:00Z', 1)).toBe('2024-02-29T00:00:00Z');
    expect(shiftIsoDate('not a date', 5)).toBe('not a date');
  });

  it('counts the days from the newest release to yesterday (UTC)', () => {
    const now = new Date('2026-11-25T04:00:00Z');
    expect(daysToYesterday('2026-11-24T23:59:00Z', now)).toBe(0);
    expect(daysToYesterday('2026-11-14T10:00:00Z', now)).toBe(10);
    expect(daysToYesterday('2027-01-01', now)).toBe(0);
  });

  it('moves only fields whose key names a date, keeping every interval', () => {
    const release = {
      ocid: 'ocds-x-1',
      date: '2015-02-10T00:00:00Z',
      tender: {
        title: '2015-02-10 refurbishment',
        tenderPeriod: { startDate: '2015-01-01T00:00:00Z', endDate: '2015-03-01T12:00:00Z' },
        documents: [{ datePublished: '2015-01-02', url: 'https://example.test/2015-02-10' }],
      },
      awards: [{ contractPeriod: { endDate: '2019-03-31' }, value: { amount: 2015 } }],
    };
    const moved = shiftRelease(release, 100) as unknown as typeof release;
    expect(moved.date).toBe('2015-05-21T00:00:00Z');
    expect(moved.tender.title).toBe('2015-02-10 refurbishment');
    expect(moved.tender.tenderPeriod).toEqual({ startDate: '2015-04-11T00:00:00Z', endDate: '2015-06-09T12:00:00Z' });
    expect(moved.tender.documents[0]).toEqual({ datePublished: '2015-04-12', url: 'https://example.test/2015-02-10' });
    expect(moved.awards[0]?.contractPeriod.endDate).toBe('2019-07-09');
    expect(moved.awards[0]?.value.amount).toBe(2015);
    expect(release.date).toBe('2015-02-10T00:00:00Z');
  });
});

const [pglite] = await databaseTargets();

describe.skipIf(!hasData() || !pglite)('the living demo on a fresh start [PGlite]', () => {
  let api: ApiHarness | undefined;
  let imported: DemoDataResult | undefined;
  const harness = () => {
    if (!api) throw new Error('harness not ready');
    return api;
  };
  beforeAll(async () => {
    if (!pglite) return;
    api = await createHarness(pglite, {
      beforeSeed: async (db) => {
        imported = await importDemoData(db.handle.db, { now: new Date() });
      },
    });
    // The server's relevance job matches the new notices within a minute; the test does it now.
    await refreshAllTeams(api.app.database.db);
  }, 300_000);
  afterAll(async () => {
    await api?.app.close();
    await api?.db.dispose();
  });

  it('imports every bundled snapshot, each moved so that its newest release is yesterday', async () => {
    expect(imported?.imported).toBe(true);
    expect(imported?.shifts?.map((s) => s.file)).toEqual([...OCDS_DATA_FILES]);
    // The four files added to the demo by issue 11: awards with suppliers, and Find a Tender.
    for (const added of ['2017-2020_ocds_bluetail', 'find_a_tender_2021', '032703-2026', '037689-2026']) {
      expect(OCDS_DATA_FILES.some((f) => f.includes(added))).toBe(true);
    }
    const db = harness().app.database.db;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const files = await queryRows<{ file: string; newest: string }>(
      db,
      sql`select source_file as file, to_char(max((data->>'date')::date), 'YYYY-MM-DD') as newest from ocds_releases group by source_file`,
    );
    expect(files).toHaveLength(8);
    // A release dated with a +01:00 offset late in the evening can be "today" in UTC: its own date part is yesterday.
    for (const f of files) expect(f.newest).toBe(yesterday);
    expect(await demoDatesShifted(db)).toBe(true);
  });

  it('shows sam (Free) at least 50 OPEN notices', async () => {
    const api = harness();
    const sam = await api.signIn('sam@freeco.test');
    const res = await api.authed(sam, '/api/records/search', { method: 'POST', body: JSON.stringify({ stage: ['OPEN'], limit: 10 }) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { paging_info: { total_results: number } };
    console.info(`OPEN notices for sam@freeco.test after a fresh start: ${body.paging_info.total_results}`);
    expect(body.paging_info.total_results).toBeGreaterThanOrEqual(50);
  });

  it("shows maya's feed preview matched notices from the last 6 months", async () => {
    const api = harness();
    const maya = await api.signIn('maya@northwind.test');
    const [company] = await queryRows<{ guid: string }>(
      api.app.database.db,
      sql`select c.guid::text as guid from users u join companies c on c.id = u.company_id where u.email = 'maya@northwind.test'`,
    );
    const res = await api.authed(maya, `/api/companies/${company?.guid}/feed_preview`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { paging_info: { total_results: number } };
    expect(body.paging_info.total_results).toBeGreaterThan(0);
  });

  it("shows a duplicate group once in search ('Also published on …') and lists the others in the record's Duplicates", async () => {
    const api = harness();
    const maya = await api.signIn('maya@northwind.test');
    const search = async (text: string) => {
      const res = await api.authed(maya, '/api/records/search', { method: 'POST', body: JSON.stringify({ text, limit: 20 }) });
      expect(res.status).toBe(200);
      return ((await res.json()) as { results: { guid: string; name: string; also_published_on: string[] }[] }).results;
    };
    // Published twice on Sell2Wales (two ocids, same text, same day): one row.
    const rows = (await search('"Alternatives to Admission Community Assertive Outreach"')).filter((r) => r.name.startsWith('Alternatives to Admission'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.also_published_on).toEqual(['Sell2Wales']);
    const [other] = await queryRows<{ guid: string }>(
      api.app.database.db,
      sql`select n.guid::text as guid from notices n join notice_duplicates d on d.notice_id = n.id
          where n.name like 'Alternatives to Admission%' and d.group_id <> n.id`,
    );
    const record = await api.graphql<{ record: { duplicates: { guid: string; name: string }[] } | null }>(
      maya,
      'query R($guid: String!) { record(guid: $guid) { duplicates { guid name url } } }',
      { guid: rows[0]?.guid },
    );
    expect(record.data?.record?.duplicates.map((d) => d.guid)).toEqual([other?.guid]);
    // The hidden member still opens by its own address, and lists the primary.
    const back = await api.graphql<{ record: { duplicates: { guid: string }[] } | null }>(
      maya,
      'query R($guid: String!) { record(guid: $guid) { duplicates { guid } } }',
      { guid: other?.guid },
    );
    expect(back.data?.record?.duplicates.map((d) => d.guid)).toEqual([rows[0]?.guid]);
    // A notice published once has no duplicates.
    const single = (await search('"Swansea Pantomime"'))[0];
    expect(single?.also_published_on).toEqual([]);
  });

  it('gives buyers upcoming expiries and a stage mix like a live market', async () => {
    const db = harness().app.database.db;
    const [expiring] = await queryRows<{ notices: number; buyers: number }>(
      db,
      sql`select count(*)::int as notices, count(distinct buyer_id)::int as buyers from notices
          where expiry_date > now() and expiry_date <= now() + interval '12 months'`,
    );
    expect(expiring?.buyers).toBeGreaterThanOrEqual(10);
    const stages = Object.fromEntries(
      (await queryRows<{ stage: string; n: number }>(db, sql`select stage, count(*)::int as n from notices group by stage`)).map((r) => [r.stage, r.n]),
    );
    for (const stage of ['OPEN', 'CLOSED', 'AWARDED', 'PRE_TENDER']) expect(stages[stage] ?? 0).toBeGreaterThan(0);
    // Live: no OPEN notice past its deadline (the stage clock ran after the move).
    const [late] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notices where stage = 'OPEN' and close_date <= now()`);
    expect(late?.n).toBe(0);
  });
});
