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
import { NOTICE_COLUMNS, type NoticeColumnId } from '@tenderlens/domain/columns';
import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database, type Executor } from '../../db/client';
import { companies, NOTICE_STAGES, noticeCpvCodes, users } from '../../db/schema/index';
import { planViewer, projectNotice, type Viewer } from '../../policy/projection';
import { RecordSearchBodySchema, toRecordFilter, type RecordFilter } from '../../records/filter';
import { LEAD_STAGE_SQL, whereSql, type SearchScope } from '../../records/query';
import { resolveScope } from '../../records/service';
import { currentTeamSignals } from '../../signals/relevance';
import { relevanceLabel } from '../../signals/signals';
import { queryPrepared } from '../prepared';
import { batchesByIds, parseIdList, type ExportColumn, type ExportSource } from '../source';

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
  buyers: string | null;
  buyerContactEmail: string | null;
  value: number | null;
  currency: string | null;
  publishDate: Date | null;
  closeDate: Date | null;
  awardDate: Date | null;
  expiryDate: Date | null;
  startDate: Date | null;
  addedAt: Date | null;
  hiddenDate: Date | null;
  cpvCodes: string | null;
  suppliers: string | null;
  isSme: boolean | null;
  country: string | null;
  buyerCategories: string | null;
  isFramework: boolean;
  score: number | null;
  signalIds: string[] | null;
  /** The exporting team's signal names, filled in from `signalIds` (the team's signal order). */
  signals: string | null;
  assignee: string | null;
  qualification: string | null;
  lists: string | null;
  buyerLists: string | null;
  procurementMethod: string | null;
  url: string | null;
};

type Cell = Omit<ExportColumn<NoticeExportRow>, 'header'>;

/**
 * The notices table's columns (packages/domain `NOTICE_COLUMNS`: the same ids, headers and order),
 * each read from the export row. A column added to the table is a type error here until the export
 * carries it too.
 */
const TABLE_CELLS: Record<NoticeColumnId, Cell> = {
  title: { width: 60, value: (r) => r.name },
  relevance_score: { width: 10, value: (r) => (r.score ? relevanceLabel(r.score) : null) },
  stage: { width: 16, value: (r) => r.stage },
  buyer: { width: 40, value: (r) => r.buyers },
  value: { width: 14, value: (r) => r.value },
  published_date: { width: 16, type: 'date', value: (r) => r.publishDate },
  close_date: { width: 16, type: 'date', value: (r) => r.closeDate },
  expiry_date: { width: 16, type: 'date', value: (r) => r.expiryDate },
  award_date: { width: 16, type: 'date', value: (r) => r.awardDate },
  start_date: { width: 16, type: 'date', value: (r) => r.startDate },
  suppliers: { width: 40, value: (r) => r.suppliers },
  is_sme: { width: 6, value: (r) => r.isSme },
  country: { width: 16, value: (r) => r.country },
  buyer_categories: { width: 24, value: (r) => r.buyerCategories },
  framework: { width: 10, value: (r) => r.isFramework },
  assignee: { width: 20, value: (r) => r.assignee },
  qualification: { width: 16, value: (r) => r.qualification },
  user_tag: { width: 24, value: (r) => r.lists },
  buyer_list_ids: { width: 24, value: (r) => r.buyerLists },
  indicator: { width: 30, value: (r) => r.signals },
  date_added: { width: 16, type: 'date', value: (r) => r.addedAt },
  hidden_date: { width: 16, type: 'date', value: (r) => r.hiddenDate },
};

/** The notice's ids first, then every column of the notices table, then what a file needs beyond the table. */
export const NOTICE_EXPORT_COLUMNS: readonly ExportColumn<NoticeExportRow>[] = [
  { header: 'Notice ID', width: 38, value: (r) => r.guid },
  { header: 'OCID', width: 30, value: (r) => r.ocid },
  ...NOTICE_COLUMNS.map((c) => ({ header: c.header, ...TABLE_CELLS[c.id] })),
  { header: 'Notice type', width: 14, value: (r) => r.type },
  { header: 'Currency', width: 9, value: (r) => r.currency },
  { header: 'Buyer contact email', width: 30, value: (r) => r.buyerContactEmail },
  { header: 'CPV codes', width: 30, value: (r) => r.cpvCodes },
  { header: 'Procurement method', width: 16, value: (r) => r.procurementMethod },
  { header: 'Source URL', width: 40, value: (r) => r.url },
  { header: 'Description', width: 80, value: (r) => r.description },
];

const DATE_FIELDS = ['publishDate', 'closeDate', 'awardDate', 'expiryDate', 'startDate', 'addedAt', 'hiddenDate'] as const;
const toDate = (v: Date | string | null): Date | null => (v === null || v instanceof Date ? v : new Date(v));

/**
 * One statement per batch: the ids travel as one array parameter; the CPV codes and suppliers of
 * the whole batch are aggregated by one index scan each, the rest are index probes per row, as the
 * notices table's page reads them (records/service.ts `pageSql`). `scope` is the exporting team:
 * relevance, assignee, qualification, lists and buyer lists are theirs (none without a caller).
 */
export function noticeRowsSql(ids: readonly number[], scope: Pick<SearchScope, 'userId' | 'teamId' | 'companyId'>): SQL {
  const batch = sql`${`{${ids.join(',')}}`}::bigint[]`;
  const team = scope.teamId;
  return sql`select n.id::float8 as id, n.guid::text as guid, n.ocid, n.name, n.description, n.stage, n.type,
        (select string_agg(o.name, '; ' order by no.is_primary desc, o.name) from notice_organisations no
          join organisations o on o.id = no.organisation_id where no.notice_id = n.id and no.role = 'buyer') as buyers,
        n.buyer_contact_email as "buyerContactEmail", n.value::float8 as value, n.currency::text as currency,
        n.publish_date as "publishDate", n.close_date as "closeDate", n.award_date as "awardDate", n.expiry_date as "expiryDate",
        coalesce((select min(x.d) from (select a.start_date as d from awards a where a.notice_id = n.id
          union all select k.start_date from contracts k where k.notice_id = n.id) x),
          (select min(l.start_date) from lots l where l.notice_id = n.id)) as "startDate",
        (select min(l.start_date) from lots l where l.notice_id = n.id) as "tenderStartDate",
        n.created_at as "addedAt",
        case when lead.qualification in ('not_relevant', 'pre_engage_not_relevant') then lead.qualified_at end as "hiddenDate",
        c.codes as "cpvCodes", s.names as suppliers, s.sme as "isSme", coalesce(n.country, n.country_code::text) as country,
        (select string_agg(distinct bc.name, '; ') from buyer_category_assignments ca join buyer_categories bc on bc.id = ca.buyer_category_id
          where ca.organisation_id = any(n.buyer_ids)) as "buyerCategories",
        n.is_framework as "isFramework", rel.score, rel.signal_ids as "signalIds", null as signals,
        lead.assignee, lead.qualification,
        (select string_agg(l.name, '; ' order by l.name) from record_list_entries e join record_lists l on l.id = e.record_list_id
          where e.notice_id = n.id and l.team_id = ${team} and (l.sharing_type = 'TEAM' or l.user_id = ${scope.userId})) as lists,
        (select string_agg(bl.name, '; ' order by lower(bl.name)) from buyer_lists bl where bl.company_id = ${scope.companyId}
          and (bl.owner_id = ${scope.userId} or (bl.sharing_type = 'TEAM' and bl.team_id = ${team})
            or exists (select 1 from buyer_list_permissions p where p.buyer_list_id = bl.id and p.role_name in ('OWNER', 'EDITOR', 'VIEWER')
              and ((p.accessor_type = 'USER' and p.accessor_id = ${scope.userId}) or (p.accessor_type = 'TEAM' and p.accessor_id = ${team}))))
          and exists (select 1 from buyer_list_entries e where e.buyer_list_id = bl.id and e.organisation_id = any(n.buyer_ids))) as "buyerLists",
        n.procurement_method as "procurementMethod", n.url
      from notices n
      left join (select x.notice_id, string_agg(x.cpv_code::text, '; ' order by x.position, x.cpv_code) as codes
          from notice_cpv_codes x where x.notice_id = any(${batch}) group by x.notice_id) c on c.notice_id = n.id
      left join (select l.notice_id, string_agg(o.name, '; ' order by o.name) as names,
            case when bool_or(o.is_sme) then true when bool_and(o.is_sme is not null) then false end as sme
          from notice_organisations l join organisations o on o.id = l.organisation_id
          where l.notice_id = any(${batch}) and l.role = 'supplier' group by l.notice_id) s on s.notice_id = n.id
      left join team_notice_relevance rel on rel.team_id = ${team} and rel.notice_id = n.id
      left join lateral (
        select q.qualification, q.updated_at as qualified_at, u.first_name || ' ' || u.last_name as assignee
        from procurement_stages ps
        left join procurement_stage_qualifications q on q.procurement_stage_id = ps.id and q.team_id = ${team}
        left join procurement_stage_assignees a on a.procurement_stage_id = ps.id and a.team_id = ${team}
        left join users u on u.id = a.user_id
        where ps.notice_id = n.id and ps.stage = ${LEAD_STAGE_SQL}
        limit 1) lead on true
      where n.id = any(${batch})`;
}

async function loadNotices(
  db: Executor,
  ids: number[],
  scope: Pick<SearchScope, 'userId' | 'teamId' | 'companyId' | 'viewer'>,
  signalNames: ReadonlyMap<string, string>,
): Promise<NoticeExportRow[]> {
  const loaded = await queryPrepared<NoticeExportRow & { tenderStartDate: Date | string | null }>(
    db,
    'tl_export_notice_rows',
    noticeRowsSql(ids, scope),
  );
  // Award details (an AWARDED notice's value, suppliers and their SME flag, the award's contract
  // start) as the exporter may see them: the one projection (policy/projection.ts).
  const rows = loaded.map(({ tenderStartDate, ...raw }): NoticeExportRow => {
    const seen = projectNotice(scope.viewer, {
      id: raw.id,
      stage: raw.stage,
      value: raw.value,
      suppliers: raw.suppliers === null ? [] : [raw.suppliers],
      isSme: raw.isSme,
      startDate: raw.startDate === null ? null : 'award',
      tenderStartDate: tenderStartDate === null ? null : 'tender',
    });
    const startDate = seen.startDate === 'award' ? raw.startDate : seen.startDate === 'tender' ? tenderStartDate : null;
    return {
      ...raw,
      value: seen.value === null || seen.value === undefined ? null : Number(seen.value),
      suppliers: seen.suppliers.length ? raw.suppliers : null,
      isSme: seen.isSme ?? null,
      startDate: startDate as Date | null,
    };
  });
  for (const r of rows) {
    for (const field of DATE_FIELDS) r[field] = toDate(r[field]);
    if (r.signalIds?.length) {
      const names = [...signalNames].filter(([id]) => r.signalIds?.includes(id)).map(([, name]) => name);
      r.signals = names.length ? names.join('; ') : null;
    }
  }
  return rows;
}

async function callerOf(db: Executor, userId: number): Promise<ExportViewer> {
  const [row] = await db
    .select({ teamId: users.teamId, companyId: users.companyId, plan: companies.paymentType, extra: companies.extraDataTypes })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`Export owner ${userId} no longer exists`);
  return { userId, teamId: row.teamId, companyId: row.companyId, viewer: planViewer(row.plan, [], row.extra) };
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
  let prepared: Promise<{ where: SQL; scope: SearchScope }> | null = null;
  const prepare = () => {
    prepared ??= (async () => {
      const { filter, extra } = toExportFilter(filters, now());
      const who = caller ? await callerOf(db, caller.userId) : null;
      const scope: SearchScope = who
        ? await resolveScope(db as Database, filter, who)
        : { userId: 0, teamId: 0, companyId: 0, buyerListIds: [], recordListIds: [], viewer: WRITER_TEST_VIEWER };
      return { where: sql.join([whereSql(filter, scope), ...extra(sql.raw('n'))], sql` and `), scope };
    })();
    return prepared;
  };
  return {
    kind: 'records',
    fileStem: 'notices',
    sheetName: 'Notices',
    columns: NOTICE_EXPORT_COLUMNS,
    async count() {
      const { where } = await prepare();
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notices n where ${where}`);
      return Number(row?.n ?? 0);
    },
    async *batches(options) {
      const { where, scope } = await prepare();
      // The team's signals name the Signals column (in the team's signal order, as the table shows them).
      const team = scope.teamId ? await currentTeamSignals(db as Database, scope.teamId) : null;
      const signalNames = new Map((team?.signals ?? []).map((s) => [s.id, s.name]));
      // The ordered id list fixes the exported set (8 bytes a row); rows are then read a page at a time.
      const [list] = await queryRows<{ ids: string | null }>(
        db,
        sql`select string_agg(n.id::text, ',' order by n.publish_date desc nulls last, n.id desc) as ids from notices n where ${where}`,
      );
      yield* batchesByIds(
        parseIdList(list?.ids ?? null),
        (ids) => loadNotices(db, ids, scope, signalNames),
        options,
      );
    },
  };
}
