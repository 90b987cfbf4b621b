/** Tests: notices whose copied arrays (buyer_ids, cpv_divisions) disagree with the link tables. */
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';

export async function noticeArrayDrift(db: Executor): Promise<{ notices: number; buyers: number; cpv: number }> {
  const [row] = await queryRows<{ notices: number; buyers: number; cpv: number }>(
    db,
    sql`select count(*)::int as notices,
      count(*) filter (where coalesce((select array_agg(x order by x) from unnest(n.buyer_ids) x), '{}') is distinct from
        coalesce((select array_agg(distinct l.organisation_id order by l.organisation_id) from notice_organisations l
          where l.notice_id = n.id and l.role = 'buyer'), '{}'))::int as buyers,
      count(*) filter (where n.cpv_divisions is distinct from
        coalesce((select array_agg(distinct c.division::text order by c.division::text) from notice_cpv_codes c where c.notice_id = n.id), '{}'))::int as cpv
      from notices n`,
  );
  return row ?? { notices: 0, buyers: 0, cpv: 0 };
}
