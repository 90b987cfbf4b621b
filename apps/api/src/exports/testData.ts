/**
 * Synthetic notices for the export tests and the export benchmark: one INSERT … SELECT
 * generate_series per table, so 100k notices take seconds. Rows are marked `synthetic`.
 * Notice i (1-based): title "Synthetic notice i", stage cycling through the five stages, value
 * i * 100, published i hours before 2026-01-01, buyer i % 10 (ten buyers), supplier i % 50 on
 * awarded notices (fifty suppliers), CPV 72200000 for even i and 48000000 for odd i.
 */
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { syncNoticeArrays } from '../records/noticeArrays';

export const SYNTHETIC_BUYERS = 10;
export const SYNTHETIC_SUPPLIERS = 50;

/** An integer literal (our own constants; typed parameters would be `unknown` to the planner). */
const int = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return sql.raw(String(n));
};

export async function insertSyntheticNotices(db: Executor, count: number): Promise<void> {
  await db.execute(sql`
    insert into cpv_codes (code, full_code, name, level, division) values
      ('72000000', '72000000-5', 'IT services', 'division', '72'),
      ('72200000', '72200000-7', 'Software programming and consultancy services', 'group', '72'),
      ('48000000', '48000000-8', 'Software package and information systems', 'division', '48')
    on conflict (code) do nothing`);
  await db.execute(sql`
    insert into organisations (guid, name, normalised_name, primary_role, roles, country_code, town, notice_count, is_sme, synthetic)
    select gen_random_uuid(), 'Synthetic Buyer ' || b, 'synthetic buyer ' || b, 'BUYER', '{buyer}'::text[], 'GB', 'Leeds', ${int(Math.floor(count / SYNTHETIC_BUYERS))}, null::boolean, true
    from generate_series(0, ${int(SYNTHETIC_BUYERS - 1)}) b
    union all
    select gen_random_uuid(), 'Synthetic Supplier ' || s, 'synthetic supplier ' || s, 'SUPPLIER', '{supplier}'::text[],
           case when s % 5 = 0 then 'IE' else 'GB' end, 'York', ${int(SYNTHETIC_SUPPLIERS)} - s, s % 2 = 0, true
    from generate_series(0, ${int(SYNTHETIC_SUPPLIERS - 1)}) s`);
  await db.execute(sql`
    insert into record_families (guid, ocid)
    select gen_random_uuid(), 'ocds-synthetic-' || i from generate_series(1, ${int(count)}) i`);
  await db.execute(sql`
    insert into notices (guid, ocid, record_family_id, name, description, stage, stage_reason, type, value, currency,
                         publish_date, close_date, country_code, buyer_id, buyer_contact_email, url, synthetic, content_hash)
    select gen_random_uuid(), f.ocid, f.id,
           'Synthetic notice ' || i,
           'Provision of services, lot ' || i || ', with "quotes", commas; and a line' || chr(10) || 'break',
           (array['STALE_PRE_TENDER','PRE_TENDER','OPEN','CLOSED','AWARDED'])[1 + i % 5], 'synthetic', 'tender',
           i * 100, 'GBP',
           timestamptz '2026-01-01 00:00:00+00' - make_interval(hours => i),
           timestamptz '2026-03-01 12:00:00+00' + make_interval(hours => i),
           'GB',
           (select id from organisations where name = 'Synthetic Buyer ' || (i % ${int(SYNTHETIC_BUYERS)})),
           'buyer' || (i % ${int(SYNTHETIC_BUYERS)}) || '@example.test',
           'https://example.test/notices/' || i, true, md5(i::text)
    from generate_series(1, ${int(count)}) i
    join record_families f on f.ocid = 'ocds-synthetic-' || i`);
  await db.execute(sql`
    insert into notice_cpv_codes (notice_id, cpv_code, division, source)
    select n.id, case when n.value::bigint % 200 = 0 then '72200000' else '48000000' end,
           case when n.value::bigint % 200 = 0 then '72' else '48' end, 'synthetic'
    from notices n where n.synthetic`);
  await db.execute(sql`
    insert into notice_organisations (notice_id, organisation_id, role, is_primary)
    select n.id, n.buyer_id, 'buyer', true from notices n where n.synthetic and n.buyer_id is not null
    union all
    select n.id, s.id, 'supplier', false
    from notices n join organisations s on s.name = 'Synthetic Supplier ' || ((n.value::bigint / 100) % ${int(SYNTHETIC_SUPPLIERS)})
    where n.synthetic and n.stage = 'AWARDED'`);
  await syncNoticeArrays(db);
  await db.execute(sql`analyze notices, notice_cpv_codes, notice_organisations, organisations, record_families`);
}

/**
 * Reads a CSV file as a spreadsheet does: any unquoted CR, LF or CRLF ends a record, and every record
 * must be as wide as the header (csv-parse throws CSV_RECORD_INCONSISTENT_FIELDS_LENGTH otherwise).
 * csv-parse's default (the first record's delimiter only) let csv-stringify's unquoted bare LF through.
 */
export const strictCsv = (text: string): string[][] => parse(text, { bom: true, record_delimiter: ['\r\n', '\n', '\r'] }) as string[][];
