/**
 * Buyer and supplier pages (spec 1§2 screens 14/17, 2§6 "Supporting screens"): a buyer's details,
 * the suppliers a buyer awarded (with framework columns), a supplier's details and buyers, and a
 * framework with its call-offs filtered by supplier. Each list is one SQL statement; callers check
 * the policy first (profileRoutes.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import type { TeamSignals } from '../signals/relevance';
import { searchSuppliers, type SupplierRow } from './service';

const iso = (v: Date | string | null): string | null => (v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString());
const num = (v: string | number | null): number | null => (v === null ? null : Number(v));
const byIdOrGuid = (alias: string, idOrGuid: string): SQL =>
  /^\d+$/.test(idOrGuid) ? sql`${sql.raw(alias)}.id = ${Number(idOrGuid)}` : sql`${sql.raw(alias)}.guid = ${idOrGuid}::uuid`;

export interface OrganisationDetails {
  id: string;
  guid: string;
  name: string;
  primaryRole: string;
  aliases: string[];
  country: string | null;
  countryCode: string | null;
  address: string | null;
  town: string | null;
  postalCode: string | null;
  nutsLocation: string | null;
  url: string | null;
  email: string | null;
  phone: string | null;
  oscarId: string | null;
  companiesHouseId: string | null;
  isSme: boolean | null;
  scale: string | null;
  isArchived: boolean;
  createdAt: string | null;
  categories: { buyerCategoryId: string; name: string; source: string }[];
}

interface DetailsRow extends Record<string, unknown> {
  id: string;
  guid: string;
  name: string;
  primary_role: string;
  aliases: string[];
  country: string | null;
  country_code: string | null;
  address: string | null;
  town: string | null;
  postal_code: string | null;
  nuts_region_id: string | null;
  url: string | null;
  email: string | null;
  phone: string | null;
  oscar_id: string | null;
  companies_house_id: string | null;
  is_sme: boolean | null;
  scale: string | null;
  is_archived: boolean;
  created_at: Date | string | null;
  categories: { buyerCategoryId: string; name: string; source: string }[] | string | null;
}

/** One organisation by id or guid, with its buyer categories; null when there is none. */
export async function organisationDetails(db: Executor, idOrGuid: string): Promise<OrganisationDetails | null> {
  const [r] = await queryRows<DetailsRow>(
    db,
    sql`select o.id::text as id, o.guid::text as guid, o.name, o.primary_role, o.aliases, o.country, o.country_code, o.address, o.town,
          o.postal_code, o.nuts_region_id, o.url, o.email, o.phone, o.oscar_id, o.companies_house_id, o.is_sme, o.scale, o.is_archived,
          o.created_at,
          (select json_agg(json_build_object('buyerCategoryId', c.id::text, 'name', c.name, 'source', a.source) order by c.name)
            from buyer_category_assignments a join buyer_categories c on c.id = a.buyer_category_id where a.organisation_id = o.id) as categories
        from organisations o where ${byIdOrGuid('o', idOrGuid)}`,
  );
  if (!r) return null;
  const categories = typeof r.categories === 'string' ? (JSON.parse(r.categories) as DetailsRow['categories']) : r.categories;
  return {
    id: r.id,
    guid: r.guid,
    name: r.name,
    primaryRole: r.primary_role,
    aliases: r.aliases,
    country: r.country,
    countryCode: r.country_code?.trim() ?? null,
    address: r.address,
    town: r.town,
    postalCode: r.postal_code,
    nutsLocation: r.nuts_region_id,
    url: r.url,
    email: r.email,
    phone: r.phone,
    oscarId: r.oscar_id,
    companiesHouseId: r.companies_house_id,
    isSme: r.is_sme,
    scale: r.scale,
    isArchived: r.is_archived,
    createdAt: iso(r.created_at),
    categories: Array.isArray(categories) ? categories : [],
  };
}

// ── A buyer's suppliers ──────────────────────────────────────────────────────────────────────────

export interface BuyerSupplierRow extends SupplierRow {
  aliases: string[];
  /** Lots of this buyer's frameworks awarded to the supplier. */
  frameworkLots: number;
  /** Latest award or call-off of the supplier under this buyer's frameworks. */
  frameworkLastActivity: string | null;
  /** Call-offs of this buyer awarded to the supplier. */
  frameworkCallOffs: number;
}

export interface BuyerSuppliersQuery {
  text?: string | undefined;
  sort?: 'name' | 'awards_count' | 'expiries_count' | 'latest_activity' | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
  limit: number;
  offset: number;
}

/**
 * The suppliers a buyer awarded (the supplier table in buyer context, spec 2§6): the supplier
 * search scoped to the buyer (counts are this buyer's awards), plus aliases and framework columns
 * for the page. Default sort awards_count desc (a buyer filter is given: spec 1§5).
 */
export async function buyerSuppliers(
  db: Executor,
  buyerGuid: string,
  q: BuyerSuppliersQuery,
  team: TeamSignals,
  now: Date,
): Promise<{ results: BuyerSupplierRow[]; total: number; sort: string; sortOrder: 'asc' | 'desc' }> {
  const page = await searchSuppliers(
    db,
    { ...q, signals: [], buyerGuids: [buyerGuid], buyerIds: [], buyerListIds: [], showKeyAccountsOnly: false },
    team,
    now,
  );
  if (!page.results.length) return { ...page, results: [] };
  const ids = sql.join(
    page.results.map((s) => sql`${Number(s.id)}::bigint`),
    sql`, `,
  );
  const extra = await queryRows<{ id: string; aliases: string[]; lots: number; calls: number; last: Date | string | null; top: string | null }>(
    db,
    sql`with b as (select id from organisations where guid = ${buyerGuid}::uuid),
      fw as (select a.id, sa.organisation_id, coalesce(a.award_date, a.date_published) as at
        from b join notices n on n.buyer_id = b.id join frameworks f on f.notice_id = n.id
        join awards a on a.notice_id = n.id join award_suppliers sa on sa.award_id = a.id where sa.organisation_id in (${ids})),
      co as (select distinct n.id, sa.organisation_id, c.framework_id, coalesce(a.award_date, n.publish_date) as at
        from b join notices n on n.buyer_id = b.id join framework_call_offs c on c.notice_id = n.id
        join awards a on a.notice_id = n.id join award_suppliers sa on sa.award_id = a.id where sa.organisation_id in (${ids})),
      top as (select distinct on (co.organisation_id) co.organisation_id, f.guid::text as guid from co join frameworks f on f.id = co.framework_id
        group by co.organisation_id, f.guid order by co.organisation_id, count(distinct co.id) desc, max(co.at) desc nulls last, f.guid)
    select o.id::text as id, o.aliases,
      (select count(distinct fw.id)::int from fw where fw.organisation_id = o.id) as lots,
      (select count(distinct co.id)::int from co where co.organisation_id = o.id) as calls,
      greatest((select max(fw.at) from fw where fw.organisation_id = o.id), (select max(co.at) from co where co.organisation_id = o.id)) as last,
      (select top.guid from top where top.organisation_id = o.id) as top
    from organisations o where o.id in (${ids})`,
  );
  const byId = new Map(extra.map((e) => [e.id, e]));
  return {
    ...page,
    results: page.results.map((s) => {
      const e = byId.get(s.id);
      return {
        ...s,
        aliases: e?.aliases ?? [],
        frameworkLots: e?.lots ?? 0,
        frameworkCallOffs: e?.calls ?? 0,
        frameworkLastActivity: iso(e?.last ?? null),
        callOffFrameworkGuid: e?.top ?? null,
      };
    }),
  };
}

// ── A supplier's buyers ──────────────────────────────────────────────────────────────────────────

export interface SupplierBuyerRow {
  id: string;
  guid: string;
  name: string;
  countryCode: string | null;
  awardsCount: number;
  totalValue: number | null;
  latestAward: string | null;
}

/** Buyers that awarded the supplier, most awards first. */
export async function supplierBuyers(
  db: Executor,
  supplierGuid: string,
  page: { limit: number; offset: number },
): Promise<{ results: SupplierBuyerRow[]; total: number }> {
  const rows = await queryRows<{
    id: string;
    guid: string;
    name: string;
    country_code: string | null;
    awards: number;
    total_value: string | number | null;
    latest: Date | string | null;
    total: number | string;
  }>(
    db,
    sql`with s as (select id from organisations where guid = ${supplierGuid}::uuid),
      per as (select n.buyer_id, count(distinct a.id)::int as awards, sum(a.value) as total_value, max(coalesce(a.award_date, a.date_published)) as latest
        from s join award_suppliers sa on sa.organisation_id = s.id join awards a on a.id = sa.award_id join notices n on n.id = a.notice_id
        where n.buyer_id is not null group by n.buyer_id)
    select o.id::text as id, o.guid::text as guid, o.name, o.country_code, per.awards, per.total_value, per.latest, count(*) over () as total
    from per join organisations o on o.id = per.buyer_id
    order by per.awards desc, per.latest desc nulls last, o.name limit ${page.limit} offset ${page.offset}`,
  );
  return {
    results: rows.map((r) => ({
      id: r.id,
      guid: r.guid,
      name: r.name,
      countryCode: r.country_code?.trim() ?? null,
      awardsCount: r.awards,
      totalValue: num(r.total_value),
      latestAward: iso(r.latest),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

// ── Frameworks and call-offs ─────────────────────────────────────────────────────────────────────

/**
 * A call-off's suppliers: those its awards name (what the suppliers tables count, so the call-offs
 * link and this page agree) and its supplier parties.
 */
const callOffSuppliers = (notice: SQL) => sql`(select sa.organisation_id from awards a join award_suppliers sa on sa.award_id = a.id where a.notice_id = ${notice}
  union select no.organisation_id from notice_organisations no where no.notice_id = ${notice} and no.role = 'supplier')`;

export interface FrameworkDetails {
  id: string;
  guid: string;
  title: string;
  noticeGuid: string;
  procedureType: string | null;
  awardType: string | null;
  stage: string;
  publishDate: string | null;
  expiryDate: string | null;
  buyer: { guid: string; name: string } | null;
  callOffStats: { count: number; averageAmount: { amount: number; currency: string } | null; lastActivity: string | null };
  /** Suppliers named on the call-offs: the choices of the supplier filter. */
  suppliers: { guid: string; name: string; callOffs: number }[];
}

export async function frameworkDetails(db: Executor, idOrGuid: string): Promise<FrameworkDetails | null> {
  const [r] = await queryRows<{
    id: string;
    guid: string;
    title: string;
    notice_guid: string;
    procedure_type: string | null;
    award_type: string | null;
    stage: string;
    publish_date: Date | string | null;
    expiry_date: Date | string | null;
    buyer_guid: string | null;
    buyer_name: string | null;
    count: number;
    avg: string | number | null;
    last: Date | string | null;
    suppliers: { guid: string; name: string; callOffs: number }[] | string | null;
  }>(
    db,
    sql`select f.id::text as id, f.guid::text as guid, f.title, n.guid::text as notice_guid, f.procedure_type, f.award_type,
        n.stage, n.publish_date, n.expiry_date, b.guid::text as buyer_guid, b.name as buyer_name,
        (select count(*)::int from framework_call_offs c where c.framework_id = f.id) as count,
        (select avg(cn.value) from framework_call_offs c join notices cn on cn.id = c.notice_id where c.framework_id = f.id and cn.value is not null) as avg,
        (select max(cn.publish_date) from framework_call_offs c join notices cn on cn.id = c.notice_id where c.framework_id = f.id) as last,
        (select json_agg(json_build_object('guid', x.guid, 'name', x.name, 'callOffs', x.n) order by x.n desc, x.name) from (
          select o.guid::text as guid, o.name, count(distinct c.notice_id)::int as n from framework_call_offs c
            cross join lateral ${callOffSuppliers(sql`c.notice_id`)} cs join organisations o on o.id = cs.organisation_id
            where c.framework_id = f.id group by o.guid, o.name) x) as suppliers
      from frameworks f join notices n on n.id = f.notice_id left join organisations b on b.id = n.buyer_id
      where ${byIdOrGuid('f', idOrGuid)}`,
  );
  if (!r) return null;
  const suppliers = typeof r.suppliers === 'string' ? (JSON.parse(r.suppliers) as FrameworkDetails['suppliers']) : r.suppliers;
  const avg = num(r.avg);
  return {
    id: r.id,
    guid: r.guid,
    title: r.title,
    noticeGuid: r.notice_guid,
    procedureType: r.procedure_type,
    awardType: r.award_type,
    stage: r.stage,
    publishDate: iso(r.publish_date),
    expiryDate: iso(r.expiry_date),
    buyer: r.buyer_guid && r.buyer_name ? { guid: r.buyer_guid, name: r.buyer_name } : null,
    callOffStats: {
      count: r.count,
      averageAmount: avg === null ? null : { amount: Math.round(avg * 100) / 100, currency: 'GBP' },
      lastActivity: iso(r.last),
    },
    suppliers: suppliers ?? [],
  };
}

export interface CallOffRow {
  guid: string;
  name: string;
  stage: string;
  publishDate: string | null;
  awardDate: string | null;
  value: number | null;
  currency: string | null;
  buyer: { guid: string; name: string } | null;
  suppliers: { guid: string; name: string }[];
}

/** A framework's call-offs, newest first, optionally only those awarded to some suppliers. */
export async function frameworkCallOffs(
  db: Executor,
  frameworkGuid: string,
  q: { supplierGuids: string[]; limit: number; offset: number },
): Promise<{ results: CallOffRow[]; total: number }> {
  const supplierFilter = q.supplierGuids.length
    ? sql`and exists (select 1 from ${callOffSuppliers(sql`n.id`)} cs join organisations s on s.id = cs.organisation_id
        where s.guid in (${sql.join(q.supplierGuids.map((g) => sql`${g}::uuid`), sql`, `)}))`
    : sql``;
  const rows = await queryRows<{
    guid: string;
    name: string;
    stage: string;
    publish_date: Date | string | null;
    award_date: Date | string | null;
    value: string | number | null;
    currency: string | null;
    buyer: { guid: string; name: string } | string | null;
    suppliers: { guid: string; name: string }[] | string | null;
    total: number | string;
  }>(
    db,
    sql`select n.guid::text as guid, n.name, n.stage, n.publish_date, n.award_date, n.value, n.currency,
        case when b.id is null then null else json_build_object('guid', b.guid, 'name', b.name) end as buyer,
        (select json_agg(json_build_object('guid', o.guid, 'name', o.name) order by o.name) from ${callOffSuppliers(sql`n.id`)} cs
          join organisations o on o.id = cs.organisation_id) as suppliers,
        count(*) over () as total
      from frameworks f join framework_call_offs c on c.framework_id = f.id join notices n on n.id = c.notice_id
      left join organisations b on b.id = n.buyer_id
      where f.guid = ${frameworkGuid}::uuid ${supplierFilter}
      order by n.publish_date desc nulls last, n.id desc limit ${q.limit} offset ${q.offset}`,
  );
  const parse = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return {
    results: rows.map((r) => ({
      guid: r.guid,
      name: r.name,
      stage: r.stage,
      publishDate: iso(r.publish_date),
      awardDate: iso(r.award_date),
      value: num(r.value),
      currency: r.currency?.trim() ?? null,
      buyer: parse(r.buyer),
      suppliers: parse(r.suppliers) ?? [],
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}
