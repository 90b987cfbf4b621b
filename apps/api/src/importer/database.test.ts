/**
 * `tl import` on both databases: the four real files (figures measured, see README.md), a second
 * import that changes nothing, a newer release that updates a notice, and a malformed file whose
 * good releases still import. Skipped when the shared data folder is absent.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { noticeArrayDrift } from '../testing/noticeArrays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client';
import { createMigratedDatabase, databaseTargets, targetTitle, type TestDatabase } from '../testing/databases';
import { importIntoDatabase, type DatabaseImportResult } from './database';
import { DATA_DIR, NOW, OCDS_FILES, dataFile, hasData, warnIfMissing } from './test-helpers';

warnIfMissing();

const tmp = mkdtempSync(join(tmpdir(), 'tl-import-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function counts(db: Database) {
  const [row] = await queryRows<Record<string, number | string | null>>(
    db,
    sql`select
      (select count(*)::int from notices) as notices,
      (select count(*)::int from organisations) as organisations,
      (select count(*)::int from organisations where primary_role = 'BUYER') as buyers,
      (select count(*)::int from organisations where primary_role = 'SUPPLIER') as suppliers,
      (select count(*)::int from awards) as awards,
      (select count(*)::int from award_suppliers) as "awardSuppliers",
      (select count(*)::int from lots) as lots,
      (select count(*)::int from frameworks) as frameworks,
      (select count(*)::int from notice_cpv_codes) as "noticeCpvCodes",
      (select count(distinct notice_id)::int from notice_cpv_codes) as "noticesWithCpv",
      (select count(*)::int from notice_organisations) as "noticeOrganisations",
      (select count(*)::int from procurement_stages) as "procurementStages",
      (select count(*)::int from ocds_releases) as releases,
      (select count(*)::int from record_families) as "recordFamilies",
      (select count(*)::int from notices where buyer_contact_email is not null) as "noticesWithBuyerContact",
      (select count(distinct organisation_id)::int from buyer_category_assignments) as "categorisedBuyers",
      (select max(updated_at)::text from notices) as "noticesUpdatedAt",
      (select max(updated_at)::text from organisations) as "organisationsUpdatedAt",
      (select sum(notice_count)::int from organisations) as "noticeCounts"`,
  );
  return row ?? {};
}

const MEASURED = {
  notices: 570,
  organisations: 588,
  buyers: 357,
  suppliers: 231,
  awards: 143,
  awardSuppliers: 247,
  lots: 574,
  frameworks: 57,
  noticeCpvCodes: 1753,
  noticesWithCpv: 570,
  noticeOrganisations: 830,
  procurementStages: 711,
  releases: 591,
  recordFamilies: 570,
  noticesWithBuyerContact: 474,
  categorisedBuyers: 124,
};

const OCID = 'ocds-b5fd17-7f6e81c3-3a36-447d-bc45-9fbfd3c3d728';

for (const target of await databaseTargets()) {
  describe.skipIf(target.skipReason !== null || !hasData())(`tl import on the real files [${targetTitle(target)}]`, () => {
    let test: TestDatabase;
    let db: Database;
    let first: DatabaseImportResult;
    beforeAll(async () => {
      test = await createMigratedDatabase(target);
      db = test.handle.db;
      // A small batch size: several transactions per file, processes merged across batches.
      first = await importIntoDatabase(db, OCDS_FILES.map(dataFile), { dataDir: DATA_DIR, now: NOW, batchSize: 64 });
    }, 240_000);
    afterAll(async () => {
      await test?.dispose();
    });

    it('writes what the pure pipeline measured: notices, organisations, awards, lots, frameworks, CPV coverage', async () => {
      expect(first.reference).toEqual({ cpvCodes: 9454, regions: 232, buyerCategories: 22, referenceOrganisations: 1450 });
      // Contracts Finder 2025: one process's releases fall in two batches of 64; the second batch
      // merges the stored release with the new one and updates the notice (191 compiled, 190 notices).
      expect(first.files.map((f) => [f.stats.records, f.written.noticesInserted, f.written.noticesUpdated, f.stats.errors])).toEqual([
        [200, 200, 0, 0],
        [191, 190, 1, 0],
        [90, 90, 0, 0],
        [90, 90, 0, 0],
      ]);
      expect(await counts(db)).toMatchObject(MEASURED);
      const [derby] = await queryRows<{ aliases: string[]; categories: string[] }>(
        db,
        sql`select o.aliases, array_agg(c.name order by c.name) as categories from organisations o
            join buyer_category_assignments a on a.organisation_id = o.id join buyer_categories c on c.id = a.buyer_category_id
            where o.name = 'Derby City Council' group by o.id`,
      );
      expect(derby).toEqual({ aliases: ['DERBY CITY COUNCIL'], categories: ['Local authority', 'Unitary authority'] });
    });

    it('leaves fresh planner statistics: the catalogue counts the rows just written, and the tables are vacuumed and analysed', async () => {
      const rows = await queryRows<{ relname: string; reltuples: number; analysed: boolean; vacuumed: boolean }>(
        db,
        sql`select c.relname, c.reltuples::float8 as reltuples,
              coalesce(s.last_analyze, s.last_autoanalyze) is not null as analysed,
              coalesce(s.last_vacuum, s.last_autovacuum) is not null as vacuumed
            from pg_class c join pg_stat_user_tables s on s.relid = c.oid
            where c.relname in ('notices', 'organisations', 'notice_cpv_codes', 'notice_organisations') order by c.relname`,
      );
      // reltuples is -1 (never analysed) or a stale guess without ANALYZE; exact after it on tables this small.
      expect(rows).toEqual([
        { relname: 'notice_cpv_codes', reltuples: MEASURED.noticeCpvCodes, analysed: true, vacuumed: true },
        { relname: 'notice_organisations', reltuples: MEASURED.noticeOrganisations, analysed: true, vacuumed: true },
        { relname: 'notices', reltuples: MEASURED.notices, analysed: true, vacuumed: true },
        { relname: 'organisations', reltuples: MEASURED.organisations, analysed: true, vacuumed: true },
      ]);
    });

    it('keeps the procurement contact, CPV names and award suppliers', async () => {
      const [n] = await queryRows<Record<string, unknown>>(
        db,
        sql`select n.stage, n.buyer_contact_email is not null as contact, b.name as buyer,
              (select array_agg(c.name) from notice_cpv_codes x join cpv_codes c on c.code = x.cpv_code where x.notice_id = n.id) as cpv
            from notices n join organisations b on b.id = n.buyer_id where n.ocid = ${OCID}`,
      );
      expect(n).toMatchObject({ stage: 'CLOSED', contact: true });
      expect((n?.cpv as string[]).length).toBeGreaterThan(0);
      const [awarded] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from awards a join award_suppliers s on s.award_id = a.id
            join notice_organisations l on l.notice_id = a.notice_id and l.organisation_id = s.organisation_id and l.role = 'supplier'`,
      );
      expect(awarded?.n).toBe(247);
    });

    it('copies every buyer and CPV division onto the notice (the search filters read them), and planning publish dates', async () => {
      const drift = await noticeArrayDrift(db);
      expect(drift).toMatchObject({ buyers: 0, cpv: 0 });
      const [multi] = await queryRows<{ n: number; planning: number; pre: number }>(
        db,
        sql`select count(*) filter (where cardinality(buyer_ids) > 1)::int as n,
          count(*) filter (where planning_published_at is not null)::int as planning,
          count(*) filter (where stage like '%PRE_TENDER')::int as pre from notices`,
      );
      expect(multi?.planning).toBe(multi?.pre);
    });

    it('a second import of the same files changes nothing (row counts and updated_at)', async () => {
      const before = await counts(db);
      const again = await importIntoDatabase(db, OCDS_FILES.map(dataFile), { dataDir: DATA_DIR, now: NOW });
      expect(again.reference).toEqual({ cpvCodes: 0, regions: 0, buyerCategories: 0, referenceOrganisations: 0 });
      for (const f of again.files) {
        expect(f.written).toMatchObject({ noticesInserted: 0, noticesUpdated: 0, organisationsInserted: 0, organisationsUpdated: 0, releases: 0 });
      }
      expect(await counts(db)).toEqual(before);
    }, 120_000);

    it('a newer release updates its notice (award + supplier) and nothing else', async () => {
      const before = await counts(db);
      const file = join(tmp, `award-${target.name}.json`);
      writeFileSync(
        file,
        JSON.stringify({
          uri: 'https://example.org/award.json',
          publisher: { name: 'Test publisher' },
          releases: [
            {
              ocid: OCID,
              id: `${OCID}-award-test`,
              date: '2025-03-10T09:00:00Z',
              tag: ['award'],
              parties: [{ id: 'GB-COH-99999999', name: 'Test Support Services Ltd', roles: ['supplier'], identifier: { scheme: 'GB-COH', id: '99999999' } }],
              awards: [
                {
                  id: 'award-1',
                  status: 'active',
                  date: '2025-03-05T00:00:00Z',
                  value: { amount: 120000, currency: 'GBP' },
                  suppliers: [{ id: 'GB-COH-99999999', name: 'Test Support Services Ltd' }],
                  contractPeriod: { startDate: '2025-04-01T00:00:00Z', endDate: '2027-03-31T00:00:00Z', maxExtentDate: '2028-03-31T00:00:00Z' },
                },
              ],
            },
          ],
        }),
      );
      const result = await importIntoDatabase(db, [file], { dataDir: DATA_DIR, now: NOW });
      expect(result.files[0]?.written).toMatchObject({ noticesInserted: 0, noticesUpdated: 1, organisationsInserted: 1, releases: 1, awards: 1 });
      const [n] = await queryRows<Record<string, unknown>>(
        db,
        sql`select n.stage, n.release_count as releases, n.value::float8 as value, n.buyer_id is not null as buyer,
              (select array_agg(o.name) from awards a join award_suppliers s on s.award_id = a.id join organisations o on o.id = s.organisation_id where a.notice_id = n.id) as suppliers,
              (select max_extent_date::date::text from awards a where a.notice_id = n.id) as extent
            from notices n where n.ocid = ${OCID}`,
      );
      expect(n).toMatchObject({ stage: 'AWARDED', releases: 2, buyer: true, suppliers: ['Test Support Services Ltd'], extent: '2028-03-31' });
      const after = await counts(db);
      expect(after).toMatchObject({ notices: before.notices, organisations: Number(before.organisations) + 1, awards: Number(before.awards) + 1, releases: Number(before.releases) + 1 });
      const [changed] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notices where updated_at > ${String(before.noticesUpdatedAt)}::timestamptz`);
      expect(changed?.n).toBe(1);
    }, 120_000);

    it('a malformed file: bad lines are reported with file, line and reason, the rest imports', async () => {
      const file = join(tmp, `mixed-${target.name}.jsonl`);
      const good = {
        ocid: 'ocds-test-good-1',
        id: 'good-1',
        date: '2025-03-01T00:00:00Z',
        tag: ['tender'],
        parties: [{ id: 'B1', name: 'Derby City Council', roles: ['buyer'], contactPoint: { name: 'Procurement team', email: 'procurement@derby.example' } }],
        buyer: { id: 'B1', name: 'Derby City Council' },
        tender: { id: 't1', title: 'Library management system', status: 'active', tenderPeriod: { endDate: '2025-04-30T12:00:00Z' }, classification: { scheme: 'CPV', id: '48000000' } },
      };
      writeFileSync(file, [JSON.stringify(good), '{"ocid": "ocds-test-broken", "tag": [', JSON.stringify({ id: 'no-ocid', tag: ['tender'] })].join('\n'));
      const before = await counts(db);
      const result = await importIntoDatabase(db, [file], { dataDir: DATA_DIR, now: NOW });
      const summary = result.files[0];
      expect(summary?.stats).toMatchObject({ releases: 1, records: 1, errors: 2 });
      expect(summary?.issues.filter((i) => i.severity === 'error').map((i) => [i.file, i.line])).toEqual([
        [file, 2],
        [file, 3],
      ]);
      expect(summary?.issues[0]?.reason).toMatch(/invalid JSON/);
      const [n] = await queryRows<Record<string, unknown>>(
        db,
        sql`select n.stage, n.buyer_contact_email as email, o.name as buyer, o.notice_count::int as "buyerNotices"
            from notices n join organisations o on o.id = n.buyer_id where n.ocid = 'ocds-test-good-1'`,
      );
      // The buyer resolves to the organisation already imported (same normalised name).
      expect(n).toMatchObject({ stage: 'OPEN', email: 'procurement@derby.example', buyer: 'Derby City Council' });
      expect(await counts(db)).toMatchObject({ notices: Number(before.notices) + 1, organisations: before.organisations });
    }, 120_000);
  });
}
