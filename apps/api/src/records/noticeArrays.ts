/**
 * `notices.buyer_ids` and `notices.cpv_divisions` are copies of the link tables (every buyer in
 * notice_organisations, the divisions in notice_cpv_codes) that the search filters read through GIN
 * indexes. The importer and the generator write them with the notice; anything else that changes
 * the links directly (fixtures, repairs) calls this afterwards. Same SQL as the migration backfill.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';

export async function syncNoticeArrays(db: Executor, noticeIds?: readonly number[]): Promise<void> {
  const only: SQL = noticeIds ? sql`and n.id in (${sql.join(noticeIds.map((id) => sql`${id}::bigint`), sql`, `)})` : sql``;
  if (noticeIds && noticeIds.length === 0) return;
  await db.execute(sql`update notices n set buyer_ids = x.buyer_ids, cpv_divisions = x.cpv_divisions
    from (select n.id,
        coalesce((select array_agg(l.organisation_id order by l.is_primary desc, l.organisation_id) from notice_organisations l
          where l.notice_id = n.id and l.role = 'buyer'), '{}'::bigint[]) as buyer_ids,
        coalesce((select array_agg(distinct c.division::text order by c.division::text) from notice_cpv_codes c
          where c.notice_id = n.id), '{}'::text[]) as cpv_divisions
      from notices n where true ${only}) x
    where n.id = x.id and (n.buyer_ids is distinct from x.buyer_ids or n.cpv_divisions is distinct from x.cpv_divisions)`);
}
