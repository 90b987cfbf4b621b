/**
 * Export source for notices (records): the record search filter below, read straight from the
 * tables. The search branch's record search service replaces `noticeIds` / the filter when it lands:
 * keep this file the only place that knows how notices are selected for an export.
 *
 * Filter (snake_case JSON, every key optional, all given keys must match):
 *   text           full-text query over name + description (websearch syntax: "a b", a OR b, -c)
 *   stages         notice stages (STALE_PRE_TENDER, PRE_TENDER, OPEN, CLOSED, AWARDED)
 *   publish_date, close_date   { from?, to? } ISO dates, inclusive
 *   value          { from?, to? } numbers, inclusive
 *   buyer_guids    guids of any of the notice's buyers
 *   cpv_codes      CPV codes or prefixes ("72", "722", "72200000")
 *   country_codes  ISO 3166-1 alpha-2 of the notice
 *   record_guids   an explicit selection of notice guids
 * Order: newest publish date first (no date last), then newest id.
 */
import { and, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Executor } from '../../db/client';
import { NOTICE_STAGES, noticeCpvCodes, notices, organisations } from '../../db/schema/index';
import { batchesByIds, type ExportColumn, type ExportSource } from '../source';

const isoDate = z.iso.date('Dates are YYYY-MM-DD').or(z.iso.datetime({ offset: true }));
const DateRangeSchema = z.strictObject({ from: isoDate.optional(), to: isoDate.optional() });
const NumberRangeSchema = z.strictObject({ from: z.number().optional(), to: z.number().optional() });
const guids = z.array(z.uuid('Guids are UUIDs')).max(10_000, 'At most 10,000 guids');

export const RecordSearchFiltersSchema = z.strictObject({
  text: z.string().trim().max(500, 'Search text is at most 500 characters').optional(),
  stages: z.array(z.enum(NOTICE_STAGES)).max(NOTICE_STAGES.length).optional(),
  publish_date: DateRangeSchema.optional(),
  close_date: DateRangeSchema.optional(),
  value: NumberRangeSchema.optional(),
  buyer_guids: guids.optional(),
  cpv_codes: z.array(z.string().regex(/^\d{2,8}$/, 'CPV codes are 2 to 8 digits')).max(500).optional(),
  country_codes: z.array(z.string().regex(/^[A-Za-z]{2}$/, 'Country codes are two letters')).max(300).optional(),
  record_guids: guids.optional(),
});
export type RecordSearchFilters = z.infer<typeof RecordSearchFiltersSchema>;

/** `to` of a date-only range covers the whole day. */
const endOf = (value: string) => (value.length === 10 ? new Date(`${value}T23:59:59.999Z`) : new Date(value));

function conditions(filters: RecordSearchFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.text) where.push(sql`${notices.search} @@ websearch_to_tsquery('english', ${filters.text})`);
  if (filters.stages?.length) where.push(inArray(notices.stage, filters.stages));
  for (const [range, column] of [
    [filters.publish_date, notices.publishDate],
    [filters.close_date, notices.closeDate],
  ] as const) {
    if (range?.from) where.push(gte(column, new Date(range.from)));
    if (range?.to) where.push(lte(column, endOf(range.to)));
  }
  if (filters.value?.from !== undefined) where.push(gte(notices.value, filters.value.from));
  if (filters.value?.to !== undefined) where.push(lte(notices.value, filters.value.to));
  if (filters.buyer_guids?.length) {
    // Any buyer of the notice, like the record search.
    where.push(sql`${notices.buyerIds} && array(select ${organisations.id} from ${organisations} where ${inArray(organisations.guid, filters.buyer_guids)})`);
  }
  if (filters.cpv_codes?.length) {
    const prefixes = sql.join(
      filters.cpv_codes.map((code) => sql`${noticeCpvCodes.cpvCode} like ${`${code}%`}`),
      sql` or `,
    );
    where.push(sql`exists (select 1 from ${noticeCpvCodes} where ${noticeCpvCodes.noticeId} = ${notices.id} and (${prefixes}))`);
  }
  if (filters.country_codes?.length) where.push(inArray(notices.countryCode, filters.country_codes.map((c) => c.toUpperCase())));
  if (filters.record_guids) where.push(filters.record_guids.length ? inArray(notices.guid, filters.record_guids) : sql`false`);
  return where;
}

type NoticeExportRow = {
  id: number;
  guid: string;
  ocid: string;
  name: string;
  description: string | null;
  stage: string;
  type: string | null;
  buyerName: string | null;
  buyerContactEmail: string | null;
  value: number | null;
  currency: string | null;
  publishDate: Date | null;
  closeDate: Date | null;
  awardDate: Date | null;
  expiryDate: Date | null;
  cpvCodes: string | null;
  suppliers: string | null;
  countryCode: string | null;
  procurementMethod: string | null;
  url: string | null;
};

const COLUMNS: readonly ExportColumn<NoticeExportRow>[] = [
  { header: 'Notice ID', width: 38, value: (r) => r.guid },
  { header: 'OCID', width: 30, value: (r) => r.ocid },
  { header: 'Title', width: 60, value: (r) => r.name },
  { header: 'Stage', width: 16, value: (r) => r.stage },
  { header: 'Notice type', width: 14, value: (r) => r.type },
  { header: 'Buyer', width: 40, value: (r) => r.buyerName },
  { header: 'Buyer contact email', width: 30, value: (r) => r.buyerContactEmail },
  { header: 'Value', width: 14, value: (r) => r.value },
  { header: 'Currency', width: 9, value: (r) => r.currency },
  { header: 'Published', width: 16, type: 'date', value: (r) => r.publishDate },
  { header: 'Close date', width: 16, type: 'date', value: (r) => r.closeDate },
  { header: 'Award date', width: 16, type: 'date', value: (r) => r.awardDate },
  { header: 'Expiry date', width: 16, type: 'date', value: (r) => r.expiryDate },
  { header: 'CPV codes', width: 30, value: (r) => r.cpvCodes },
  { header: 'Suppliers', width: 40, value: (r) => r.suppliers },
  { header: 'Country', width: 8, value: (r) => r.countryCode },
  { header: 'Procurement method', width: 16, value: (r) => r.procurementMethod },
  { header: 'Source URL', width: 40, value: (r) => r.url },
  { header: 'Description', width: 80, value: (r) => r.description },
];

/**
 * One statement per batch: the ids travel as one array parameter, and the CPV codes and suppliers
 * of the whole batch are aggregated by one index scan each (not a probe per row).
 */
const toDate = (v: Date | string | null): Date | null => (v === null || v instanceof Date ? v : new Date(v));

async function loadNotices(db: Executor, ids: number[]): Promise<NoticeExportRow[]> {
  const batch = sql`${`{${ids.join(',')}}`}::bigint[]`;
  const rows = await queryRows<NoticeExportRow>(
    db,
    sql`select n.id::float8 as id, n.guid::text as guid, n.ocid, n.name, n.description, n.stage, n.type, b.name as "buyerName",
        n.buyer_contact_email as "buyerContactEmail", n.value::float8 as value, n.currency::text as currency,
        n.publish_date as "publishDate", n.close_date as "closeDate", n.award_date as "awardDate", n.expiry_date as "expiryDate",
        c.codes as "cpvCodes", s.names as suppliers, n.country_code::text as "countryCode", n.procurement_method as "procurementMethod", n.url
      from notices n
      left join organisations b on b.id = n.buyer_id
      left join (select x.notice_id, string_agg(x.cpv_code::text, '; ' order by x.position, x.cpv_code) as codes
          from notice_cpv_codes x where x.notice_id = any(${batch}) group by x.notice_id) c on c.notice_id = n.id
      left join (select l.notice_id, string_agg(o.name, '; ' order by o.name) as names
          from notice_organisations l join organisations o on o.id = l.organisation_id
          where l.notice_id = any(${batch}) and l.role = 'supplier' group by l.notice_id) s on s.notice_id = n.id
      where n.id = any(${batch})`,
  );
  for (const r of rows) {
    r.publishDate = toDate(r.publishDate);
    r.closeDate = toDate(r.closeDate);
    r.awardDate = toDate(r.awardDate);
    r.expiryDate = toDate(r.expiryDate);
  }
  return rows;
}

export function noticesExportSource(db: Executor, filters: RecordSearchFilters): ExportSource<NoticeExportRow> {
  const where = () => and(...conditions(filters));
  return {
    kind: 'records',
    fileStem: 'notices',
    sheetName: 'Notices',
    columns: COLUMNS,
    async count() {
      const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(notices).where(where());
      return row?.n ?? 0;
    },
    async *batches(options) {
      // The ordered id list fixes the exported set (8 bytes a row); rows are then read a page at a time.
      const idRows = await db
        .select({ id: notices.id })
        .from(notices)
        .where(where())
        .orderBy(sql`${notices.publishDate} desc nulls last`, sql`${notices.id} desc`);
      yield* batchesByIds(
        idRows.map((r) => r.id),
        (ids) => loadNotices(db, ids),
        options,
      );
    },
  };
}
