/**
 * Export source for notices (records): the record search filter of `POST /api/records/search`
 * (records/filter.ts, spec 2§3 — the filter the notices page sends), so an export holds exactly
 * the rows the user sees, read with the same WHERE clause (records/query.ts `whereSql`). Paging and
 * sort keys are accepted and ignored: every match is exported, newest publish date first.
 *
 * For older callers a few export-only keys are accepted as well: `stages` (= `stage`),
 * `country_codes` (= `country_code`), `record_guids` (an explicit selection of notice guids) and
 * `cpv_codes` as 2–8 digit prefixes (2 digits = a division, 8 = a code and its descendants).
 * Hidden leads, lists, signals and relevance are scoped to the exporting user's team.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database, type Executor } from '../../db/client';
import { companies, NOTICE_STAGES, noticeCpvCodes, users } from '../../db/schema/index';
import { planViewer, projectNotice, type Viewer } from '../../policy/projection';
import { RecordSearchBodySchema, toRecordFilter, type RecordFilter } from '../../records/filter';
import { whereSql, type SearchScope } from '../../records/query';
import { resolveScope } from '../../records/service';
import { batchesByIds, type ExportColumn, type ExportSource } from '../source';

const guids = z.array(z.uuid('Guids are UUIDs')).max(10_000, 'At most 10,000 guids');
const single = (v: unknown) => (v === undefined || v === null ? undefined : Array.isArray(v) ? v : [v]);

export const RecordSearchFiltersSchema = RecordSearchBodySchema.omit({ cpv_codes: true }).extend({
  cpv_codes: z.preprocess(single, z.array(z.string().trim().regex(/^\d{2,8}(-\d)?$/, 'CPV codes are 2 to 8 digits')).max(500).optional()),
  stages: z.array(z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(NOTICE_STAGES))).max(NOTICE_STAGES.length).optional(),
  country_codes: z.array(z.string().regex(/^[A-Za-z]{2}$/, 'Country codes are two letters')).max(300).optional(),
  record_guids: guids.optional(),
});
export type RecordSearchFilters = z.output<typeof RecordSearchFiltersSchema>;

/** Who exports: hidden leads, lists and signals are read in their team's terms, rows in their plan's view. */
export interface ExportCaller {
  userId: number;
  teamId: number;
  companyId: number;
}

/** An export owner with the view of their company's plan (policy/projection.ts). */
interface ExportViewer extends ExportCaller {
  viewer: Viewer;
}

/** The export filter in the record search's terms, plus the export-only conditions. */
export function toExportFilter(filters: RecordSearchFilters, now: Date): { filter: RecordFilter; extra: (n: SQL) => SQL[] } {
  const { stages, country_codes, record_guids, cpv_codes, ...wire } = filters;
  const codes = (cpv_codes ?? []).map((c) => c.replace(/-\d$/, ''));
  const filter = toRecordFilter(
    {
      ...wire,
      stage: [...new Set([...(wire.stage ?? []), ...(stages ?? [])])],
      country_code: [...new Set([...(wire.country_code ?? []), ...(country_codes ?? []).map((c) => c.toUpperCase())])],
      cpv_codes: codes.filter((c) => c.length === 8),
      cpv_dimensions: [...new Set([...(wire.cpv_dimensions ?? []), ...codes.filter((c) => c.length === 2)])],
    },
    now,
  );
  const prefixes = codes.filter((c) => c.length > 2 && c.length < 8);
  const extra = (n: SQL): SQL[] => {
    const out: SQL[] = [];
    if (prefixes.length) {
      const any = sql.join(prefixes.map((p) => sql`c.cpv_code like ${`${p}%`}`), sql` or `);
      out.push(sql`exists (select 1 from ${noticeCpvCodes} c where c.notice_id = ${n}.id and (${any}))`);
    }
    if (record_guids) {
      out.push(record_guids.length ? sql`${n}.guid in (${sql.join(record_guids.map((g) => sql`${g}::uuid`), sql`, `)})` : sql`false`);
    }
    return out;
  };
  return { filter, extra };
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

async function loadNotices(db: Executor, ids: number[], viewer: Viewer): Promise<NoticeExportRow[]> {
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
  return rows.map((r) => {
    // Award details (value of an AWARDED notice, suppliers) as the exporter may see them.
    const seen = projectNotice(viewer, { id: r.id, stage: r.stage, value: r.value, suppliers: r.suppliers === null ? [] : [r.suppliers] });
    return {
      ...r,
      value: seen.value,
      suppliers: seen.suppliers[0] ?? null,
      publishDate: toDate(r.publishDate),
      closeDate: toDate(r.closeDate),
      awardDate: toDate(r.awardDate),
      expiryDate: toDate(r.expiryDate),
    };
  });
}

async function callerOf(db: Executor, userId: number): Promise<ExportViewer> {
  const [row] = await db
    .select({ teamId: users.teamId, companyId: users.companyId, plan: companies.paymentType })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`Export owner ${userId} no longer exists`);
  return { userId, teamId: row.teamId, companyId: row.companyId, viewer: planViewer(row.plan) };
}

/** Without a caller (tests of the writers) nothing is withheld: the widest plan's view. */
const WRITER_TEST_VIEWER = planViewer('EXPERT');

/**
 * `caller` (or the id of the user whose job it is) scopes hidden leads, lists and signals and, through
 * their company's plan, what of each row is withheld; without one (tests of the writers) nothing is
 * hidden and lists resolve to nothing.
 */
export function noticesExportSource(
  db: Executor,
  filters: RecordSearchFilters,
  caller?: ExportCaller | { userId: number },
  now: () => Date = () => new Date(),
): ExportSource<NoticeExportRow> {
  let where: Promise<{ clause: SQL; viewer: Viewer }> | null = null;
  const whereClause = () => {
    where ??= (async () => {
      const { filter, extra } = toExportFilter(filters, now());
      const who = caller ? await callerOf(db, caller.userId) : null;
      const scope: SearchScope = who
        ? await resolveScope(db as Database, filter, who)
        : { userId: 0, teamId: 0, companyId: 0, buyerListIds: [], recordListIds: [], viewer: WRITER_TEST_VIEWER };
      return { clause: sql.join([whereSql(filter, scope), ...extra(sql.raw('n'))], sql` and `), viewer: scope.viewer };
    })();
    return where;
  };
  return {
    kind: 'records',
    fileStem: 'notices',
    sheetName: 'Notices',
    columns: COLUMNS,
    async count() {
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notices n where ${(await whereClause()).clause}`);
      return Number(row?.n ?? 0);
    },
    async *batches(options) {
      // The ordered id list fixes the exported set (8 bytes a row); rows are then read a page at a time.
      const { clause, viewer } = await whereClause();
      const idRows = await queryRows<{ id: number | string }>(
        db,
        sql`select n.id from notices n where ${clause} order by n.publish_date desc nulls last, n.id desc`,
      );
      yield* batchesByIds(
        idRows.map((r) => Number(r.id)),
        (ids) => loadNotices(db, ids, viewer),
        options,
      );
    },
  };
}
