/**
 * The framework search (issue 15, spec 2§3 "Framework"): frameworks (notices that set up a framework
 * agreement) found by title, buyer, CPV, stage, procedure type, award type and expiry, with counts
 * per stage, sorted and paged, in one statement; and a framework's lots with their suppliers.
 */
import { DEFAULT_FRAMEWORK_SORT, type FrameworkSort } from '@tenderlens/domain/frameworks';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';

const iso = (v: Date | string | null): string | null => (v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString());
const num = (v: string | number | null): number | null => (v === null ? null : Number(v));
const parse = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

export interface FrameworkSearch {
  text?: string | undefined;
  buyerGuids: string[];
  cpvCodes: string[];
  stages: string[];
  procedureTypes: string[];
  awardTypes: string[];
  expiry?: { from?: string | undefined; to?: string | undefined } | undefined;
  sort?: FrameworkSort | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
  limit: number;
  offset: number;
}

export interface FrameworkRow {
  id: string;
  guid: string;
  title: string;
  noticeGuid: string;
  /** The framework notice's OCDS ocid (what a call-off's relatedProcesses name). */
  ocid: string;
  stage: string;
  procedureType: string | null;
  awardType: string | null;
  publishDate: string | null;
  expiryDate: string | null;
  value: number | null;
  currency: string | null;
  buyer: { guid: string; name: string } | null;
  lots: number;
  suppliers: number;
  callOffs: number;
  lastActivity: string | null;
}

function conditions(q: Omit<FrameworkSearch, 'limit' | 'offset' | 'sort' | 'sortOrder'>, without?: 'stage'): SQL {
  const parts: SQL[] = [sql`true`];
  const text = q.text?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    parts.push(sql`(f.title ilike ${like} or n.search @@ websearch_to_tsquery('english', ${text}))`);
  }
  if (q.buyerGuids.length) {
    parts.push(sql`n.buyer_id in (select id from organisations where guid in (${sql.join(q.buyerGuids.map((g) => sql`${g}::uuid`), sql`, `)}))`);
  }
  if (q.cpvCodes.length) {
    // A 2-digit division or a full code prefix: 72 matches 72000000 and 72212000.
    const prefixes = sql.join(q.cpvCodes.map((c) => sql`${c.replace(/0+$/, '') || c}`), sql`, `);
    parts.push(sql`exists (select 1 from notice_cpv_codes nc where nc.notice_id = n.id and nc.cpv_code like any (select p || '%' from unnest(array[${prefixes}]::text[]) p))`);
  }
  if (q.stages.length && without !== 'stage') parts.push(sql`n.stage in (${sql.join(q.stages.map((s) => sql`${s}`), sql`, `)})`);
  if (q.procedureTypes.length) parts.push(sql`f.procedure_type in (${sql.join(q.procedureTypes.map((s) => sql`${s}`), sql`, `)})`);
  if (q.awardTypes.length) parts.push(sql`f.award_type in (${sql.join(q.awardTypes.map((s) => sql`${s}`), sql`, `)})`);
  if (q.expiry?.from) parts.push(sql`n.expiry_date >= ${q.expiry.from}::timestamptz`);
  if (q.expiry?.to) parts.push(sql`n.expiry_date < (${q.expiry.to}::date + 1)`);
  return sql.join(parts, sql` and `);
}

const ORDER: Record<FrameworkSort, string> = {
  title: 'f.title',
  expiry_date: 'n.expiry_date',
  publish_date: 'n.publish_date',
  call_offs: 'call_offs',
};

/** One page of frameworks, the total and the count per stage (each stage counted as if only it were chosen). */
export async function searchFrameworks(
  db: Executor,
  q: FrameworkSearch,
): Promise<{ results: FrameworkRow[]; total: number; stageCounts: Record<string, number>; sort: FrameworkSort; sortOrder: 'asc' | 'desc' }> {
  const sort = q.sort ?? DEFAULT_FRAMEWORK_SORT.sort;
  const sortOrder = q.sortOrder ?? (q.sort ? (sort === 'call_offs' || sort === 'publish_date' ? 'desc' : 'asc') : DEFAULT_FRAMEWORK_SORT.sortOrder);
  const dir = sql.raw(`${sortOrder} nulls last`);
  const rows = await queryRows<{
    id: string;
    guid: string;
    title: string;
    notice_guid: string;
    ocid: string;
    stage: string;
    procedure_type: string | null;
    award_type: string | null;
    publish_date: Date | string | null;
    expiry_date: Date | string | null;
    value: string | number | null;
    currency: string | null;
    buyer_guid: string | null;
    buyer_name: string | null;
    lots: number;
    suppliers: number;
    call_offs: number;
    last_activity: Date | string | null;
    total: number | string;
  }>(
    db,
    sql`with hits as (select f.id, f.guid, f.title, f.procedure_type, f.award_type, n.id as notice_id, n.guid as notice_guid, n.ocid, n.stage,
          n.publish_date, n.expiry_date, n.value, n.currency, n.buyer_id,
          (select count(*)::int from framework_call_offs c where c.framework_id = f.id) as call_offs
        from frameworks f join notices n on n.id = f.notice_id where ${conditions(q)}),
      page as (select h.*, count(*) over () as total from hits h
        order by ${sql.raw(ORDER[sort].replace(/^[fn]\./, 'h.'))} ${dir}, h.title, h.id limit ${q.limit} offset ${q.offset})
      select p.id::text as id, p.guid::text as guid, p.title, p.notice_guid::text as notice_guid, p.ocid, p.stage, p.procedure_type, p.award_type,
        p.publish_date, p.expiry_date, p.value, p.currency, b.guid::text as buyer_guid, b.name as buyer_name, p.call_offs, p.total,
        (select count(*)::int from lots l where l.notice_id = p.notice_id) as lots,
        (select count(distinct sa.organisation_id)::int from awards a join award_suppliers sa on sa.award_id = a.id where a.notice_id = p.notice_id) as suppliers,
        (select max(cn.publish_date) from framework_call_offs c join notices cn on cn.id = c.notice_id where c.framework_id = p.id) as last_activity
      from page p left join organisations b on b.id = p.buyer_id
      order by ${sql.raw(ORDER[sort].replace(/^[fn]\./, 'p.'))} ${dir}, p.title, p.id`,
  );
  const counts = await queryRows<{ stage: string; n: number }>(
    db,
    sql`select n.stage, count(*)::int as n from frameworks f join notices n on n.id = f.notice_id where ${conditions(q, 'stage')} group by n.stage`,
  );
  return {
    results: rows.map((r) => ({
      id: r.id,
      guid: r.guid,
      title: r.title,
      noticeGuid: r.notice_guid,
      ocid: r.ocid,
      stage: r.stage,
      procedureType: r.procedure_type,
      awardType: r.award_type,
      publishDate: iso(r.publish_date),
      expiryDate: iso(r.expiry_date),
      value: num(r.value),
      currency: r.currency?.trim() ?? null,
      buyer: r.buyer_guid && r.buyer_name ? { guid: r.buyer_guid, name: r.buyer_name } : null,
      lots: r.lots,
      suppliers: r.suppliers,
      callOffs: r.call_offs,
      lastActivity: iso(r.last_activity),
    })),
    total: Number(rows[0]?.total ?? (q.offset > 0 ? await countOnly(db, q) : 0)),
    stageCounts: Object.fromEntries(counts.map((c) => [c.stage, c.n])),
    sort,
    sortOrder,
  };
}

async function countOnly(db: Executor, q: FrameworkSearch): Promise<number> {
  const [r] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from frameworks f join notices n on n.id = f.notice_id where ${conditions(q)}`);
  return r?.n ?? 0;
}

/** Every framework id of a search in its order (exports). */
export async function searchFrameworkIds(db: Executor, q: Omit<FrameworkSearch, 'limit' | 'offset'>): Promise<number[]> {
  const page = await searchFrameworks(db, { ...q, limit: 100_000, offset: 0 });
  return page.results.map((r) => Number(r.id));
}

/** Procedure types present (the filter's choices). */
export async function frameworkProcedureTypes(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ t: string }>(db, sql`select distinct procedure_type as t from frameworks where procedure_type is not null order by 1`);
  return rows.map((r) => r.t);
}

export interface FrameworkLot {
  key: string;
  title: string | null;
  value: number | null;
  currency: string | null;
  suppliers: { guid: string; name: string }[];
}

/**
 * A framework's lots with the suppliers awarded each (awards name their lots in `related_lots`; an
 * award without lots counts for every lot, and a framework without lots shows one 'Whole framework' lot).
 */
export async function frameworkLots(db: Executor, frameworkId: string): Promise<FrameworkLot[]> {
  const rows = await queryRows<{ key: string; title: string | null; value: string | number | null; currency: string | null; suppliers: { guid: string; name: string }[] | string | null }>(
    db,
    sql`with f as (select notice_id from frameworks where id = ${Number(frameworkId)}),
      l as (select l.lot_key as key, l.title, l.value, l.currency from lots l join f on f.notice_id = l.notice_id
        union all select '' as key, null, null, null where not exists (select 1 from lots l join f on f.notice_id = l.notice_id))
    select l.key, l.title, l.value, l.currency,
      (select json_agg(distinct jsonb_build_object('guid', o.guid, 'name', o.name)) from awards a join f on f.notice_id = a.notice_id
        join award_suppliers sa on sa.award_id = a.id join organisations o on o.id = sa.organisation_id
        where l.key = '' or cardinality(a.related_lots) = 0 or l.key = any(a.related_lots)) as suppliers
    from l order by l.key`,
  );
  return rows.map((r) => ({
    key: r.key,
    title: r.title ?? (r.key === '' ? null : `Lot ${r.key}`),
    value: num(r.value),
    currency: r.currency?.trim() ?? null,
    suppliers: (parse(r.suppliers) ?? []).sort((a, b) => a.name.localeCompare(b.name)),
  }));
}
