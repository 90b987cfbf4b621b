/**
 * Record (notice) search, shared by POST /api/records/search and the GraphQL `notices` query.
 *
 * Cost: the team's signals (1 query, plus a delta when signals or notices changed), then one
 * statement for the matches: the counts (exact total up to COUNT_CAP matches; above it the planner's
 * estimate, flagged, from one more EXPLAIN; facets over the first FACET_CAP matches, flagged
 * `sampled`) and the page's ids; then, when the page is not empty, one prepared statement for the
 * page (with buyers, suppliers and their SME flag, contract start, buyer types, the caller's buyer
 * lists, CPV codes, signals and the team's lead data joined in).
 * Rows are projected for the caller (policy/projection.ts): award details withheld without AWARDS.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, queryRowsPrepared, type Database } from '../db/client';
import { ForbiddenError } from '../policy/index';
import { assertFilterable, projectNotice, type Viewer } from '../policy/projection';
import { sharedTeamSignals, type TeamSignals } from '../signals/relevance';
import { relevanceLabel, type Signal } from '../signals/signals';
import { portalOfOcid } from '@tenderlens/domain/portals';
import type { RecordFilter } from './filter';
import { LEAD_STAGE_SQL, orderByKeySql, orderSql, sortKeySql, whereSql, type SearchScope } from './query';
import { searchIndexOf, supports } from './searchIndex';

/** Exact totals up to this many matches; above it the total is the planner's estimate. */
export const COUNT_CAP = 10_000;
/** Facets count the first this many matches (flagged `sampled` when there are more). */
export const FACET_CAP = 2_000;

export interface SearchCaller {
  userId: number;
  teamId: number;
  companyId: number;
  /** What the caller may see (policy/projection.ts): rows, value filter and value sort follow it. */
  viewer: Viewer;
  /**
   * Buyer lists are open to the caller (policy `buyerList.use`): each notice carries the caller's
   * readable buyer lists that hold one of its buyers. Absent or false: no buyer lists.
   */
  canUseBuyerLists?: boolean;
}

export interface OrgRef {
  id: string;
  guid: string;
  name: string;
}

/** A buyer category (buyer type) or a buyer list, as a notice row names it. */
export interface NamedRef {
  id: string;
  name: string;
}

export interface NoticeView {
  id: string;
  guid: string;
  name: string;
  description: string | null;
  stage: string;
  value: number | null;
  valueSrc: string | null;
  currency: string | null;
  publishDate: string | null;
  closeDate: string | null;
  tenderDate: string | null;
  awardDate: string | null;
  expiryDate: string | null;
  /** Contract start: the earliest start of the notice's awards and contracts, else of its lots. */
  startDate: string | null;
  tendersReceived: number | null;
  country: string | null;
  countryCode: string | null;
  language: string | null;
  url: string | null;
  canonicalUrlPath: string;
  type: string | null;
  addedAt: string;
  isFramework: boolean;
  buyer: OrgRef | null;
  buyers: OrgRef[];
  suppliers: OrgRef[];
  /** An awarded supplier is an SME (true), none is (false), or unknown (null; also when redacted). */
  isSme: boolean | null;
  /** The categories (buyer types) of the notice's buyers, by name. */
  buyerCategories: NamedRef[];
  /** The caller's readable buyer lists holding one of the notice's buyers, by name. */
  buyerLists: NamedRef[];
  cpvCodes: { code: string; name: string; dimensionCode: string }[];
  signals: Signal[];
  relevanceScore: number;
  relevanceLabel: string;
  procurementStage: { id: string; stage: string } | null;
  qualification: string;
  hiddenDate: string | null;
  assignee: { guid: string; firstName: string; lastName: string } | null;
  commentCount: number;
  lists: string[];
  /** The portals that also published this procurement (the other notices of its duplicate group). */
  alsoPublishedOn: string[];
  /** Award details withheld (no AWARDS data type). */
  redacted: boolean;
}

export interface FacetCount {
  key: string;
  count: number;
}

export interface RecordSearchResult {
  results: NoticeView[];
  totalResults: number;
  /** The total is the planner's estimate (more than COUNT_CAP matches). */
  totalIsEstimate: boolean;
  offset: number;
  limit: number;
  nextOffset: number | null;
  facets: { stage: FacetCount[]; countryCode: FacetCount[]; cpvDivision: FacetCount[]; sampled: boolean };
  signals: Signal[];
}

const iso = (v: Date | string | null): string | null => (v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString());
const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** A list named by the filter does not exist: REST answers 404 with an empty result. */
export class ListNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListNotFoundError';
  }
}

/** Buyer lists and record lists of the filter, resolved to ids the caller may read; else 403. */
export async function resolveScope(db: Database, f: RecordFilter, caller: SearchCaller): Promise<SearchScope> {
  const scope: SearchScope = {
    userId: caller.userId,
    teamId: caller.teamId,
    companyId: caller.companyId,
    buyerListIds: [],
    recordListIds: [],
    viewer: caller.viewer,
  };
  if (!f.buyerListIds.length && !f.recordListIds.length) return scope;
  const match = (values: string[]) => {
    const ids = values.filter((v) => /^\d+$/.test(v));
    const guids = values.filter((v) => !/^\d+$/.test(v));
    const parts: SQL[] = [sql`false`];
    if (ids.length) parts.push(sql`l.id::text in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
    if (guids.length) parts.push(sql`l.guid::text in (${sql.join(guids.map((g) => sql`${g.toLowerCase()}`), sql`, `)})`);
    return sql.join(parts, sql` or `);
  };
  const rows = await queryRows<{ kind: string; id: string; guid: string; visible: boolean }>(
    db,
    sql`select 'buyer' as kind, l.id::text as id, l.guid::text as guid,
          (l.company_id = ${caller.companyId} and l.team_id = ${caller.teamId} and (l.sharing_type = 'TEAM' or l.owner_id = ${caller.userId})) as visible
        from buyer_lists l where ${match(f.buyerListIds)}
        union all
        select 'record', l.id::text, l.guid::text,
          (l.company_id = ${caller.companyId} and l.team_id = ${caller.teamId} and (l.sharing_type = 'TEAM' or l.user_id = ${caller.userId}))
        from record_lists l where ${match(f.recordListIds)}`,
  );
  const check = (kind: string, wanted: string[]) => {
    const found = rows.filter((r) => r.kind === kind);
    for (const w of wanted) {
      const row = found.find((r) => r.id === w || r.guid === w.toLowerCase());
      if (!row) throw new ListNotFoundError(`No ${kind} list ${w}`);
      if (!row.visible) throw new ForbiddenError(`You cannot read the ${kind} list ${w}`);
    }
    return [...new Set(found.filter((r) => r.visible).map((r) => Number(r.id)))];
  };
  scope.buyerListIds = check('buyer', f.buyerListIds);
  scope.recordListIds = check('record', f.recordListIds);
  return scope;
}

interface PageRow extends Record<string, unknown> {
  id: string;
  guid: string;
  name: string;
  description: string | null;
  stage: string;
  value: string | number | null;
  value_source: string | null;
  currency: string | null;
  publish_date: Date | string | null;
  close_date: Date | string | null;
  tender_date: Date | string | null;
  award_date: Date | string | null;
  expiry_date: Date | string | null;
  start_date: Date | string | null;
  tender_start_date: Date | string | null;
  tenders_received: number | null;
  country: string | null;
  country_code: string | null;
  language: string | null;
  url: string | null;
  type: string | null;
  created_at: Date | string;
  is_framework: boolean;
  buyer: OrgRef | string | null;
  buyers: OrgRef[] | string | null;
  suppliers: OrgRef[] | string | null;
  is_sme: boolean | null;
  buyer_categories: NamedRef[] | string | null;
  buyer_lists: NamedRef[] | string | null;
  /** 'code division' pairs in the notice's order; names come from `cpvNames`. */
  cpv_codes: string[] | null;
  signal_ids: string[] | null;
  score: number | null;
  ps_id: string | null;
  ps_stage: string | null;
  qualification: string | null;
  qualified_at: Date | string | null;
  assignee: { guid: string; firstName: string; lastName: string } | string | null;
  comment_count: number | string | null;
  list_ids: string[] | null;
  /** ocids of the other notices of the row's duplicate group. */
  duplicate_ocids: string[] | null;
}

/** The team's relevance, joined as `r` when the search sorts by it. */
const relevanceJoinSql = (f: RecordFilter, scope: SearchScope): SQL =>
  f.sort === 'relevance_score' ? sql`left join team_notice_relevance r on r.team_id = ${scope.teamId} and r.notice_id = n.id` : sql``;

/**
 * The search's first statement: the matches, the counts and the page's ids. `m` is the matches (at
 * most COUNT_CAP + 1, one pass over the index bitmap and the heap) with what the rest needs: the
 * sort key, stage, country and CPV divisions. Up to COUNT_CAP matches the page is sorted from `m`;
 * above it (broad filters) `ids` is null and broadPageIdsSql reads the page. Facets count the first
 * FACET_CAP + 1 rows of `m`. One row: `counts` and `ids` (the page's notice ids in order, as text).
 */
export function searchSql(f: RecordFilter, scope: SearchScope, caller: SearchCaller): SQL {
  const where = whereSql(f, scope);
  const relevanceJoin = relevanceJoinSql(f, scope);
  return sql`with m as materialized (
      select n.id, n.stage, n.country_code, n.cpv_divisions, ${sortKeySql(f.sort, caller.viewer)} as sk, n.publish_date as pd
      from notices n ${relevanceJoin} where ${where} limit ${COUNT_CAP + 1}),
    total as (select count(*)::int as n from m),
    fm as materialized (select * from m limit ${FACET_CAP + 1}),
    counts as (select json_build_object(
      'total', (select n from total),
      'facetRows', (select count(*)::int from fm),
      'stage', (select json_agg(json_build_array(x.k, x.c)) from (select fm.stage as k, count(*)::int as c from fm group by fm.stage) x),
      'country', (select json_agg(json_build_array(x.k, x.c)) from (select fm.country_code as k, count(*)::int as c from fm
        where fm.country_code is not null group by fm.country_code) x),
      'cpvDivision', (select json_agg(json_build_array(x.k, x.c)) from (select d as k, count(*)::int as c from fm cross join unnest(fm.cpv_divisions) d
        group by d order by 2 desc, 1 limit 20) x)) as counts),
    ids as (select case when (select n from total) <= ${COUNT_CAP}
        then array(select m.id from m order by ${orderByKeySql(f.sort, f.sortOrder, 'm')} limit ${f.limit} offset ${f.offset}) end as ids)
    select counts.counts, (select ids.ids::text[] from ids) as ids from counts`;
}

/**
 * The page's ids when there are more than COUNT_CAP matches (`ids` of searchSql is null then): an
 * ordered index scan that stops after offset + limit rows. Its own statement, so the common search
 * does not plan this second copy of the WHERE clause (about 1 ms of planning, docs/decisions/0061).
 */
export function broadPageIdsSql(f: RecordFilter, scope: SearchScope, caller: SearchCaller): SQL {
  return sql`select array(select n.id from notices n ${relevanceJoinSql(f, scope)} where ${whereSql(f, scope)}
    order by ${orderSql(f.sort, f.sortOrder, caller.viewer)} limit ${f.limit} offset ${f.offset})::text[] as ids`;
}

/**
 * The page statement: the page's notices whole (buyers, suppliers and their SME flag, contract
 * start, buyer types, the caller's buyer lists, CPV codes, signals and the team's lead data joined
 * in), in the order of `ids`. Its text depends only on whether buyer lists are open to the caller
 * and its plan on nothing but primary keys, so it runs as a prepared statement whose generic plan
 * PostgreSQL reuses: planning it cost 5 ms of a 20 ms search (docs/decisions/0061). The ids go in
 * as text cast to bigint[], so a custom plan's row estimate equals the generic one and the generic
 * plan is chosen.
 */
export function pageSql(ids: readonly string[], scope: SearchScope, caller: SearchCaller): SQL {
  const team = scope.teamId;
  // Every row is read whole; `toNoticeView` projects it for the caller (policy/projection.ts).
  const suppliers = sql`(select json_agg(json_build_object('id', o.id::text, 'guid', o.guid, 'name', o.name) order by o.name)
        from notice_organisations no join organisations o on o.id = no.organisation_id where no.notice_id = n.id and no.role = 'supplier')`;
  // Contract start: awards and contracts (award data), else the lots' contract periods (tender data).
  const lotStart = sql`(select min(l.start_date) from lots l where l.notice_id = n.id)`;
  const startDate = sql`coalesce((select min(x.d) from (select a.start_date as d from awards a where a.notice_id = n.id
        union all select c.start_date from contracts c where c.notice_id = n.id) x), ${lotStart})`;
  // SME: true when an awarded supplier is one, false when every supplier is known not to be, else null.
  const isSme = sql`(select case when bool_or(o.is_sme) then true when bool_and(o.is_sme is not null) then false end
        from notice_organisations no join organisations o on o.id = no.organisation_id where no.notice_id = n.id and no.role = 'supplier')`;
  // The caller's readable buyer lists (the policy's can_read: own, the team's TEAM lists, or granted
  // to the caller or their team), once per statement; each row keeps those holding one of its buyers.
  const visibleBuyerLists = caller.canUseBuyerLists
    ? sql`select bl.id, bl.name from buyer_lists bl where bl.company_id = ${scope.companyId} and (bl.owner_id = ${scope.userId}
        or (bl.sharing_type = 'TEAM' and bl.team_id = ${team})
        or exists (select 1 from buyer_list_permissions p where p.buyer_list_id = bl.id and p.role_name in ('OWNER', 'EDITOR', 'VIEWER')
          and ((p.accessor_type = 'USER' and p.accessor_id = ${scope.userId}) or (p.accessor_type = 'TEAM' and p.accessor_id = ${team}))))`
    : sql`select null::bigint as id, null::text as name where false`;
  return sql`with vbl as materialized (${visibleBuyerLists}),
    ids as (select u.id, u.ord from unnest(${`{${ids.join(',')}}`}::text::bigint[]) with ordinality as u(id, ord))
    select ids.ord, n.id::text as id, n.guid::text as guid, n.name, n.description, n.stage, n.value, n.value_source, n.currency,
      n.publish_date, n.close_date, n.tender_date, n.award_date, n.expiry_date, ${startDate} as start_date, ${lotStart} as tender_start_date, n.tenders_received, n.country, n.country_code,
      n.language, n.url, n.type, n.created_at, n.is_framework,
      case when b.id is null then null else json_build_object('id', b.id::text, 'guid', b.guid, 'name', b.name) end as buyer,
      (select json_agg(json_build_object('id', o.id::text, 'guid', o.guid, 'name', o.name) order by no.is_primary desc, o.name)
        from notice_organisations no join organisations o on o.id = no.organisation_id where no.notice_id = n.id and no.role = 'buyer') as buyers,
      ${suppliers} as suppliers,
      ${isSme} as is_sme,
      (select json_agg(json_build_object('id', x.id::text, 'name', x.name) order by x.name, x.id) from (select distinct bc.id, bc.name
        from buyer_category_assignments ca join buyer_categories bc on bc.id = ca.buyer_category_id where ca.organisation_id = any(n.buyer_ids)) x) as buyer_categories,
      (select json_agg(json_build_object('id', vbl.id::text, 'name', vbl.name) order by lower(vbl.name), vbl.id) from vbl
        where exists (select 1 from buyer_list_entries e where e.buyer_list_id = vbl.id and e.organisation_id = any(n.buyer_ids))) as buyer_lists,
      (select array_agg(c.cpv_code::text || ' ' || c.division::text order by c.position, c.cpv_code)
        from notice_cpv_codes c where c.notice_id = n.id) as cpv_codes,
      rel.signal_ids, rel.score,
      lead.ps_id, lead.ps_stage, lead.qualification, lead.qualified_at, lead.assignee, coalesce(lead.comment_count, 0) as comment_count,
      (select array_agg(l.id::text order by l.id) from record_list_entries e join record_lists l on l.id = e.record_list_id
        where e.notice_id = n.id and l.team_id = ${team} and (l.sharing_type = 'TEAM' or l.user_id = ${scope.userId})) as list_ids,
      (select array_agg(o.ocid order by o.id) from notice_duplicates d join notice_duplicates d2 on d2.group_id = d.group_id and d2.notice_id <> d.notice_id
        join notices o on o.id = d2.notice_id where d.notice_id = n.id) as duplicate_ocids
    from ids join notices n on n.id = ids.id
    left join organisations b on b.id = n.buyer_id
    left join team_notice_relevance rel on rel.team_id = ${team} and rel.notice_id = n.id
    left join lateral (
      select ps.id::text as ps_id, ps.stage as ps_stage, q.qualification, q.updated_at as qualified_at,
        case when u.id is null then null else json_build_object('guid', u.guid, 'firstName', u.first_name, 'lastName', u.last_name) end as assignee,
        (select count(*) from comments cm where cm.company_id = ${scope.companyId} and cm.procurement_stage_id = ps.id and cm.deleted_at is null) as comment_count
      from procurement_stages ps
      left join procurement_stage_qualifications q on q.procurement_stage_id = ps.id and q.team_id = ${team}
      left join procurement_stage_assignees a on a.procurement_stage_id = ps.id and a.team_id = ${team}
      left join users u on u.id = a.user_id
      where ps.notice_id = n.id and ps.stage = ${LEAD_STAGE_SQL}
      limit 1) lead on true
    order by ids.ord`;
}

interface SearchCounts {
  total: number;
  facetRows: number;
  stage: [string, number][] | null;
  country: [string, number][] | null;
  cpvDivision: [string, number][] | null;
}

async function estimateTotal(db: Database, f: RecordFilter, scope: SearchScope): Promise<number> {
  const rows = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) select 1 from notices n where ${whereSql(f, scope)}`);
  const plan = json(rows[0]?.['QUERY PLAN'] as string | { Plan: { 'Plan Rows': number } }[] | null);
  return Math.round(Array.isArray(plan) ? (plan[0]?.Plan['Plan Rows'] ?? 0) : 0);
}

const HIDDEN = new Set(['not_relevant', 'pre_engage_not_relevant']);

/** CPV code → name, per database: reference data whose rows are only ever added (reference/load.ts), read once per code. */
const cpvNameCache = new WeakMap<Database, Map<string, string>>();

/** The names of the page's CPV codes (`PageRow.cpv_codes`), from the cache; the codes it lacks in one statement. */
async function cpvNames(db: Database, rows: readonly PageRow[]): Promise<ReadonlyMap<string, string>> {
  let names = cpvNameCache.get(db);
  if (!names) cpvNameCache.set(db, (names = new Map()));
  const missing = new Set<string>();
  for (const row of rows) for (const pair of row.cpv_codes ?? []) {
    const code = pair.split(' ')[0]!;
    if (!names.has(code)) missing.add(code);
  }
  if (missing.size) {
    const found = await queryRows<{ code: string; name: string }>(
      db,
      sql`select trim(code) as code, name from cpv_codes where code = any(${`{${[...missing].join(',')}}`}::bpchar[])`,
    );
    for (const { code, name } of found) names.set(code, name);
  }
  return names;
}

export function toNoticeView(row: PageRow, signalsById: ReadonlyMap<string, Signal>, caller: SearchCaller, cpvNamesByCode: ReadonlyMap<string, string>): NoticeView {
  const score = row.score ?? 0;
  const qualification = row.qualification ?? 'unqualified';
  return projectNotice(caller.viewer, {
    id: row.id,
    guid: row.guid,
    name: row.name,
    description: row.description,
    stage: row.stage,
    value: row.value === null ? null : Number(row.value),
    valueSrc: row.value_source,
    currency: row.currency,
    publishDate: iso(row.publish_date),
    closeDate: iso(row.close_date),
    tenderDate: iso(row.tender_date),
    awardDate: iso(row.award_date),
    expiryDate: iso(row.expiry_date),
    startDate: iso(row.start_date),
    tenderStartDate: iso(row.tender_start_date),
    tendersReceived: row.tenders_received,
    country: row.country,
    countryCode: row.country_code,
    language: row.language,
    url: row.url,
    canonicalUrlPath: `/records/${row.guid}`,
    type: row.type,
    addedAt: iso(row.created_at) ?? '',
    isFramework: row.is_framework,
    buyer: json(row.buyer),
    buyers: json(row.buyers) ?? [],
    suppliers: json(row.suppliers) ?? [],
    isSme: row.is_sme,
    buyerCategories: json(row.buyer_categories) ?? [],
    buyerLists: json(row.buyer_lists) ?? [],
    cpvCodes: (row.cpv_codes ?? []).map((pair) => {
      const [code = '', dimensionCode = ''] = pair.split(' ');
      return { code, name: cpvNamesByCode.get(code) ?? '', dimensionCode };
    }),
    // In the team's signal order (keyword, partner, competitor, CPV: the chip order).
    signals: [...signalsById.values()].filter((s) => row.signal_ids?.includes(s.id)),
    relevanceScore: score,
    relevanceLabel: relevanceLabel(score),
    procurementStage: row.ps_id ? { id: row.ps_id, stage: row.ps_stage ?? '' } : null,
    qualification,
    hiddenDate: HIDDEN.has(qualification) ? iso(row.qualified_at) : null,
    assignee: json(row.assignee),
    commentCount: Number(row.comment_count ?? 0),
    lists: row.list_ids ?? [],
    alsoPublishedOn: [...new Set((row.duplicate_ocids ?? []).map(portalOfOcid))],
    redacted: false,
  });
}

/** The matches, counts and page ids of a search, from the SQL statements (searchSql, broadPageIdsSql, estimateTotal). */
async function sqlMatches(db: Database, f: RecordFilter, scope: SearchScope, caller: SearchCaller): Promise<Matches> {
  const [found] = await queryRows<{ counts: SearchCounts | string; ids: string[] | null }>(db, searchSql(f, scope, caller));
  const counts = json(found?.counts ?? null);
  if (!counts) throw new Error('The search statement returned no counts');
  const estimated = counts.total > COUNT_CAP;
  const ids = estimated ? ((await queryRows<{ ids: string[] | null }>(db, broadPageIdsSql(f, scope, caller)))[0]?.ids ?? []) : (found?.ids ?? []);
  return {
    total: estimated ? Math.max(COUNT_CAP + 1, await estimateTotal(db, f, scope)) : counts.total,
    estimated,
    sampled: counts.facetRows > FACET_CAP,
    stage: counts.stage ?? [],
    country: counts.country ?? [],
    cpvDivision: counts.cpvDivision ?? [],
    ids,
  };
}

interface Matches {
  total: number;
  estimated: boolean;
  sampled: boolean;
  stage: [string, number][];
  country: [string, number][];
  cpvDivision: [string, number][];
  ids: string[];
}

const facet = (pairs: [string, number][]) =>
  pairs.map(([key, count]) => ({ key: (key ?? '').trim(), count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));

/**
 * The matches from the process's notice search index when it is built and the filter is one it
 * answers (records/searchIndex.ts: exact counts and facets, no heap visit per match), else from SQL.
 * With the index's `verify` option (tests) both run and a difference throws. The SQL statement runs after the
 * index's snapshot, so a write committed in between can make them differ without either being wrong: the
 * comparison is then made again, index first, and throws only when it differs every time (VERIFY_ATTEMPTS).
 */
async function findMatches(db: Database, f: RecordFilter, scope: SearchScope, caller: SearchCaller): Promise<Matches> {
  const index = searchIndexOf(db);
  const indexed = index && supports(f, scope) ? await index.match(f, scope) : null;
  if (!indexed) return sqlMatches(db, f, scope, caller);
  let matches: Matches = { ...indexed, estimated: false, sampled: false };
  if (!index?.options.verify) return matches;
  const view = (m: Matches, facets: boolean) => ({
    total: m.estimated ? null : m.total,
    ids: m.ids,
    facets: facets ? { stage: facet(m.stage), country: facet(m.country), cpv: facet(m.cpvDivision) } : null,
  });
  for (let attempt = 1; ; attempt++) {
    const expected = await sqlMatches(db, f, scope, caller);
    const want = view(expected, !expected.sampled);
    const got = { ...view(matches, !expected.sampled), total: expected.estimated ? null : matches.total };
    if (JSON.stringify(want) === JSON.stringify(got)) return matches;
    const again = attempt < VERIFY_ATTEMPTS ? await index.match(f, scope) : null;
    if (!again) throw new Error(`Search index differs from SQL for ${JSON.stringify(f)}: ${JSON.stringify(got)} vs ${JSON.stringify(want)}`);
    matches = { ...again, estimated: false, sampled: false };
  }
}

/** How many times a verified search (tests) compares the index with SQL before a difference throws. */
const VERIFY_ATTEMPTS = 3;

export async function searchRecords(db: Database, f: RecordFilter, caller: SearchCaller, team?: TeamSignals): Promise<RecordSearchResult> {
  assertFilterable(caller.viewer, f);
  const scope = await resolveScope(db, f, caller);
  const signals = () => (team ? Promise.resolve(team) : sharedTeamSignals(db, caller.teamId));
  const index = searchIndexOf(db);
  // The index's answer does not depend on relevance, so it is found beside the team's signals (one round trip
  // less per search); the SQL search may rank and filter by relevance, so it waits for the signals' catch-up.
  const [teamSignals, m] =
    index && supports(f, scope)
      ? await Promise.all([signals(), findMatches(db, f, scope, caller)])
      : [await signals(), undefined];
  const matches = m ?? (await findMatches(db, f, scope, caller));
  const rows = matches.ids.length ? await queryRowsPrepared<PageRow>(db, pageSql(matches.ids, scope, caller)) : [];
  const signalsById = new Map(teamSignals.signals.map((s) => [s.id, s]));
  const names = await cpvNames(db, rows);
  const results = rows.map((r) => toNoticeView(r, signalsById, caller, names));
  const end = f.offset + results.length;
  return {
    results,
    totalResults: matches.total,
    totalIsEstimate: matches.estimated,
    offset: f.offset,
    limit: f.limit,
    nextOffset: results.length === f.limit && end < matches.total ? end : null,
    facets: { stage: facet(matches.stage), countryCode: facet(matches.country), cpvDivision: facet(matches.cpvDivision), sampled: matches.sampled },
    signals: teamSignals.signals,
  };
}

export const EMPTY_RESULT = (f: Pick<RecordFilter, 'offset' | 'limit'>): RecordSearchResult => ({
  results: [],
  totalResults: 0,
  totalIsEstimate: false,
  offset: f.offset,
  limit: f.limit,
  nextOffset: null,
  facets: { stage: [], countryCode: [], cpvDivision: [], sampled: false },
  signals: [],
});
