/**
 * The facts a bid/no-bid report is generated from, read from our own data in a handful of queries:
 * the opportunity and its first notice, the team's relevance of that notice, the buyer's awards in
 * the last five years (count, value, SME share), the supplier with most of those awards in the
 * notice's CPV divisions, the median tenders received, and the team's earlier opportunity values.
 * Award-derived facts pass through `projectBidFacts` (policy/projection.ts).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import { projectBidFacts, type Viewer } from '../policy/projection';
import type { BidFacts } from './generator';

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const DAY = 86_400_000;

/** A signal id (`keyword:cloud`, `cpv:72000000`, `competitor:<guid>`) as a reader would name it. */
export const signalLabel = (id: string): string => {
  const [kind, ...rest] = id.split(':');
  const value = rest.join(':');
  if (kind === 'keyword') return `keyword "${value}"`;
  if (kind === 'cpv') return `CPV ${value}`;
  return kind ?? id;
};

export async function gatherBidFacts(
  db: Executor,
  who: { companyId: number; teamId: number; viewer: Viewer },
  opportunityId: number,
  now: Date,
): Promise<BidFacts> {
  const [o] = await queryRows<Record<string, unknown>>(
    db,
    sql`select o.name, o.value, o.close_date, o.submission_date, s.name as stage,
          n.id as notice_id, n.name as notice_name, n.stage as notice_stage, n.value as notice_value, n.close_date as notice_close,
          n.procurement_method, n.is_suitable_for_sme, n.cpv_divisions, b.id as buyer_org_id, b.name as buyer_name,
          r.score, r.signal_ids
        from opportunities o
        left join opportunity_stages s on s.id = o.stage_id
        left join lateral (select oe.notice_id from opportunity_entities oe where oe.opportunity_id = o.id and oe.notice_id is not null order by oe.id limit 1) first on true
        left join notices n on n.id = first.notice_id
        left join organisations b on b.id = coalesce(n.buyer_id,
          (select oe.organisation_id from opportunity_entities oe join organisations ob on ob.id = oe.organisation_id
            where oe.opportunity_id = o.id and 'buyer' = any(ob.roles) order by oe.id limit 1))
        left join team_notice_relevance r on r.team_id = ${who.teamId} and r.notice_id = n.id
        where o.id = ${opportunityId} and o.company_id = ${who.companyId}`,
  );
  if (!o) throw new Error('opportunity not found');
  const buyerId = num(o['buyer_org_id']);
  const buyerName = (o['buyer_name'] as string | null) ?? null;
  const divisions = (o['cpv_divisions'] as string[] | null) ?? [];
  const since = new Date(now.getTime() - 5 * 365 * DAY);

  const buyerFilter = sql`n.buyer_id = ${buyerId ?? 0}`;
  const buyerJoin = sql`join notices n on n.id = a.notice_id`;
  const sameDivisions = divisions.length > 0 ? sql`n.cpv_divisions && ${sql`array[${sql.join(divisions.map((d) => sql`${d}`), sql`, `)}]::text[]`}` : sql`true`;

  const [history, incumbentRows, tenders, team] = await Promise.all([
    buyerId === null
      ? Promise.resolve([])
      : queryRows<{ count: string | number; total: string | number | null; sme: string | number | null; suppliers: string | number; last: string | null }>(
          db,
          sql`select count(distinct a.id) as count, sum(a.value) as total, max(coalesce(a.award_date, a.date_published)) as last,
                count(s.organisation_id) filter (where so.is_sme) as sme, count(s.organisation_id) filter (where so.is_sme is not null) as suppliers
              from awards a ${buyerJoin}
              left join award_suppliers s on s.award_id = a.id left join organisations so on so.id = s.organisation_id
              where ${buyerFilter} and coalesce(a.award_date, a.date_published, n.publish_date) >= ${since.toISOString()}`,
        ),
    buyerId === null
      ? Promise.resolve([])
      : queryRows<{ name: string; awards: string | number; latest_end: string | null }>(
          db,
          sql`select so.name, count(distinct a.id) as awards, max(a.end_date) as latest_end
              from awards a ${buyerJoin}
              join award_suppliers s on s.award_id = a.id join organisations so on so.id = s.organisation_id
              where ${buyerFilter} and ${sameDivisions} and (${num(o['notice_id'])}::bigint is null or n.id <> ${num(o['notice_id'])}::bigint)
              group by so.id, so.name order by count(distinct a.id) desc, max(a.end_date) desc nulls last limit 1`,
        ),
    buyerId === null
      ? Promise.resolve([])
      : queryRows<{ median: string | number | null }>(
          db,
          sql`select percentile_cont(0.5) within group (order by n.tenders_received) as median
              from notices n
              where ${buyerFilter} and ${sameDivisions} and n.tenders_received is not null`,
        ),
    queryRows<{ count: string | number; median: string | number | null }>(
      db,
      sql`select count(*) as count, percentile_cont(0.5) within group (order by value) as median from opportunities
          where company_id = ${who.companyId} and id <> ${opportunityId} and deleted_at is null and value is not null`,
    ),
  ]);

  const deadline = iso(o['submission_date']) ?? iso(o['close_date']) ?? iso(o['notice_close']);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const h = history[0];
  const inc = incumbentRows[0];
  const teamCount = Number(team[0]?.count ?? 0);
  const facts: BidFacts = {
    today: today.toISOString().slice(0, 10),
    opportunity: {
      name: o['name'] as string,
      value: num(o['value']),
      closeDate: iso(o['close_date']),
      submissionDate: iso(o['submission_date']),
      stage: (o['stage'] as string | null) ?? null,
    },
    notice:
      o['notice_id'] === null
        ? null
        : {
            name: o['notice_name'] as string,
            stage: o['notice_stage'] as string,
            value: num(o['notice_value']),
            closeDate: iso(o['notice_close']),
            procurementMethod: (o['procurement_method'] as string | null) ?? null,
            isSuitableForSme: (o['is_suitable_for_sme'] as boolean | null) ?? null,
            cpvDivisions: divisions,
          },
    buyer: buyerName === null ? null : { name: buyerName },
    relevance:
      o['notice_id'] === null ? null : { score: Number(o['score'] ?? 0), signals: ((o['signal_ids'] as string[] | null) ?? []).map(signalLabel) },
    daysToDeadline: deadline === null ? null : Math.round((new Date(deadline.slice(0, 10)).getTime() - today.getTime()) / DAY),
    buyerAwards: h
      ? {
          count: Number(h.count),
          totalValue: num(h.total),
          smeShare: Number(h.suppliers) > 0 ? Number(h.sme) / Number(h.suppliers) : null,
          lastAwardDate: iso(h.last),
        }
      : null,
    incumbent: inc ? { name: inc.name, awardsWithBuyer: Number(inc.awards), latestEndDate: iso(inc.latest_end) } : null,
    typicalTendersReceived: num(tenders[0]?.median ?? null),
    teamValues: teamCount > 0 && team[0]?.median !== null ? { count: teamCount, median: Number(team[0]?.median) } : null,
    withheld: [],
  };
  return projectBidFacts(who.viewer, facts);
}
