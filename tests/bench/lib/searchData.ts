/**
 * Scale data for the search benchmark until the data branch's `tl generate` exists: the real
 * notices (imported by the real importer) multiplied in SQL into N synthetic rows. Each copy keeps
 * its source's name, description, stage, CPV codes and supplier links, gets a buyer spread over
 * the real buyers, a publish date spread over 3 years and a value jittered around the source's.
 * Deterministic per row number (no random()), so two runs build the same data.
 */
import { sql } from '../../../apps/api/src/testing/benchSupport';
import { queryRows, type Database } from '../../../apps/api/src/db/client';

export async function countNotices(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notices`);
  return row?.n ?? 0;
}

/** Adds synthetic notices k = from..to-1 (copies of the real ones), in chunks of `chunk`. */
export async function multiplyNotices(db: Database, from: number, to: number, chunk = 25_000, log: (s: string) => void = () => undefined): Promise<void> {
  for (let a = from; a < to; a += chunk) {
    const b = Math.min(to, a + chunk) - 1;
    await db.transaction(async (tx) => {
      await tx.execute(sql`create temp table if not exists bench_src on commit drop as
        select id, row_number() over (order by id) as rn from notices where not synthetic`);
      await tx.execute(sql`with src as (select s.rn, n.* from bench_src s join notices n on n.id = s.id),
          c as (select count(*) as c from bench_src),
          buyers as (select array_agg(id order by id) as ids from organisations where primary_role = 'BUYER'),
          gen as (select k, s.* from generate_series(${a}::bigint, ${b}::bigint) k join src s on s.rn = (k % (select c from c)) + 1),
          rf as (insert into record_families (guid, ocid) select gen_random_uuid(), 'bench-' || k from gen returning id, ocid)
        insert into notices (guid, ocid, record_family_id, name, description, stage, stage_reason, value, currency, publish_date,
          close_date, award_date, expiry_date, country, country_code, language, buyer_id, content_hash, synthetic, is_framework)
        select gen_random_uuid(), rf.ocid, rf.id, g.name, g.description, g.stage, 'bench copy', round(g.value * (0.5 + (g.k % 97) / 97.0)), g.currency,
          now() - ((g.k * 7919) % 1095) * interval '1 day',
          case when g.close_date is null then null else now() - ((g.k * 7919) % 1095) * interval '1 day' + interval '30 days' end,
          case when g.award_date is null then null else now() - ((g.k * 7919) % 1095) * interval '1 day' + interval '45 days' end,
          case when g.expiry_date is null then null else now() + ((g.k * 31) % 1460) * interval '1 day' end,
          g.country, g.country_code, g.language,
          (select ids[1 + (g.k * 13) % array_length(ids, 1)] from buyers),
          'bench:' || g.id, true, g.is_framework
        from gen g join rf on rf.ocid = 'bench-' || g.k`);
      await tx.execute(sql`insert into notice_cpv_codes (notice_id, cpv_code, division, source, position)
        select n.id, c.cpv_code, c.division, c.source, c.position from notices n
        join notice_cpv_codes c on c.notice_id = split_part(n.content_hash, ':', 2)::bigint
        where n.synthetic and n.ocid in (select 'bench-' || k from generate_series(${a}::bigint, ${b}::bigint) k)`);
      await tx.execute(sql`insert into notice_organisations (notice_id, organisation_id, role, is_primary)
        select n.id, n.buyer_id, 'buyer', true from notices n
        where n.synthetic and n.buyer_id is not null and n.ocid in (select 'bench-' || k from generate_series(${a}::bigint, ${b}::bigint) k)
        union all
        select n.id, o.organisation_id, o.role, false from notices n
        join notice_organisations o on o.notice_id = split_part(n.content_hash, ':', 2)::bigint and o.role = 'supplier'
        where n.synthetic and n.ocid in (select 'bench-' || k from generate_series(${a}::bigint, ${b}::bigint) k)
        on conflict do nothing`);
    });
    log(`  generated ${b + 1} synthetic notices`);
  }
  // vacuum, not just analyze: it also empties the GIN pending list the bulk insert filled, which
  // every full-text scan would otherwise read in full.
  await db.execute(sql`vacuum analyze`);
}
