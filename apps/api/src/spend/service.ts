/**
 * Invoiced spend statistics (spec 2§3 "Spend stats" over payments, decision 0046): for a scope of
 * buyers and/or suppliers and a date window, totalValue (sum paid), totalAwarded (payments),
 * avgContractValue (average payment), percentToSmes (share of the value paid to SMEs, of the value
 * whose supplier's SME status is known); spend over time, top suppliers, spend by buyer.
 */
import type { SpendInterval } from '@tenderlens/domain/spend';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';

export interface SpendScope {
  buyerGuids: string[];
  supplierGuids: string[];
  from?: string | undefined;
  to?: string | undefined;
}

export interface SpendStats {
  totalValue: number;
  totalAwarded: number;
  avgContractValue: number | null;
  percentToSmes: number | null;
}

const guids = (xs: string[]) => sql.join(xs.map((g) => sql`${g}::uuid`), sql`, `);

function where(s: SpendScope): SQL {
  const parts: SQL[] = [sql`true`];
  if (s.buyerGuids.length) parts.push(sql`p.buyer_id in (select id from organisations where guid in (${guids(s.buyerGuids)}))`);
  if (s.supplierGuids.length) parts.push(sql`p.supplier_id in (select id from organisations where guid in (${guids(s.supplierGuids)}))`);
  if (s.from) parts.push(sql`p.payment_date >= ${s.from}::date`);
  if (s.to) parts.push(sql`p.payment_date <= ${s.to}::date`);
  return sql.join(parts, sql` and `);
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const STATS = sql`coalesce(sum(p.amount), 0) as total, count(*)::int as n,
  sum(p.amount) filter (where s.is_sme) as sme, sum(p.amount) filter (where s.is_sme is not null) as known`;
type StatsRow = { total: string | number; n: number; sme: string | number | null; known: string | number | null };
const toStats = (r: StatsRow | undefined): SpendStats => {
  const total = Number(r?.total ?? 0);
  const n = r?.n ?? 0;
  const known = Number(r?.known ?? 0);
  return {
    totalValue: round2(total),
    totalAwarded: n,
    avgContractValue: n ? round2(total / n) : null,
    percentToSmes: known > 0 ? Math.round((Number(r?.sme ?? 0) / known) * 1000) / 10 : null,
  };
};

export interface SpendOverview {
  stats: SpendStats;
  overTime: { period: string; totalValue: number; payments: number }[];
  topSuppliers: { guid: string | null; name: string; isSme: boolean | null; totalValue: number; payments: number }[];
  byBuyer: { guid: string; name: string; totalValue: number; payments: number }[];
  synthetic: boolean;
  firstPayment: string | null;
  lastPayment: string | null;
}

export async function spendOverview(db: Executor, scope: SpendScope, interval: SpendInterval, top: number): Promise<SpendOverview> {
  const w = where(scope);
  const unit = sql.raw(`'${interval}'`);
  const [stats] = await queryRows<StatsRow & { synthetic: boolean | null; first: string | null; last: string | null }>(
    db,
    sql`select ${STATS}, bool_or(p.synthetic) as synthetic, min(p.payment_date)::text as first, max(p.payment_date)::text as last
      from spend_payments p left join organisations s on s.id = p.supplier_id where ${w}`,
  );
  const overTime = await queryRows<{ period: string; total: string | number; n: number }>(
    db,
    sql`select to_char(date_trunc(${unit}, p.payment_date), 'YYYY-MM-DD') as period, sum(p.amount) as total, count(*)::int as n
      from spend_payments p where ${w} group by 1 order by 1`,
  );
  const suppliers = await queryRows<{ guid: string | null; name: string; is_sme: boolean | null; total: string | number; n: number }>(
    db,
    sql`select s.guid::text as guid, coalesce(s.name, min(p.supplier_name)) as name, s.is_sme, sum(p.amount) as total, count(*)::int as n
      from spend_payments p left join organisations s on s.id = p.supplier_id where ${w}
      group by s.id, s.guid, s.name, s.is_sme, case when s.id is null then lower(p.supplier_name) end
      order by sum(p.amount) desc, 2 limit ${top}`,
  );
  const buyers = await queryRows<{ guid: string; name: string; total: string | number; n: number }>(
    db,
    sql`select b.guid::text as guid, b.name, sum(p.amount) as total, count(*)::int as n
      from spend_payments p join organisations b on b.id = p.buyer_id where ${w} group by b.id order by sum(p.amount) desc, b.name limit 50`,
  );
  return {
    stats: toStats(stats),
    overTime: overTime.map((r) => ({ period: r.period, totalValue: round2(Number(r.total)), payments: r.n })),
    topSuppliers: suppliers.map((r) => ({ guid: r.guid, name: r.name, isSme: r.is_sme, totalValue: round2(Number(r.total)), payments: r.n })),
    byBuyer: buyers.map((r) => ({ guid: r.guid, name: r.name, totalValue: round2(Number(r.total)), payments: r.n })),
    synthetic: stats?.synthetic ?? false,
    firstPayment: stats?.first ?? null,
    lastPayment: stats?.last ?? null,
  };
}

/** Buyers with spend data (the screen's buyer choices). */
export async function spendBuyers(db: Executor): Promise<{ guid: string; name: string; totalValue: number; payments: number; synthetic: boolean }[]> {
  const rows = await queryRows<{ guid: string; name: string; total: string | number; n: number; synthetic: boolean }>(
    db,
    sql`select b.guid::text as guid, b.name, sum(p.amount) as total, count(*)::int as n, bool_or(p.synthetic) as synthetic
      from spend_payments p join organisations b on b.id = p.buyer_id group by b.id order by b.name`,
  );
  return rows.map((r) => ({ guid: r.guid, name: r.name, totalValue: round2(Number(r.total)), payments: r.n, synthetic: r.synthetic }));
}

/** Supplier spend totals by supplier (and optionally buyer) ids: one SpendStats per supplier with payments. */
export async function supplierSpendTotals(
  db: Executor,
  supplierIds: readonly number[],
  buyerGuids: readonly string[] = [],
): Promise<Map<number, SpendStats & { synthetic: boolean }>> {
  if (!supplierIds.length) return new Map();
  const rows = await queryRows<StatsRow & { id: string; synthetic: boolean }>(
    db,
    sql`select p.supplier_id::text as id, ${STATS}, bool_or(p.synthetic) as synthetic
      from spend_payments p left join organisations s on s.id = p.supplier_id
      where p.supplier_id in (${sql.join(supplierIds.map((i) => sql`${i}::bigint`), sql`, `)})
        ${buyerGuids.length ? sql`and p.buyer_id in (select id from organisations where guid in (${guids([...buyerGuids])}))` : sql``}
      group by p.supplier_id`,
  );
  return new Map(rows.map((r) => [Number(r.id), { ...toStats(r), synthetic: r.synthetic }]));
}

/** Records a company's request for a buyer's spend data (again: the request's time moves forward). */
export async function requestSpend(db: Executor, buyerGuid: string, who: { userId: number; companyId: number }): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into spend_requests (buyer_id, company_id, user_id)
      select o.id, ${who.companyId}, ${who.userId} from organisations o where o.guid = ${buyerGuid}::uuid
      on conflict (buyer_id, company_id) do update set user_id = excluded.user_id, created_at = now() returning id::text as id`,
  );
  return rows.length > 0;
}
