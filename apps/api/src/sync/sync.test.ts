/**
 * The real source modules against local fakes of the publishers' APIs serving the real files
 * (testing/fakePublishers.ts): an empty database filled by a sync and a second run that changes
 * nothing; paging by cursor, month parameters, 429/503/403 on command, packages without releases,
 * Latin-1 text; a run killed mid-window resumed without skipping. The clock and the sleeps are
 * injected: nothing waits and nothing depends on today.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client';
import { syncSources } from '../db/schema/index';
import { createMigratedDatabase, databaseTargets, type TestDatabase } from '../testing/databases';
import { DATA_DIR, dataFile, hasData } from '../importer/test-helpers';
import { runSync, type SyncOptions } from './runner';
import { FakePublisher, readReleaseFile, type FakeOptions } from './testing/fakePublishers';
import type { SyncSourceId } from './types';

const NOW = new Date('2026-11-25T12:00:00Z');
const [pglite] = await databaseTargets();

async function fake(options: FakeOptions): Promise<FakePublisher> {
  return new FakePublisher(options).start();
}

function syncOptions(source: SyncSourceId, publisher: FakePublisher, extra: Partial<SyncOptions> & { sleeps?: number[] } = {}): SyncOptions {
  const sleeps = extra.sleeps ?? [];
  return {
    dataDir: DATA_DIR,
    baseUrls: { [source]: publisher.url },
    now: () => NOW,
    http: {
      paceMs: 0,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    },
    ...extra,
  };
}

const count = async (db: Database, table: 'notices' | 'ocds_releases') =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]?.n ?? 0;

const state = async (db: Database, source: SyncSourceId) => (await db.select().from(syncSources)).find((r) => r.source === source);

describe.skipIf(!hasData() || !pglite)('sync from local fakes of the publishers', () => {
  let test: TestDatabase;
  let db: Database;
  const fakes: FakePublisher[] = [];
  beforeAll(async () => {
    test = await createMigratedDatabase(pglite!);
    db = test.handle.db;
  }, 120_000);
  afterAll(async () => {
    for (const f of fakes) await f.stop();
    await test?.dispose();
  });

  it('Find a Tender: 6-hour windows, the two 2026 Procurement Act notices mapped to stages, 429 honoured (≥ 30 s, Retry-After), 503 retried, a second run changes nothing', async () => {
    const fts = await fake({ kind: 'fts', files: [dataFile('uk_find_a_tender_2026_ocds_032703-2026.json'), dataFile('uk_find_a_tender_2026_ocds_037689-2026.json')] });
    fakes.push(fts);
    const sleeps: number[] = [];
    fts.refuse(429, 1, { 'retry-after': '45' });
    fts.refuse(429, 1, { 'retry-after': '2' });
    fts.refuse(503, 2);
    const range = { from: new Date('2026-04-10T00:00:00Z'), to: new Date('2026-04-25T00:00:00Z') };
    const [first] = await runSync(db, ['fts'], syncOptions('fts', fts, { ...range, sleeps }));
    expect(first).toMatchObject({ source: 'fts', label: 'Find a Tender', windows: 60, releasesNew: 2, releasesUpdated: 0, releasesUnchanged: 0, errors: 0 });
    expect(first?.requests).toBe(60 + 4);
    expect(sleeps.slice(0, 2)).toEqual([45_000, 30_000]);
    expect(sleeps.slice(2)).toEqual([30_000, 60_000]);
    expect(fts.maxInFlight).toBe(1);
    expect(fts.requests[4]).toBe('/api/1.0/ocdsReleasePackages?updatedFrom=2026-04-10T00%3A00%3A00&updatedTo=2026-04-10T06%3A00%3A00&limit=100');
    const stages = await queryRows<{ ocid: string; stage: string }>(db, sql`select ocid, stage from notices where ocid like 'ocds-h6vhtk-%' order by ocid`);
    // UK4 tender notice whose deadline (8 May 2026) has passed at NOW; UK1 pipeline notice published 7 months before NOW.
    expect(stages).toEqual([
      { ocid: 'ocds-h6vhtk-067fb8', stage: 'CLOSED' },
      { ocid: 'ocds-h6vhtk-068ae4', stage: 'PRE_TENDER' },
    ]);
    const s = await state(db, 'fts');
    expect(s).toMatchObject({ highWaterMark: range.to, windowFrom: null, windowCursor: null, lastSuccessAt: NOW, lastError: null });
    expect(s?.counts).toMatchObject({ windows: 60, releasesNew: 2 });

    const notices = await count(db, 'notices');
    const [second] = await runSync(db, ['fts'], syncOptions('fts', fts, range));
    expect(second).toMatchObject({ windows: 60, releasesNew: 0, releasesUpdated: 0, releasesUnchanged: 2, errors: 0 });
    expect(await count(db, 'notices')).toBe(notices);
  });

  it('Contracts Finder: 15-day windows paged by links.next, Latin-1 pages transcoded; killed mid-window, the rerun finishes the window without skipping; 403 stops it 5 minutes', async () => {
    const file = dataFile('uk_contracts_finder_2025_ocds_CFServer1.json');
    const cf = await fake({ kind: 'cf', files: [file], pageSize: 20 });
    fakes.push(cf);
    const range = { from: new Date('2025-01-20T00:00:00Z'), to: new Date('2025-03-15T00:00:00Z') };
    const { releases } = readReleaseFile(file);
    const ocids = new Set(releases.map((r) => r.ocid));

    // Imports of two pages (40 releases) at a time. A crash after the third page: the window in
    // progress and the cursor after page 2 (the last import: the third request next) are recorded, page 3 is not.
    const crash = new AbortController();
    let pages = 0;
    await expect(
      runSync(db, ['cf'], syncOptions('cf', cf, { ...range, batchReleases: 40, signal: crash.signal, onPage: () => void (++pages === 3 && crash.abort()) })),
    ).rejects.toThrow();
    const crashed = await state(db, 'cf');
    expect(crashed?.windowFrom).toEqual(range.from);
    expect(crashed?.windowCursor).toMatch(/cursor=/);
    expect(cf.requests[2]).toBe(new URL(crashed!.windowCursor!).pathname + new URL(crashed!.windowCursor!).search);
    expect(crashed?.highWaterMark).toBeNull();
    expect(await queryRows(db, sql`select count(*)::int as n from ocds_releases where ocid like 'ocds-b5fd17-%'`)).toEqual([{ n: 40 }]);

    // 403: stop, remember for 5 minutes, keep the window in progress.
    cf.refuse(403);
    const [blocked] = await runSync(db, ['cf'], syncOptions('cf', cf, range));
    expect(blocked?.error).toMatch(/403/);
    expect(blocked?.blockedUntil).toEqual(new Date(NOW.getTime() + 5 * 60_000));
    const requests = cf.requests.length;
    const [waiting] = await runSync(db, ['cf'], syncOptions('cf', cf, range));
    expect(waiting?.error).toMatch(/stopped by the publisher until/);
    expect(cf.requests.length).toBe(requests);
    expect((await state(db, 'cf'))?.windowCursor).toBe(crashed?.windowCursor);

    // Five minutes later the rerun resumes at the saved cursor and completes every window.
    const later = new Date(NOW.getTime() + 5 * 60_000);
    const [resumed] = await runSync(db, ['cf'], syncOptions('cf', cf, { ...range, now: () => later }));
    expect(resumed?.error).toBeUndefined();
    expect(cf.requests[requests]).toBe(new URL(crashed!.windowCursor!).pathname + new URL(crashed!.windowCursor!).search);
    expect(await queryRows(db, sql`select count(*)::int as n from notices where ocid like 'ocds-b5fd17-%'`)).toEqual([{ n: ocids.size }]);
    expect(await queryRows(db, sql`select count(*)::int as n from ocds_releases where ocid like 'ocds-b5fd17-%'`)).toEqual([{ n: releases.length }]);
    expect(await state(db, 'cf')).toMatchObject({ highWaterMark: range.to, windowFrom: null, windowCursor: null, lastSuccessAt: later });
    expect(cf.requests.every((r) => r.startsWith('/Published/Notices/OCDS/Search?publishedFrom='))).toBe(true);
    expect(cf.requests.filter((r) => r.includes('cursor=')).length).toBeGreaterThan(5);

    // Latin-1 pages arrived and their text is intact (a pound sign, not mojibake).
    expect(cf.latin1Pages).toBeGreaterThan(0);
    const pounds = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notices where ocid like 'ocds-b5fd17-%' and description like '%£%'`);
    expect(pounds[0]?.n).toBeGreaterThan(0);

    const [again] = await runSync(db, ['cf'], syncOptions('cf', cf, { ...range, now: () => later }));
    expect(again).toMatchObject({ releasesNew: 0, releasesUpdated: 0, releasesUnchanged: releases.length, errors: 0 });
  });

  it.each([
    ['pcs', 'uk_public_contracts_scotland_ocds_CFServer1.json', '2019-03-01', '2019-05-01', ['03-2019', '04-2019'], 21],
    ['sell2wales', 'uk_sell2wales_2025_ocds_CFServer1.json', '2025-02-01', '2025-03-01', ['02-2025'], 23],
  ] as const)('%s: each notice type for each month, packages without releases skipped, releases listed twice counted once', async (source, name, from, to, months, types) => {
    const file = dataFile(name);
    const publisher = await fake({ kind: source, files: [file] });
    fakes.push(publisher);
    const { releases } = readReleaseFile(file);
    const before = await count(db, 'notices');
    const [result] = await runSync(db, [source], syncOptions(source, publisher, { from: new Date(from), to: new Date(to) }));
    expect(result).toMatchObject({ windows: months.length, requests: months.length * types, releasesNew: releases.length, releasesUpdated: 0, errors: 0 });
    // Tender releases are listed as the OJEU contract notice and again as a site notice.
    expect(result?.releasesUnchanged).toBe(releases.length);
    expect(result?.emptyPackages).toBe(months.length * types - 2 * months.length);
    expect(await count(db, 'notices')).toBe(before + new Set(releases.map((r) => r.ocid)).size);
    for (const m of months) expect(publisher.requests.filter((r) => r.includes(`dateFrom=${m}`))).toHaveLength(types);
    if (source === 'sell2wales') expect(publisher.requests.every((r) => r.includes('locale=2057'))).toBe(true);

    // Without --from the next run re-polls the high-water mark's month and the one before.
    publisher.requests.length = 0;
    const [again] = await runSync(db, [source], syncOptions(source, publisher, { to: new Date(Date.parse(to) + 10 * 86_400_000) }));
    expect(again).toMatchObject({ releasesNew: 0, releasesUpdated: 0, errors: 0 });
    expect(again?.windows).toBe(2);
  });
});
