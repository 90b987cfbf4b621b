/**
 * Organisation reads: organisation search (trigram on names), supplier search and stats, buyer
 * stats, buyer CPV stats, buyer categories and CPV codes. Each is one SQL statement (a list never
 * costs a query per row); callers check the policy first (routes.ts, graphql.ts).
 */
import type { SpendSource } from '@tenderlens/domain/spend';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import { visibleOrganisationsSql, type Viewer } from '../policy/projection';
import type { TeamSignals } from '../signals/relevance';
import type { Signal } from '../signals/signals';
import { supplierSort } from './rules';
import { supplierSpendTotals } from '../spend/service';

const iso = (v: Date | string | null): string | null => (v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString());
const guidList = (guids: readonly string[]) => sql.join(guids.map((g) => sql`${g}::uuid`), sql`, `);
const idList = (ids: readonly number[]) => sql.join(ids.map((i) => sql`${i}::bigint`), sql`, `);
const textList = (v: readonly string[]) => sql.join(v.map((x) => sql`${x}`), sql`, `);

export interface OrganisationView {
  id: string;
  guid: string;
  name: string;
  countryCode: string | null;
  primaryRole: string;
  noticeCount: number;
  aliases: string[];
  isSme: boolean | null;
  oscarId: string | null;
  town: string | null;
  url: string | null;
  /** Buyer categories assigned to the organisation (spec 2§3 categories: buyer_category_id, source), by name. */
  categories: { buyerCategoryId: string; name: string; source: string }[];
  /** The NUTS region of its address (spec 2§3 nuts_location), when the importer could place it. */
  nutsLocation: { id: string; name: string } | null;
}

export interface OrganisationSearch {
  text?: string | undefined;
  sortBy: 'relevance' | 'notice_count' | 'name';
  sortOrder: 'asc' | 'desc';
  primaryRole?: 'BUYER' | 'SUPPLIER' | undefined;
  ids: string[];
  names: string[];
  countryCodes: string[];
  isSme?: boolean | undefined;
  limit: number;
  page: number;
  /** Who searches: suppliers only with SUPPLIERS (policy/projection.ts). */
  viewer: Viewer;
}

interface OrgRow extends Record<string, unknown> {
  id: string;
  guid: string;
  name: string;
  country_code: string | null;
  primary_role: string;
  notice_count: number;
  aliases: string[];
  is_sme: boolean | null;
  oscar_id: string | null;
  town: string | null;
  url: string | null;
  categories: { buyer_category_id: string; name: string; source: string }[] | null;
  nuts_region_id: string | null;
  nuts_region_name: string | null;
  total: number | string;
}

const toOrg = (r: OrgRow): OrganisationView => ({
  id: r.id,
  guid: r.guid,
  name: r.name,
  countryCode: r.country_code?.trim() ?? null,
  primaryRole: r.primary_role,
  noticeCount: r.notice_count,
  aliases: r.aliases,
  isSme: r.is_sme,
  oscarId: r.oscar_id,
  town: r.town,
  url: r.url,
  categories: (r.categories ?? []).map((c) => ({ buyerCategoryId: c.buyer_category_id, name: c.name, source: c.source })),
  nutsLocation: r.nuts_region_id && r.nuts_region_name ? { id: r.nuts_region_id, name: r.nuts_region_name } : null,
});

export async function searchOrganisations(db: Executor, q: OrganisationSearch): Promise<{ orgs: OrganisationView[]; total: number }> {
  const w: SQL[] = [sql`not o.is_archived`, visibleOrganisationsSql(q.viewer)];
  const text = q.text?.trim();
  if (text) {
    // pg_trgm: the GIN index answers ILIKE (3+ characters) and the % similarity operator.
    w.push(sql`(o.name ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or o.name % ${text})`);
  }
  if (q.primaryRole) w.push(sql`o.primary_role = ${q.primaryRole}`);
  if (q.ids.length) {
    const ids = q.ids.filter((i) => /^\d+$/.test(i)).map(Number);
    const guids = q.ids.filter((i) => !/^\d+$/.test(i));
    const parts: SQL[] = [sql`false`];
    if (ids.length) parts.push(sql`o.id in (${idList(ids)})`);
    if (guids.length) parts.push(sql`o.guid in (${guidList(guids)})`);
    w.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  if (q.names.length) w.push(sql`lower(o.name) in (${textList(q.names.map((n) => n.toLowerCase()))})`);
  if (q.countryCodes.length) w.push(sql`o.country_code in (${textList(q.countryCodes)})`);
  if (q.isSme !== undefined) w.push(sql`o.is_sme = ${q.isSme}`);
  const dir = sql.raw(q.sortOrder === 'asc' ? 'asc' : 'desc');
  const order =
    q.sortBy === 'relevance' && text
      ? sql`similarity(o.name, ${text}) ${dir}, o.notice_count desc, o.id`
      : q.sortBy === 'name'
        ? sql`o.name ${dir}, o.id`
        : sql`o.notice_count ${dir}, o.name, o.id`;
  const rows = await queryRows<OrgRow>(
    db,
    sql`select o.id::text as id, o.guid::text as guid, o.name, o.country_code, o.primary_role, o.notice_count, o.aliases, o.is_sme,
          o.oscar_id, o.town, o.url, o.nuts_region_id, (select r.name from regions r where r.id = o.nuts_region_id) as nuts_region_name,
          (select json_agg(json_build_object('buyer_category_id', bc.id::text, 'name', bc.name, 'source', a.source) order by bc.name)
             from buyer_category_assignments a join buyer_categories bc on bc.id = a.buyer_category_id where a.organisation_id = o.id) as categories,
          count(*) over () as total
        from organisations o where ${sql.join(w, sql` and `)}
        order by ${order} limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && q.page > 1) {
    const [c] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from organisations o where ${sql.join(w, sql` and `)}`);
    total = c?.n ?? 0;
  }
  return { orgs: rows.map(toOrg), total };
}

// ── Suppliers ────────────────────────────────────────────────────────────────────────────────────

export interface SupplierSearch {
  text?: string | undefined;
  sort?: 'name' | 'awards_count' | 'expiries_count' | 'latest_activity' | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
  limit: number;
  offset: number;
  /** Signal ids (competitor:/partner: pick suppliers; keyword:/cpv: pick suppliers of matched notices). */
  signals: string[];
  buyerGuids: string[];
  buyerIds: number[];
  /** Resolved and visibility-checked by the caller. */
  buyerListIds: number[];
  buyerName?: string | undefined;
  /** Buyer types (buyer categories; a category covers its children): awards of buyers of those types. */
  buyerCategoryIds?: number[] | undefined;
  showKeyAccountsOnly: boolean;
  supplierGuids?: string[] | undefined;
  /** true: only SMEs; false: hide SMEs; undefined: show all. */
  isSme?: boolean | undefined;
  countryCodes?: string[] | undefined;
}

/** Framework activity of a supplier, computed from awards on framework notices and call-offs. */
export interface SupplierFrameworkStats {
  /** Distinct lots (or whole awards without lots) awarded to the supplier on framework notices. */
  frameworkLots: number;
  /** Call-off notices (awarded under a framework) on which the supplier was awarded. */
  frameworkCallOffs: number;
  /** Latest award date of either. */
  frameworkLastActivity: string | null;
  /** The framework holding most of those call-offs (the call-offs link opens it); null without call-offs. */
  callOffFrameworkGuid: string | null;
}

export interface SupplierRow extends SupplierFrameworkStats {
  id: string;
  guid: string;
  name: string;
  country: string | null;
  countryCode: string | null;
  isSme: boolean | null;
  awardsCount: number;
  expiriesCount: number;
  latestActivity: string | null;
  signals: Signal[];
  /**
   * Contract-award value awarded to the supplier in the search's scope (docs/decisions/0015): null when
   * the caller lacks the SPEND data type (policy/projection.ts `projectSupplierSpend`), never a made-up figure.
   */
  spend: SupplierSpend | null;
}

/** A supplier row's spend and where it comes from: invoiced payments where the buyers' files name it, else award values (decisions 0015, 0046). */
export type SupplierSpend = SpendStats & { source: SpendSource; synthetic?: boolean };

interface SupplierSqlRow extends Record<string, unknown> {
  id: string;
  guid: string;
  name: string;
  country: string | null;
  country_code: string | null;
  is_sme: boolean | null;
  awards_count: number | null;
  expiries_count: number | null;
  latest_activity: Date | string | null;
  spend_total: number | string | null;
  spend_awards: number | null;
  spend_valued: number | null;
  total: number | string;
}

/** Awards that count towards spend: not cancelled, unsuccessful or pending (as in buyer CPV stats). */
const COUNTED_AWARD = sql`coalesce(a.status, 'active') not in ('cancelled', 'unsuccessful', 'pending')`;

/**
 * The horizon of every "upcoming expiries" count (buyer and supplier stats, the suppliers table):
 * the expiring-contract panel's default window (spec 2§9: 1 to 5 years, default 3), so a page's
 * header figure and its panel agree. The web app labels it ('Upcoming expiries (next 3 years)').
 */
export const UPCOMING_EXPIRY_YEARS = 3;

/** An award of `a` counted and ending (max extent, else end) after now and within the horizon. */
function upcomingExpiry(now: Date): SQL {
  const to = new Date(now);
  to.setUTCFullYear(to.getUTCFullYear() + UPCOMING_EXPIRY_YEARS);
  return sql`(${COUNTED_AWARD} and coalesce(a.max_extent_date, a.end_date) > ${now.toISOString()}::timestamptz
    and coalesce(a.max_extent_date, a.end_date) <= ${to.toISOString()}::timestamptz)`;
}

/**
 * A supplier row's spend (spec 2§3 "Spend stats") from its awards in scope: the value of every counted
 * award naming it (an award shared by several suppliers counts in full for each; the data has no split),
 * the number of those awards, their average over the valued ones, and the share to SMEs, which for one
 * supplier is all or nothing (null when its SME status is unknown or nothing is valued).
 */
function supplierSpend(r: Pick<SupplierSqlRow, 'spend_total' | 'spend_awards' | 'spend_valued' | 'is_sme'>): SpendStats {
  const total = Number(r.spend_total ?? 0);
  const valued = r.spend_valued ?? 0;
  return {
    totalValue: total,
    totalAwarded: r.spend_awards ?? 0,
    avgContractValue: valued ? Math.round((total / valued) * 100) / 100 : null,
    percentToSmes: total > 0 && r.is_sme !== null ? (r.is_sme ? 100 : 0) : null,
  };
}

async function guidsOfIds(db: Executor, ids: readonly number[]): Promise<string[]> {
  const rows = await queryRows<{ guid: string }>(db, sql`select guid::text as guid from organisations where id in (${idList([...ids])})`);
  return rows.map((r) => r.guid);
}

/** Competitor/partner signals of a supplier (at most 3 per row, spec 2§9). */
function supplierSignals(guid: string, team: TeamSignals): Signal[] {
  return team.signals.filter((s) => s.id === `competitor:${guid}` || s.id === `partner:${guid}`).slice(0, 3);
}

/** Awards of a supplier, optionally only on notices of some buyers: the aggregate of the table. */
function awardsScopeSql(s: SupplierSearch, teamId: number): SQL {
  const w: SQL[] = [];
  if (s.buyerCategoryIds?.length) {
    const ids = idList(s.buyerCategoryIds);
    w.push(sql`n.buyer_id in (select organisation_id from buyer_category_assignments where buyer_category_id in
      (select id from buyer_categories where id in (${ids}) or parent_id in (${ids})))`);
  }
  if (s.buyerIds.length || s.buyerGuids.length || s.buyerListIds.length || s.buyerName) {
    const parts: SQL[] = [];
    if (s.buyerIds.length) parts.push(sql`n.buyer_id in (${idList(s.buyerIds)})`);
    if (s.buyerGuids.length) parts.push(sql`n.buyer_id in (select id from organisations where guid in (${guidList(s.buyerGuids)}))`);
    if (s.buyerListIds.length) {
      parts.push(sql`n.buyer_id in (select organisation_id from buyer_list_entries where buyer_list_id in (${idList(s.buyerListIds)}))`);
    }
    if (s.buyerName) parts.push(sql`n.buyer_id in (select id from organisations where name ilike ${`%${s.buyerName}%`})`);
    w.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  const noticeSignals = s.signals.filter((id) => id.startsWith('keyword:') || id.startsWith('cpv:'));
  if (noticeSignals.length) {
    w.push(sql`n.id in (select notice_id from team_signal_matches where team_id = ${teamId} and signal_id in (${textList(noticeSignals)}))`);
  }
  return w.length ? sql.join(w, sql` and `) : sql`true`;
}

/** The WHERE, the awards aggregate and the order of a supplier search: the table and its export share them. */
function supplierSearchSql(s: SupplierSearch, team: TeamSignals, now: Date) {
  const { sort, sortOrder } = supplierSort({ ...s, buyerIds: [...s.buyerIds, ...s.buyerGuids] });
  const w: SQL[] = [sql`o.primary_role = 'SUPPLIER'`, sql`not o.is_archived`];
  const text = s.text?.trim();
  if (text) w.push(sql`(o.name ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or o.name % ${text})`);
  const orgSignals = s.signals.filter((id) => id.startsWith('competitor:') || id.startsWith('partner:'));
  if (orgSignals.length) w.push(sql`o.guid::text in (${textList(orgSignals.map((id) => id.slice(id.indexOf(':') + 1)))})`);
  if (s.supplierGuids?.length) w.push(sql`o.guid in (${guidList(s.supplierGuids)})`);
  if (s.isSme !== undefined) w.push(s.isSme ? sql`o.is_sme is true` : sql`o.is_sme is not true`);
  if (s.countryCodes?.length) w.push(sql`o.country_code in (${textList(s.countryCodes)})`);
  if (s.showKeyAccountsOnly) {
    const keyGuids = team.signals.filter((x) => x.category === 'competitor' || x.category === 'partner').map((x) => x.id.split(':')[1] ?? '');
    w.push(keyGuids.length ? sql`o.guid::text in (${textList(keyGuids)})` : sql`false`);
  }
  const scoped = Boolean(
    s.buyerIds.length ||
      s.buyerGuids.length ||
      s.buyerListIds.length ||
      s.buyerName ||
      s.buyerCategoryIds?.length ||
      s.signals.some((x) => !x.startsWith('competitor:') && !x.startsWith('partner:')),
  );
  const aggregate = sql`select sa.organisation_id, count(distinct a.id)::int as awards_count,
      count(distinct a.id) filter (where ${upcomingExpiry(now)})::int as expiries_count,
      max(coalesce(a.award_date, a.date_published)) as latest_activity,
      sum(a.value) filter (where ${COUNTED_AWARD}) as spend_total,
      count(*) filter (where ${COUNTED_AWARD})::int as spend_awards,
      count(a.value) filter (where ${COUNTED_AWARD})::int as spend_valued
    from award_suppliers sa join awards a on a.id = sa.award_id join notices n on n.id = a.notice_id
    where ${awardsScopeSql(s, team.teamId)}`;
  const dir = sortOrder === 'asc' ? 'asc' : 'desc';
  const orderCol = { name: 'o.name', awards_count: 'coalesce(agg.awards_count, 0)', expiries_count: 'coalesce(agg.expiries_count, 0)', latest_activity: 'agg.latest_activity' }[sort];
  return { sort, sortOrder, where: sql.join(w, sql` and `), scoped, aggregate, dir, orderCol };
}

/**
 * Every supplier id the search matches, in the table's order (no paging): what an export of the
 * table's search writes, so the file holds the rows the table shows.
 */
export async function searchSupplierIds(db: Executor, s: SupplierSearch, team: TeamSignals, now: Date): Promise<number[]> {
  const q = supplierSearchSql(s, team, now);
  const rows =
    q.sort === 'name' && !q.scoped
      ? await queryRows<{ id: string }>(db, sql`select o.id::text as id from organisations o where ${q.where} order by o.name ${sql.raw(q.dir)}, o.id`)
      : await queryRows<{ id: string }>(
          db,
          sql`with agg as (${q.aggregate} and sa.organisation_id in (select o.id from organisations o where ${q.where}) group by sa.organisation_id)
            select o.id::text as id from organisations o ${q.scoped ? sql`join` : sql`left join`} agg on agg.organisation_id = o.id
            where ${q.where} order by ${sql.raw(q.orderCol)} ${sql.raw(q.dir)} nulls last, o.name, o.id`,
        );
  return rows.map((r) => Number(r.id));
}

export async function searchSuppliers(
  db: Executor,
  s: SupplierSearch,
  team: TeamSignals,
  now: Date,
): Promise<{ results: SupplierRow[]; total: number; sort: string; sortOrder: 'asc' | 'desc' }> {
  const { sort, sortOrder, where, scoped, aggregate, dir, orderCol } = supplierSearchSql(s, team, now);
  const columns = sql`o.id::text as id, o.guid::text as guid, o.name, o.country, o.country_code, o.is_sme`;
  let rows: SupplierSqlRow[];
  if (sort === 'name' && !scoped) {
    // Page by name first (index organisations_role_name_idx), then aggregate the page only.
    rows = await queryRows<SupplierSqlRow>(
      db,
      sql`with page as (select o.id, o.guid, o.name, o.country, o.country_code, o.is_sme, count(*) over () as total
            from organisations o where ${where} order by o.name ${sql.raw(dir)}, o.id limit ${s.limit} offset ${s.offset})
          select o.id::text as id, o.guid::text as guid, o.name, o.country, o.country_code, o.is_sme, o.total,
            agg.awards_count, agg.expiries_count, agg.latest_activity, agg.spend_total, agg.spend_awards, agg.spend_valued
          from page o left join lateral (${aggregate} and sa.organisation_id = o.id group by sa.organisation_id) agg on true
          order by o.name ${sql.raw(dir)}, o.id`,
    );
  } else {
    const join = scoped ? sql`join` : sql`left join`;
    rows = await queryRows<SupplierSqlRow>(
      db,
      sql`with agg as (${aggregate} and sa.organisation_id in (select o.id from organisations o where ${where}) group by sa.organisation_id)
          select ${columns}, agg.awards_count, agg.expiries_count, agg.latest_activity, agg.spend_total, agg.spend_awards, agg.spend_valued,
            count(*) over () as total
          from organisations o ${join} agg on agg.organisation_id = o.id
          where ${where}
          order by ${sql.raw(orderCol)} ${sql.raw(dir)} nulls last, o.name, o.id limit ${s.limit} offset ${s.offset}`,
    );
  }
  const framework = await supplierFrameworkStats(db, rows.map((r) => r.id));
  // Invoiced spend replaces award values where payment files name the supplier, in the same buyer scope
  // (a buyer filter by id or guid); other scopes (lists, types, names, signals) have no payment equivalent.
  const invoicedScope = !s.buyerListIds.length && !s.buyerName && !(s.buyerCategoryIds?.length ?? 0) && !s.signals.some((x) => x.startsWith('keyword:') || x.startsWith('cpv:'));
  const buyerGuids = invoicedScope && s.buyerIds.length ? [...s.buyerGuids, ...(await guidsOfIds(db, s.buyerIds))] : s.buyerGuids;
  const invoiced = invoicedScope ? await supplierSpendTotals(db, rows.map((r) => Number(r.id)), buyerGuids) : new Map();
  return {
    results: rows.map((r) => ({
      ...(framework.get(r.id) ?? { frameworkLots: 0, frameworkCallOffs: 0, frameworkLastActivity: null, callOffFrameworkGuid: null }),
      id: r.id,
      guid: r.guid,
      name: r.name,
      country: r.country,
      countryCode: r.country_code?.trim() ?? null,
      isSme: r.is_sme,
      awardsCount: r.awards_count ?? 0,
      expiriesCount: r.expiries_count ?? 0,
      latestActivity: iso(r.latest_activity),
      signals: supplierSignals(r.guid, team),
      spend: invoiced.get(Number(r.id)) ? { ...invoiced.get(Number(r.id))!, source: 'invoiced' as const } : { ...supplierSpend(r), source: 'awarded' as const },
    })),
    total: Number(rows[0]?.total ?? 0),
    sort,
    sortOrder,
  };
}

/**
 * Framework columns of a page of suppliers, in one statement: lots awarded on framework notices
 * (an award without related lots counts as one), call-offs awarded, and the latest of those awards.
 */
export async function supplierFrameworkStats(db: Executor, organisationIds: readonly string[]): Promise<Map<string, SupplierFrameworkStats>> {
  if (!organisationIds.length) return new Map();
  const rows = await queryRows<{ id: string; lots: number; call_offs: number; last: Date | string | null; top: string | null }>(
    db,
    sql`with ids as (select unnest(array[${idList(organisationIds.map(Number))}]) as id),
        fw as (select sa.organisation_id as id,
            count(distinct a.notice_id::text || ':' || coalesce(l.lot, '#' || a.award_key))::int as lots,
            max(coalesce(a.award_date, a.date_published)) as last
          from award_suppliers sa join awards a on a.id = sa.award_id join frameworks f on f.notice_id = a.notice_id
          left join lateral unnest(case when cardinality(a.related_lots) > 0 then a.related_lots else array[null::text] end) l(lot) on true
          where sa.organisation_id in (select id from ids) group by sa.organisation_id),
        co as (select sa.organisation_id as id, count(distinct c.notice_id)::int as call_offs, max(coalesce(a.award_date, a.date_published)) as last
          from award_suppliers sa join awards a on a.id = sa.award_id join framework_call_offs c on c.notice_id = a.notice_id
          where sa.organisation_id in (select id from ids) group by sa.organisation_id),
        top as (select distinct on (sa.organisation_id) sa.organisation_id as id, f.guid::text as guid
          from award_suppliers sa join awards a on a.id = sa.award_id join framework_call_offs c on c.notice_id = a.notice_id
          join frameworks f on f.id = c.framework_id
          where sa.organisation_id in (select id from ids) group by sa.organisation_id, f.guid
          order by sa.organisation_id, count(distinct c.notice_id) desc, max(coalesce(a.award_date, a.date_published)) desc nulls last, f.guid)
      select ids.id::text as id, coalesce(fw.lots, 0) as lots, coalesce(co.call_offs, 0) as call_offs,
        greatest(fw.last, co.last) as last, top.guid as top
      from ids left join fw on fw.id = ids.id left join co on co.id = ids.id left join top on top.id = ids.id`,
  );
  return new Map(
    rows.map((r) => [r.id, { frameworkLots: r.lots, frameworkCallOffs: r.call_offs, frameworkLastActivity: iso(r.last), callOffFrameworkGuid: r.top }]),
  );
}

export interface SupplierStats {
  guid: string;
  allRecordsCount: number;
  keywordRecordsCount: number;
  keyAccountsCount: number;
  expiriesCount: number;
  latestActivity: string | null;
  signalName: string | null;
  signals: Signal[];
}

/**
 * Per supplier: notices naming it as supplier, of those the ones matching a team keyword signal,
 * key accounts (buyers that awarded it 2+ contracts), upcoming expiries, latest award.
 */
export async function supplierStats(db: Executor, guids: string[], team: TeamSignals, now: Date): Promise<SupplierStats[]> {
  if (!guids.length) return [];
  const rows = await queryRows<{
    guid: string;
    all_records: number;
    keyword_records: number;
    key_accounts: number;
    expiries: number;
    latest: Date | string | null;
  }>(
    db,
    sql`select o.guid::text as guid,
          (select count(distinct no.notice_id)::int from notice_organisations no where no.organisation_id = o.id and no.role = 'supplier') as all_records,
          (select count(distinct no.notice_id)::int from notice_organisations no
            join team_signal_matches m on m.notice_id = no.notice_id and m.team_id = ${team.teamId} and m.signal_id like 'keyword:%'
            where no.organisation_id = o.id and no.role = 'supplier') as keyword_records,
          (select count(*)::int from (select n.buyer_id from award_suppliers sa join awards a on a.id = sa.award_id join notices n on n.id = a.notice_id
            where sa.organisation_id = o.id and n.buyer_id is not null group by n.buyer_id having count(distinct a.id) >= 2) k) as key_accounts,
          (select count(distinct a.id)::int from award_suppliers sa join awards a on a.id = sa.award_id
            where sa.organisation_id = o.id and ${upcomingExpiry(now)}) as expiries,
          (select max(coalesce(a.award_date, a.date_published)) from award_suppliers sa join awards a on a.id = sa.award_id where sa.organisation_id = o.id) as latest
        from organisations o where o.guid in (${guidList(guids)})`,
  );
  return rows.map((r) => {
    const signals = supplierSignals(r.guid, team);
    return {
      guid: r.guid,
      allRecordsCount: r.all_records,
      keywordRecordsCount: r.keyword_records,
      keyAccountsCount: r.key_accounts,
      expiriesCount: r.expiries,
      latestActivity: iso(r.latest),
      signalName: signals.some((s) => s.category === 'competitor') ? 'Competitor' : signals.length ? 'Partner' : null,
      signals,
    };
  });
}

// ── Buyers ───────────────────────────────────────────────────────────────────────────────────────

export interface BuyerStats {
  guid: string;
  allRecords: number;
  expiries: number;
  lastActivity: string | null;
  /** The buyer is on one of the caller's buyer lists. */
  isKeyAccount: boolean;
}

export async function buyerStats(
  db: Executor,
  guids: string[],
  caller: { userId: number; teamId: number },
  now: Date,
): Promise<BuyerStats[]> {
  if (!guids.length) return [];
  const rows = await queryRows<{ guid: string; all_records: number; expiries: number; last_activity: Date | string | null; key: boolean }>(
    db,
    sql`select o.guid::text as guid,
          (select count(*)::int from notice_organisations no where no.organisation_id = o.id and no.role = 'buyer') as all_records,
          (select count(distinct a.id)::int from notices n join awards a on a.notice_id = n.id
            where n.buyer_id = o.id and ${upcomingExpiry(now)}) as expiries,
          (select max(n.publish_date) from notices n where n.buyer_id = o.id) as last_activity,
          exists (select 1 from buyer_list_entries e join buyer_lists l on l.id = e.buyer_list_id
            where e.organisation_id = o.id and l.team_id = ${caller.teamId} and (l.sharing_type = 'TEAM' or l.owner_id = ${caller.userId})) as key
        from organisations o where o.guid in (${guidList(guids)})`,
  );
  return rows.map((r) => ({ guid: r.guid, allRecords: r.all_records, expiries: r.expiries, lastActivity: iso(r.last_activity), isKeyAccount: r.key }));
}

export interface SpendStats {
  totalValue: number;
  totalAwarded: number;
  avgContractValue: number | null;
  percentToSmes: number | null;
}

export interface CpvStats extends SpendStats {
  code: string;
  name: string;
}

export interface BuyerCpvStats {
  buyerGuid: string;
  mode: 'historical' | 'expiries';
  years: number;
  from: string;
  to: string;
  overallStats: SpendStats;
  perCpvStats: CpvStats[];
}

/**
 * Awards of a buyer over a window: historical = awarded in the past N years, expiries = contracts
 * ending (max extent, else end) in the next N years. Per CPV division (spec 2§9: first 2 digits).
 */
export async function buyerCpvStats(
  db: Executor,
  buyerId: string,
  opts: { expiries: boolean; years: number },
  now: Date,
): Promise<BuyerCpvStats | null> {
  const byGuid = !/^\d+$/.test(buyerId);
  const from = new Date(now);
  const to = new Date(now);
  if (opts.expiries) to.setUTCFullYear(to.getUTCFullYear() + opts.years);
  else from.setUTCFullYear(from.getUTCFullYear() - opts.years);
  const when = opts.expiries ? sql`coalesce(a.max_extent_date, a.end_date)` : sql`coalesce(a.award_date, a.date_published)`;
  const rows = await queryRows<{
    buyer_guid: string;
    division: string | null;
    name: string | null;
    total_value: string | number | null;
    total_awarded: number;
    valued: number;
    sme_value: string | number | null;
  }>(
    db,
    sql`with b as (select id, guid from organisations where ${byGuid ? sql`guid = ${buyerId}::uuid` : sql`id = ${Number(buyerId)}`}),
      aw as (select a.id, a.value, a.notice_id,
          exists (select 1 from award_suppliers sa join organisations s on s.id = sa.organisation_id where sa.award_id = a.id and s.is_sme) as to_sme
        from b join notices n on n.buyer_id = b.id join awards a on a.notice_id = n.id
        where ${when} between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz
          and coalesce(a.status, 'active') not in ('cancelled', 'unsuccessful', 'pending')),
      per as (select distinct aw.id, aw.value, aw.to_sme, c.division from aw join notice_cpv_codes c on c.notice_id = aw.notice_id)
    select (select guid::text from b) as buyer_guid, null as division, null as name, sum(value) as total_value, count(*)::int as total_awarded,
        count(value)::int as valued, sum(value) filter (where to_sme) as sme_value from aw
    union all
    select null, per.division::text, cc.name, sum(per.value), count(*)::int, count(per.value)::int, sum(per.value) filter (where per.to_sme)
    from per left join cpv_codes cc on cc.code = (per.division || '000000')::bpchar group by per.division, cc.name`,
  );
  const overall = rows.find((r) => r.division === null);
  if (!overall?.buyer_guid) return null;
  const stats = (r: (typeof rows)[number]): SpendStats => {
    const total = Number(r.total_value ?? 0);
    return {
      totalValue: total,
      totalAwarded: r.total_awarded,
      avgContractValue: r.valued ? Math.round((total / r.valued) * 100) / 100 : null,
      percentToSmes: total > 0 ? Math.min(100, Math.max(0, Math.round((Number(r.sme_value ?? 0) / total) * 1000) / 10)) : null,
    };
  };
  return {
    buyerGuid: overall.buyer_guid,
    mode: opts.expiries ? 'expiries' : 'historical',
    years: opts.years,
    from: from.toISOString(),
    to: to.toISOString(),
    overallStats: stats(overall),
    perCpvStats: rows
      .filter((r) => r.division !== null)
      .map((r) => ({ code: (r.division ?? '').trim(), name: r.name ?? '', ...stats(r) }))
      .sort((a, b) => b.totalAwarded - a.totalAwarded || a.code.localeCompare(b.code)),
  };
}

export async function buyerCategories(db: Executor): Promise<{ id: string; slug: string; name: string; parentId: string | null }[]> {
  const rows = await queryRows<{ id: string; slug: string; name: string; parent_id: string | null }>(
    db,
    sql`select id::text as id, slug, name, parent_id::text as parent_id from buyer_categories order by parent_id nulls first, name`,
  );
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, parentId: r.parent_id }));
}

export interface CpvCodeView {
  code: string;
  fullCode: string;
  name: string;
  level: string;
  parentCode: string | null;
  division: string;
}

/** Divisions by default; with sectors (2-digit divisions) every code under them; with parent its children. */
export async function cpvCodeTree(db: Executor, q: { sectors: string[]; parent?: string | undefined }): Promise<CpvCodeView[]> {
  const where = q.parent
    ? sql`parent_code = ${q.parent}::bpchar`
    : q.sectors.length
      ? sql`division in (${textList(q.sectors)})`
      : sql`level = 'division'`;
  const rows = await queryRows<{ code: string; full_code: string; name: string; level: string; parent_code: string | null; division: string }>(
    db,
    sql`select code, full_code, name, level, parent_code, division from cpv_codes where ${where} order by code`,
  );
  return rows.map((r) => ({
    code: r.code.trim(),
    fullCode: r.full_code,
    name: r.name,
    level: r.level,
    parentCode: r.parent_code?.trim() ?? null,
    division: r.division.trim(),
  }));
}
