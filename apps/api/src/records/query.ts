/**
 * SQL for the record search: one WHERE clause over `notices n` built from a `RecordFilter`. Text,
 * buyers and CPV divisions are conditions on notices' own GIN-indexed columns (one bitmap AND);
 * every other join-table filter is a semi-join (`n.id in (select notice_id …)`) on an index whose
 * leading column is the filter value, so PostgreSQL can drive from the most selective one.
 */
import { sql, type SQL } from 'drizzle-orm';
import { HIDING_QUALIFICATIONS } from '../db/schema/leads';
import { visibleNoticeValueSql, type Viewer } from '../policy/projection';
import { cpvPrefix } from '../signals/signals';
import type { DateField, RecordFilter, SortField } from './filter';

export interface SearchScope {
  userId: number;
  teamId: number;
  companyId: number;
  /** Resolved, visibility-checked list ids (see service.ts). */
  buyerListIds: number[];
  recordListIds: number[];
  /** Who searches: the value filter and sort read the value as this viewer sees it (policy/projection.ts). */
  viewer: Viewer;
}

/** The lead (procurement stage) a notice's current stage belongs to. */
export const LEAD_STAGE_SQL = sql.raw(
  `(case when n.stage in ('PRE_TENDER', 'STALE_PRE_TENDER') then 'PRE_TENDER' when n.stage = 'AWARDED' then 'AWARD' else 'TENDER' end)`,
);

const DATE_COLUMNS: Record<DateField, string> = {
  award_date: 'n.award_date',
  close_date: 'n.close_date',
  added_date: 'n.created_at',
  expiry_date: 'n.expiry_date',
  publish_date: 'n.publish_date',
};

const list = (values: readonly (string | number)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const textList = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const idList = (values: readonly number[]) => sql.join(values.map((v) => sql`${v}::bigint`), sql`, `);

/** One tsquery OR-ing several websearch queries: a single GIN scan. */
export function anyOfTsQuery(terms: readonly string[]): SQL {
  return sql.join(
    terms.map((t) => sql`websearch_to_tsquery('english'::regconfig, ${t})`),
    sql` || `,
  );
}

/** Organisations named by ids or guids (strings of digits are ids). */
function orgIdsSql(values: readonly string[]): SQL {
  const ids = values.filter((v) => /^\d+$/.test(v)).map(Number);
  const guids = values.filter((v) => !/^\d+$/.test(v));
  const parts: SQL[] = [];
  if (ids.length) parts.push(sql`id in (${idList(ids)})`);
  if (guids.length) parts.push(sql`guid in (${sql.join(guids.map((g) => sql`${g}::uuid`), sql`, `)})`);
  return sql`select id from organisations where ${sql.join(parts, sql` or `)}`;
}

function cpvRangesSql(codes: readonly string[]): SQL {
  return sql.join(
    codes.map((code) => {
      const p = cpvPrefix(code);
      return sql`c.cpv_code between ${p.padEnd(8, '0')}::bpchar and ${p.padEnd(8, '9')}::bpchar`;
    }),
    sql` or `,
  );
}

/** The filter has a condition `notices_filter_gin_idx` serves: words, a buyer filter or CPV divisions. */
function usesFilterIndex(f: RecordFilter, scope: SearchScope): boolean {
  return (
    Boolean(f.text) ||
    f.keywords.length > 0 ||
    f.cpvDimensions.length > 0 ||
    f.buyerIds.length > 0 ||
    f.buyerGuids.length > 0 ||
    f.buyerCategoryIds.length > 0 ||
    f.buyerCountryCodes.length > 0 ||
    f.buyerRegionIds.length > 0 ||
    scope.buyerListIds.length > 0
  );
}

export function whereSql(f: RecordFilter, scope: SearchScope): SQL {
  const w: SQL[] = [];
  const team = scope.teamId;
  if (f.noticeIds) w.push(f.noticeIds.length ? sql`n.id in (${idList(f.noticeIds)})` : sql`false`);
  // One notice, shown once (docs/decisions/0028-duplicate-notices.md): a search shows a duplicate
  // group's primary only; a lookup of given notices or of a notice list shows what was asked for.
  if (!f.noticeIds && scope.recordListIds.length === 0) {
    w.push(sql`not exists (select 1 from notice_duplicates dup where dup.notice_id = n.id and dup.group_id <> n.id)`);
  }
  if (f.text) w.push(sql`n.search @@ websearch_to_tsquery('english'::regconfig, ${f.text})`);
  if (f.keywords.length) w.push(sql`n.search @@ (${anyOfTsQuery(f.keywords)})`);
  if (f.excludeKeywords.length) w.push(sql`not (n.search @@ (${anyOfTsQuery(f.excludeKeywords)}))`);
  if (f.stages.length) {
    // With another condition on notices_filter_gin_idx the stage is one more key of that GIN scan
    // (its `array[stage]` column, docs/decisions/0061): the scan hands the heap only true matches. Alone it
    // stays `in`, so the stage btree (stage, publish date) can serve it.
    w.push(usesFilterIndex(f, scope) ? sql`array[n.stage] && array[${textList(f.stages)}]::text[]` : sql`n.stage in (${textList(f.stages)})`);
  }
  if (f.countryCodes.length) w.push(sql`n.country_code in (${textList(f.countryCodes)})`);

  // Buyer filters match any buyer of the notice (notices.buyer_ids, copied from
  // notice_organisations): its GIN index ANDs with the full-text and CPV indexes in one bitmap.
  const anyBuyer = (ids: SQL) => sql`n.buyer_ids && ${ids}`;
  if (f.buyerIds.length) w.push(anyBuyer(sql`array[${idList(f.buyerIds)}]`));
  if (f.buyerGuids.length) w.push(anyBuyer(sql`array(${orgIdsSql(f.buyerGuids)})`));
  if (f.buyerCategoryIds.length) {
    w.push(anyBuyer(sql`array(select organisation_id from buyer_category_assignments where buyer_category_id in
      (select id from buyer_categories where id in (${idList(f.buyerCategoryIds)}) or parent_id in (${idList(f.buyerCategoryIds)})))`));
  }
  if (f.buyerCountryCodes.length) {
    w.push(anyBuyer(sql`array(select id from organisations where country_code in (${textList(f.buyerCountryCodes)}))`));
  }
  if (f.buyerRegionIds.length) {
    w.push(anyBuyer(sql`array(select id from organisations where ${sql.join(
      f.buyerRegionIds.map((r) => sql`nuts_region_id like ${`${r}%`}`),
      sql` or `,
    )})`));
  }
  if (f.deliveryRegionIds.length) {
    // The regions under the chosen prefixes (a small table), then the notices' GIN index.
    w.push(sql`n.delivery_region_ids && array(select id from regions where ${sql.join(
      f.deliveryRegionIds.map((r) => sql`id like ${`${r}%`}`),
      sql` or `,
    )})`);
  }
  if (scope.buyerListIds.length) {
    w.push(anyBuyer(sql`array(select organisation_id from buyer_list_entries where buyer_list_id in (${idList(scope.buyerListIds)}))`));
  }
  if (scope.recordListIds.length) {
    w.push(sql`n.id in (select notice_id from record_list_entries where record_list_id in (${idList(scope.recordListIds)}))`);
  }

  for (const [field, range] of Object.entries(f.dates) as [DateField, NonNullable<RecordFilter['dates'][DateField]>][]) {
    const col = sql.raw(DATE_COLUMNS[field]);
    const bounds: SQL[] = [];
    if (range.from) bounds.push(sql`${col} >= ${range.from.toISOString()}::timestamptz`);
    if (range.to) bounds.push(sql`${col} <= ${range.to.toISOString()}::timestamptz`);
    const inRange = bounds.length ? sql.join(bounds, sql` and `) : sql`${col} is not null`;
    w.push(range.includeNulls ? sql`(${inRange} or ${col} is null)` : sql`(${inRange})`);
  }
  if (f.value) {
    // Over the value the caller sees: a withheld award value is unknown here, never compared.
    const value = visibleNoticeValueSql(scope.viewer);
    const bounds: SQL[] = [];
    if (f.value.from !== null) bounds.push(sql`${value} >= ${f.value.from}`);
    if (f.value.to !== null) bounds.push(sql`${value} <= ${f.value.to}`);
    const inRange = bounds.length ? sql.join(bounds, sql` and `) : sql`${value} is not null`;
    w.push(f.value.nulls ? sql`(${inRange} or ${value} is null)` : sql`(${inRange})`);
  }

  if (f.cpvDimensions.length) {
    w.push(sql`n.cpv_divisions && array[${textList(f.cpvDimensions)}]::text[]`);
  }
  if (f.cpvCodes.length) w.push(sql`n.id in (select c.notice_id from notice_cpv_codes c where ${cpvRangesSql(f.cpvCodes)})`);
  if (f.suppliers.length) {
    w.push(sql`n.id in (select notice_id from notice_organisations where role = 'supplier' and organisation_id in (${orgIdsSql(f.suppliers)}))`);
  }
  if (f.supplierSme !== 'all') {
    const chosen = f.suppliers.length ? sql` and no.organisation_id in (${orgIdsSql(f.suppliers)})` : sql``;
    const smeSupplier = sql`select no.notice_id from notice_organisations no join organisations o on o.id = no.organisation_id
      where no.role = 'supplier' and o.is_sme${chosen}`;
    w.push(f.supplierSme === 'only' ? sql`n.id in (${smeSupplier})` : sql`n.id not in (${smeSupplier})`);
  }
  if (f.lotIds.length) w.push(sql`n.id in (select notice_id from lots where id in (${idList(f.lotIds)}))`);
  if (f.frameworks.length) {
    const ids = f.frameworks.filter((v) => /^\d+$/.test(v)).map(Number);
    const guids = f.frameworks.filter((v) => !/^\d+$/.test(v));
    const which: SQL[] = [];
    if (ids.length) which.push(sql`fw.id in (${idList(ids)})`);
    if (guids.length) which.push(sql`fw.guid in (${sql.join(guids.map((g) => sql`${g}::uuid`), sql`, `)})`);
    const fw = sql.join(which, sql` or `);
    w.push(sql`n.id in (select fw.notice_id from frameworks fw where ${fw}
      union all select co.notice_id from framework_call_offs co join frameworks fw on fw.id = co.framework_id where ${fw})`);
  }

  // Team lead state: hidden notices, qualifications, assignees (the lead of the notice's current stage).
  const hiding = textList(HIDING_QUALIFICATIONS);
  const leadQualification = (cond: SQL) => sql`exists (select 1 from procurement_stage_qualifications q
      join procurement_stages ps on ps.id = q.procurement_stage_id
      where q.team_id = ${team} and ps.notice_id = n.id and ps.stage = ${LEAD_STAGE_SQL} and ${cond})`;
  let quals = [...f.qualifications];
  if (f.includeAllDisqualifiedStates && quals.some((q) => HIDING_QUALIFICATIONS.includes(q))) {
    quals = [...new Set([...quals, ...HIDING_QUALIFICATIONS])];
  }
  const asksHidden = quals.some((q) => HIDING_QUALIFICATIONS.includes(q));
  if (!f.showHidden && !asksHidden) w.push(sql`not ${leadQualification(sql`q.qualification in (${hiding})`)}`);
  if (quals.length) {
    const named = quals.filter((q) => q !== 'unqualified');
    const parts: SQL[] = [];
    if (named.length) parts.push(leadQualification(sql`q.qualification in (${textList(named)})`));
    if (quals.includes('unqualified')) parts.push(sql`not ${leadQualification(sql`true`)}`);
    w.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  if (f.assignees.length) {
    const guids = f.assignees.filter((a) => a !== 'unassigned');
    const assigned = (cond: SQL) => sql`exists (select 1 from procurement_stage_assignees a
      join procurement_stages ps on ps.id = a.procurement_stage_id
      where a.team_id = ${team} and ps.notice_id = n.id and ps.stage = ${LEAD_STAGE_SQL} and ${cond})`;
    const parts: SQL[] = [];
    if (guids.length) parts.push(assigned(sql`a.user_id in (select id from users where guid in (${sql.join(guids.map((g) => sql`${g}::uuid`), sql`, `)}))`));
    if (f.assignees.includes('unassigned')) parts.push(sql`not ${assigned(sql`true`)}`);
    w.push(sql`(${sql.join(parts, sql` or `)})`);
  }

  // Signals and relevance (materialised per team: signals/relevance.ts).
  if (f.signals.length) {
    w.push(sql`n.id in (select notice_id from team_signal_matches where team_id = ${team} and signal_id in (${textList(f.signals)}))`);
  }
  if (f.signalCategories.length) {
    w.push(sql`n.id in (select notice_id from team_signal_matches where team_id = ${team} and (${sql.join(
      f.signalCategories.map((c) => sql`signal_id like ${`${c}:%`}`),
      sql` or `,
    )}))`);
  }
  if (f.relevanceScores.length) {
    const positive = f.relevanceScores.filter((s) => s > 0);
    if (f.relevanceScores.includes(0)) {
      const others = [1, 2, 3].filter((s) => !positive.includes(s));
      if (others.length) {
        w.push(sql`n.id not in (select notice_id from team_notice_relevance where team_id = ${team} and score in (${list(others)}))`);
      }
    } else {
      w.push(sql`n.id in (select notice_id from team_notice_relevance where team_id = ${team} and score in (${list(positive)}))`);
    }
  }
  return w.length ? sql.join(w, sql` and `) : sql`true`;
}

const SORT_COLUMNS: Record<Exclude<SortField, 'relevance_score' | 'value'>, string> = {
  publish_date: 'n.publish_date',
  published_date: 'n.publish_date',
  close_date: 'n.close_date',
  award_date: 'n.award_date',
  expiry_date: 'n.expiry_date',
  added_date: 'n.created_at',
  date_added: 'n.created_at',
  title: 'n.name',
  stage: 'n.stage',
  country: 'n.country_code',
};

/**
 * The sort key of a notice (over `n` and, for relevance, `r`): the `sk` column of the matches. The
 * value sorts by the value the viewer sees (withheld award values sort as unknown, last).
 */
export function sortKeySql(sort: SortField, viewer: Viewer): SQL {
  if (sort === 'value') return visibleNoticeValueSql(viewer);
  return sql.raw(sort === 'relevance_score' ? 'coalesce(r.score, 0)' : SORT_COLUMNS[sort]);
}

/** `orderSql` over rows that carry `id`, `sk` (sortKeySql) and `pd` (publish date). */
export function orderByKeySql(sort: SortField, order: 'asc' | 'desc', alias: string): SQL {
  const dir = order === 'asc' ? 'asc' : 'desc';
  if (sort === 'relevance_score') return sql.raw(`${alias}.sk ${dir}, ${alias}.pd desc nulls last, ${alias}.id desc`);
  return sql.raw(`${alias}.sk ${dir} nulls last, ${alias}.id ${dir}`);
}

/** ORDER BY with a unique tie-breaker (stable paging); nulls always last. */
export function orderSql(sort: SortField, order: 'asc' | 'desc', viewer: Viewer): SQL {
  const dir = order === 'asc' ? 'asc' : 'desc';
  if (sort === 'relevance_score') {
    return sql.raw(`coalesce(r.score, 0) ${dir}, n.publish_date desc nulls last, n.id desc`);
  }
  return sql`${sortKeySql(sort, viewer)} ${sql.raw(dir)} nulls last, n.id ${sql.raw(dir)}`;
}
