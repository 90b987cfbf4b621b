/**
 * Duplicate detection (docs/decisions/0028-duplicate-notices.md): the rules on made-up pairs, then
 * precision and recall on the labelled pairs of real notices (labelledPairs.json), and the groups
 * written at import (incremental: a second import compares nothing new).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { importIntoDatabase } from '../importer/database';
import { DATA_DIR, dataFile, hasData, warnIfMissing } from '../importer/test-helpers';
import { createMigratedDatabase, databaseTargets, type TestDatabase } from '../testing/databases';
import { candidatePairs, MAX_CANDIDATES } from './detect';
import { evaluate, importRealFiles, labelledPairs, type Evaluation } from './evaluate';
import { compareNotices, MAX_SAME_TEXT_GAP_DAYS, type DuplicateFeatures } from './score';

warnIfMissing();

const base: DuplicateFeatures = {
  id: 1,
  ocid: 'ocds-b5fd17-aaa',
  buyerId: 7,
  title: 'Grounds maintenance services 2026',
  description: 'The council wishes to appoint a contractor for grounds maintenance of parks, verges and cemeteries across the borough.',
  value: 250_000,
  publishDate: '2026-03-01T09:00:00Z',
  cpvCodes: ['77310000'],
  urls: ['https://www.contractsfinder.service.gov.uk/Notice/aaa-111'],
};

/** Another notice (another id and notice URL) of the same procurement as `base`, unless changed. */
const twin = (change: Partial<DuplicateFeatures> = {}): DuplicateFeatures => ({
  ...base,
  id: 2,
  urls: ['https://www.contractsfinder.service.gov.uk/Notice/bbb-222'],
  ...change,
});

describe('compareNotices', () => {
  it('finds a cross-post: same buyer, same text on another portal a few days later', () => {
    const fts = { ...base, id: 2, ocid: 'ocds-h6vhtk-0abc12', title: 'United Kingdom-Leeds: Grounds maintenance services 2026', publishDate: '2026-03-04T00:00:00Z', urls: [] };
    expect(compareNotices(base, fts)).toMatchObject({ duplicate: true, reasons: expect.arrayContaining(['buyer', 'title', 'description', 'dates']) });
  });
  it('finds a shared document even when the titles differ', () => {
    const other = { ...base, id: 2, title: 'Parks contract', urls: ['https://docs.example.gov.uk/tender/grounds-spec-v2.pdf'] };
    const self = { ...base, urls: ['https://docs.example.gov.uk/tender/grounds-spec-v2.pdf'] };
    expect(compareNotices(self, other)).toMatchObject({ duplicate: true, reasons: expect.arrayContaining(['documents']) });
  });
  it('ignores a shared home page', () => {
    const other = { ...base, id: 2, title: 'Parks contract', urls: ['https://www.example.gov.uk/'] };
    expect(compareNotices({ ...base, urls: ['https://www.example.gov.uk'] }, other).duplicate).toBe(false);
  });
  it('keeps a yearly re-tender apart (published a year later)', () => {
    expect(compareNotices(base, twin()).duplicate).toBe(true);
    expect(compareNotices(base, twin({ publishDate: '2027-03-01T09:00:00Z' })).duplicate).toBe(false);
  });
  it('keeps other buyers, disagreeing values, other CPV divisions and other references apart', () => {
    expect(compareNotices(base, twin({ buyerId: 8 })).duplicate).toBe(false);
    expect(compareNotices(base, twin({ value: 400_000 })).duplicate).toBe(false);
    expect(compareNotices(base, twin({ cpvCodes: ['45000000'] })).duplicate).toBe(false);
    const ref = (n: string) => ({ description: `${base.description} Reference GM${n}.` });
    expect(compareNotices({ ...base, ...ref('10442') }, twin(ref('10587'))).duplicate).toBe(false);
  });
  it('never pairs a notice with itself or a notice without a buyer', () => {
    expect(compareNotices(base, base).duplicate).toBe(false);
    expect(compareNotices({ ...base, buyerId: null }, twin({ buyerId: null })).duplicate).toBe(false);
  });
});

const [pglite] = await databaseTargets();

describe.skipIf(!hasData() || !pglite)('duplicates in the real notices [PGlite]', () => {
  let db: TestDatabase | undefined;
  let result: Evaluation | undefined;
  beforeAll(async () => {
    if (!pglite) return;
    db = await createMigratedDatabase(pglite);
    await importRealFiles(db.handle.db, DATA_DIR);
    result = await evaluate(db.handle.db);
  }, 300_000);
  afterAll(async () => {
    await db?.dispose();
  });

  it('keeps precision at 1.0 and recall at 0.85 or more on the labelled pairs', () => {
    const r = result;
    if (!r) throw new Error('not evaluated');
    console.info(
      `dedupe: ${r.pairs} labelled pairs (${r.positives} duplicates): precision ${r.precision.toFixed(3)}, recall ${r.recall.toFixed(3)}` +
        r.mistakes.map((m) => `\n  ${m.predicted ? 'false positive' : 'false negative'}: ${m.pair.a} / ${m.pair.b} (${m.pair.why})`).join(''),
    );
    expect(labelledPairs().length).toBeGreaterThanOrEqual(40);
    expect(r.positives).toBeGreaterThanOrEqual(8);
    expect(r.precision).toBe(1);
    expect(r.recall).toBeGreaterThanOrEqual(0.85);
  });

  it('groups duplicates at import, one primary per group, and a second import compares nothing new', async () => {
    const handle = db?.handle.db;
    if (!handle) throw new Error('no database');
    const groups = await queryRows<{ group_id: number; members: number; primaries: number }>(
      handle,
      sql`select group_id::int, count(*)::int as members, count(*) filter (where notice_id = group_id)::int as primaries
          from notice_duplicates group by group_id`,
    );
    expect(groups.length).toBeGreaterThanOrEqual(5);
    for (const g of groups) expect([g.members >= 2, g.primaries]).toEqual([true, 1]);
    const again = await importIntoDatabase(handle, [dataFile('uk_sell2wales_2025_ocds_CFServer1.json')], { dataDir: DATA_DIR, now: new Date('2026-04-25T00:00:00Z') });
    expect(again.duplicates).toMatchObject({ notices: 0, duplicatePairs: 0 });
    const [after] = await queryRows<{ n: number }>(handle, sql`select count(*)::int as n from notice_duplicates`);
    expect(after?.n).toBe(groups.reduce((s, g) => s + g.members, 0));
  });
});

describe.skipIf(!pglite)('duplicate candidates [PGlite]', () => {
  let db: TestDatabase | undefined;
  afterAll(async () => {
    await db?.dispose();
  });

  it('are the buyer\'s nearest notices by publish date then id, with ties, missing dates and the 240-day bound, as a full ordering finds them', async () => {
    if (!pglite) return;
    db = await createMigratedDatabase(pglite);
    const h = db.handle.db;
    await h.execute(sql`insert into organisations (guid, name, normalised_name, primary_role)
      select gen_random_uuid(), 'Buyer ' || i, 'buyer ' || i, 'BUYER' from generate_series(1, 2) i`);
    const buyers = (await queryRows<{ id: number }>(h, sql`select id::int as id from organisations order by id`)).map((r) => r.id);
    // 180 notices of one buyer over 700 days, up to ten on the same day (ties at the cut), some
    // without a date, one synthetic; 20 of another buyer on the same days.
    await h.execute(sql`insert into record_families (guid, ocid) select gen_random_uuid(), 'ocds-cand-' || i from generate_series(1, 200) i`);
    await h.execute(sql`insert into notices (guid, ocid, record_family_id, name, stage, stage_reason, publish_date, country, country_code, language, content_hash, buyer_id, synthetic)
      select gen_random_uuid(), f.ocid, f.id, 'Candidate ' || f.id, 'OPEN', 'fixture',
        case when f.id % 17 = 0 then null else timestamptz '2025-01-01' + make_interval(days => ((f.id * 37) % 700)::int / 10 * 10) end,
        'United Kingdom', 'GB', 'en', 'cand-' || f.id, case when f.id <= 180 then ${buyers[0]!}::bigint else ${buyers[1]!}::bigint end, f.id = 90
      from record_families f where f.ocid like 'ocds-cand-%'`);
    const rows = await queryRows<{ id: number; buyer_id: number; publish_date: string | null; synthetic: boolean }>(
      h,
      sql`select id::int as id, buyer_id::int as buyer_id, extract(epoch from publish_date)::float8::text as publish_date, synthetic from notices`,
    );
    const time = (d: string | null) => (d === null ? null : Number(d) * 1000);
    const gapMs = MAX_SAME_TEXT_GAP_DAYS * 86_400_000;
    // The reference: every other notice of the buyer, nearest first (no date last), then by id.
    const expected = (t: (typeof rows)[number]) =>
      rows
        .filter((c) => c.buyer_id === t.buyer_id && c.id !== t.id && !c.synthetic)
        .map((c) => ({ id: c.id, d: time(c.publish_date) === null || time(t.publish_date) === null ? null : Math.abs(time(c.publish_date)! - time(t.publish_date)!) }))
        .filter((c) => c.d === null || c.d <= gapMs)
        .sort((x, y) => (x.d === null ? 1 : 0) - (y.d === null ? 1 : 0) || (x.d ?? 0) - (y.d ?? 0) || x.id - y.id)
        .slice(0, MAX_CANDIDATES)
        .map((c) => c.id);
    const targets = rows.filter((r) => !r.synthetic);
    const found = await candidatePairs(h, targets.map((r) => r.id));
    expect(rows.filter((r) => r.publish_date === null).length).toBeGreaterThan(5);
    for (const t of targets) {
      const got = found.filter((p) => p.a === t.id).map((p) => p.b);
      expect(got.sort((x, y) => x - y), `notice ${t.id}`).toEqual(expected(t).sort((x, y) => x - y));
    }
  });
});
