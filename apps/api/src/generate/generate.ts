/**
 * `tl generate --notices N [--seed S]`: multiplies the imported (real) notices into N synthetic
 * ones for benchmarks — each a copy of a real notice's title, description and CPV codes, given a
 * random real buyer, dates spread over the last five years, a value, a stage consistent with its
 * dates and, when awarded, a real supplier, an award and a contract period.
 *
 * Everything is generated in SQL (`insert … select … from generate_series`), 50,000 notices per
 * transaction, so rows never travel through Node. Every random choice is a slice of
 * md5(notice guid), and the guid is md5(seed, n) as a version-4 UUID: the same seed and N give the same rows, and a
 * second run inserts nothing (`on conflict do nothing`). Rows are marked `synthetic`.
 */
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../db/client';
import { refreshStatistics } from '../db/statistics';

/** From this many notices, the full-text index is dropped during the run and built at the end. */
const REBUILD_INDEX_FROM = 100_000;

export interface GenerateOptions {
  notices: number;
  seed?: number;
  /** Notices per transaction (default 50,000). */
  chunkSize?: number;
  /** "Today" for the date spread (default: now, to the day). */
  now?: Date;
  log?: (line: string) => void;
}

export interface GenerateResult {
  inserted: number;
  seconds: number;
  perSecond: number;
}

/** The k-th 31-bit random integer (k = 0..3) of md5(guid). */
const rnd = (guid: SQL, k: number): SQL =>
  sql`((('x' || substr(md5(${guid}::text), ${1 + 8 * k}, 8))::bit(32)::int) & 2147483647)`;
/** A second independent md5 for four more draws. */
const rnd2 = (guid: SQL, k: number): SQL =>
  sql`((('x' || substr(md5(${guid}::text || ':2'), ${1 + 8 * k}, 8))::bit(32)::int) & 2147483647)`;

async function pools(tx: Executor) {
  // Pools of real rows to draw from, numbered 0..n-1 (dropped at commit).
  await tx.execute(sql`create temp table gen_templates on commit drop as
    select (row_number() over (order by n.id) - 1)::int as rn, n.id, n.name, n.description, n.value, n.main_procurement_category,
           n.procurement_method, n.procurement_method_details, n.language, n.url, n.cpv_divisions
    from notices n where not n.synthetic`);
  await tx.execute(sql`create temp table gen_buyers on commit drop as
    select (row_number() over (order by o.id) - 1)::int as rn, o.id, o.country_code, o.country
    from organisations o where o.primary_role = 'BUYER' and not o.synthetic`);
  await tx.execute(sql`create temp table gen_suppliers on commit drop as
    select (row_number() over (order by o.id) - 1)::int as rn, o.id from organisations o where o.primary_role = 'SUPPLIER' and not o.synthetic`);
  await tx.execute(sql`create temp table gen_cpv on commit drop as
    select (row_number() over (order by code) - 1)::int as rn, code, division from (select distinct cpv_code as code, division from notice_cpv_codes) c`);
  await tx.execute(sql`create temp table gen_frameworks on commit drop as
    select (row_number() over (order by f.id) - 1)::int as rn, f.id from frameworks f where not f.synthetic`);
  // Keys and statistics, or the planner nests loops over the draws.
  for (const table of ['gen_templates', 'gen_buyers', 'gen_suppliers', 'gen_cpv', 'gen_frameworks']) {
    await tx.execute(sql.raw(`alter table ${table} add primary key (rn)`));
    await tx.execute(sql.raw(`analyze ${table}`));
  }
  const [sizes] = await queryRows<{ templates: number; buyers: number; suppliers: number; cpv: number; frameworks: number }>(
    tx,
    sql`select (select count(*)::int from gen_templates) as templates, (select count(*)::int from gen_buyers) as buyers,
      (select count(*)::int from gen_suppliers) as suppliers, (select count(*)::int from gen_cpv) as cpv, (select count(*)::int from gen_frameworks) as frameworks`,
  );
  if (!sizes) throw new Error('no pool sizes');
  return sizes;
}

/**
 * A version-4 UUID (RFC 9562) from 32 hex digits: the version nibble set to 4 and the variant
 * nibble to one of 8, 9, a, b (from the digit it replaces). Every guid check (zod's `z.uuid()` on
 * the API, the web app's routes) accepts only such UUIDs, so a raw `md5(…)::uuid` could not be opened.
 */
export const uuidV4 = (hex: SQL): SQL =>
  sql`overlay(overlay(${hex} placing '4' from 13) placing substr('89ab', 1 + (('x' || substr(${hex}, 17, 1))::bit(4)::int % 4), 1) from 17)::uuid`;

/** The synthetic ocid of generated notice number g of a seed. */
const ocidOfExpr = (seed: number, g: SQL): SQL => sql`'ocds-tlgen-' || ${seed}::text || '-' || ${g}::text`;

async function generateChunk(tx: Executor, seed: number, from: number, to: number, now: Date): Promise<number> {
  const sizes = await pools(tx);
  if (sizes.templates === 0 || sizes.buyers === 0) throw new Error('Import real notices first (tl import FILE…): the generator multiplies them');
  const [existing] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from generate_series(${from}::int, ${to}::int) g join notices n on n.ocid = ${ocidOfExpr(seed, sql`g`)}`,
  );
  if ((existing?.n ?? 0) === to - from + 1) return 0;
  const [before] = await queryRows<{ id: number }>(tx, sql`select coalesce(max(id), 0)::bigint as id from notices`);
  const after = Number(before?.id ?? 0);
  const guidOf = (g: SQL) => uuidV4(sql`md5(${seed}::text || ':' || ${g}::text)`);
  const ocidOf = (g: SQL) => ocidOfExpr(seed, g);
  const nowTs = now.toISOString();

  await tx.execute(sql`insert into record_families (guid, ocid)
    select ${uuidV4(sql`md5('family:' || ${seed}::text || ':' || g::text)`)}, ${ocidOf(sql`g`)} from generate_series(${from}::int, ${to}::int) g
    on conflict (ocid) do nothing`);

  // Per notice: publish within 5 years; 8 % planning only, else a tender closing 14–74 days later;
  // of the closed tenders, 60 % are awarded 20–80 days after closing for 1–4 years.
  const [inserted] = await queryRows<{ n: number }>(tx, sql`
    with x0 as (select g, ${guidOf(sql`g`)} as guid from generate_series(${from}::int, ${to}::int) g),
    x as materialized (select x0.*, ${rnd(sql`x0.guid`, 0)} as r0, ${rnd(sql`x0.guid`, 1)} as r1, ${rnd(sql`x0.guid`, 2)} as r2,
      ${rnd(sql`x0.guid`, 3)} as r3, ${rnd2(sql`x0.guid`, 0)} as s0, ${rnd2(sql`x0.guid`, 1)} as s1, ${rnd2(sql`x0.guid`, 2)} as s2,
      ${rnd2(sql`x0.guid`, 3)} as s3 from x0),
    d as (
      select x.g, x.guid,
        t.name, t.description, t.value as tvalue, t.main_procurement_category, t.procurement_method, t.procurement_method_details, t.language,
        b.id as buyer_id, b.country_code, b.country,
        -- The template's CPV divisions plus, for half, the extra code's (the CPV inserts below draw the same).
        array(select distinct v from unnest(t.cpv_divisions || case when x.s1 % 2 = 0 and ${sizes.cpv} > 0
          then array[(select c.division::text from gen_cpv c where c.rn = x.s0 % ${Math.max(sizes.cpv, 1)})] else '{}'::text[] end) v
          where v is not null order by v) as cpv_divisions,
        ${nowTs}::timestamptz - make_interval(mins => x.r2 % (5 * 365 * 24 * 60)) as publish,
        x.r3 % 100 as kind,
        x.s0 % 61 as close_days,
        x.s1 % 61 as award_days,
        x.s2 % 4 as years,
        x.s3 % 1000 as scale
      from x
      join gen_templates t on t.rn = x.r0 % ${sizes.templates}
      join gen_buyers b on b.rn = x.r1 % ${sizes.buyers}
    ),
    s as (
      select d.*,
        case when d.kind < 8 then null else d.publish + make_interval(days => 14 + d.close_days) end as close_date,
        case
          when d.kind < 8 then case when d.publish < ${nowTs}::timestamptz - interval '12 months' then 'STALE_PRE_TENDER' else 'PRE_TENDER' end
          when d.publish + make_interval(days => 14 + d.close_days) > ${nowTs}::timestamptz then 'OPEN'
          when d.kind < 68 and d.publish + make_interval(days => 34 + d.close_days + d.award_days) <= ${nowTs}::timestamptz then 'AWARDED'
          else 'CLOSED'
        end as stage
      from d
    ),
    ins as (insert into notices (guid, ocid, record_family_id, name, description, stage, stage_reason, type, value, value_source, currency,
      publish_date, close_date, planning_published_at, tender_date, award_date, expiry_date, country, country_code, language, procurement_method,
      procurement_method_details, main_procurement_category, buyer_id, buyer_ids, cpv_divisions, is_call_off, synthetic, content_hash, created_at, updated_at)
    select s.guid, ${ocidOf(sql`s.g`)}, f.id, s.name, s.description, s.stage, 'generated',
      case when s.stage like '%PRE_TENDER' then 'planning' when s.stage = 'AWARDED' then 'award' else 'tender' end,
      round((coalesce(s.tvalue, 50000) * (0.25 + s.scale / 400.0))::numeric, 2), 'generated', 'GBP',
      s.publish, s.close_date, case when s.kind < 8 then s.publish end, case when s.kind < 8 then null else s.publish end,
      case when s.stage = 'AWARDED' then s.close_date + make_interval(days => 20 + s.award_days) end,
      case when s.stage = 'AWARDED' then s.close_date + make_interval(days => 20 + s.award_days, years => 1 + s.years) end,
      s.country, s.country_code, s.language, s.procurement_method, s.procurement_method_details, s.main_procurement_category,
      s.buyer_id, array[s.buyer_id], s.cpv_divisions, s.kind between 8 and 12 and ${sizes.frameworks} > 0, true, 'generated:' || ${seed}::text, s.publish, s.publish
    from s join record_families f on f.ocid = ${ocidOf(sql`s.g`)}
    on conflict (guid) do nothing
    returning 1)
    select count(*)::int as n from ins`);
  const count = inserted?.n ?? 0;
  if (count === 0) return 0;

  const n = sql`n.guid`;
  await tx.execute(sql`insert into notice_organisations (notice_id, organisation_id, role, is_primary)
    select n.id, n.buyer_id, 'buyer', true from notices n where n.id > ${after} and n.buyer_id is not null`);
  await tx.execute(sql`insert into procurement_stages (notice_id, stage)
    select n.id, v.stage from notices n cross join lateral (values
      (case when n.stage like '%PRE_TENDER' then 'PRE_TENDER' else 'TENDER' end),
      (case when n.stage = 'AWARDED' then 'AWARD' end)) v(stage)
    where n.id > ${after} and v.stage is not null on conflict do nothing`);
  // CPV: the template's codes (the template is draw 0 of the guid, as above) plus, for half, one more.
  await tx.execute(sql`insert into notice_cpv_codes (notice_id, cpv_code, division, source, position)
    select n.id, c.cpv_code, c.division, c.source, c.position from notices n
    join gen_templates t on t.rn = ${rnd(n, 0)} % ${sizes.templates}
    join notice_cpv_codes c on c.notice_id = t.id
    where n.id > ${after}
    on conflict do nothing`);
  if (sizes.cpv > 0) {
    await tx.execute(sql`insert into notice_cpv_codes (notice_id, cpv_code, division, source, position)
      select n.id, c.code, c.division, 'generated', 99 from notices n join gen_cpv c on c.rn = ${rnd2(n, 0)} % ${sizes.cpv}
      where n.id > ${after} and ${rnd2(n, 1)} % 2 = 0
      on conflict do nothing`);
  }
  if (sizes.suppliers > 0) {
    await tx.execute(sql`insert into awards (notice_id, award_key, title, status, award_date, date_published, value, currency, value_source, start_date, end_date, max_extent_date)
      select n.id, 'award-1', n.name, 'active', n.award_date, n.award_date, n.value, 'GBP', 'generated',
        n.award_date + interval '1 month', n.expiry_date,
        case when ${rnd2(n, 2)} % 3 = 0 then n.expiry_date + interval '1 year' end
      from notices n where n.id > ${after} and n.stage = 'AWARDED'`);
    await tx.execute(sql`insert into award_suppliers (award_id, organisation_id)
      select a.id, s.id from awards a join notices n on n.id = a.notice_id
      join gen_suppliers s on s.rn = ${rnd2(n, 3)} % ${sizes.suppliers}
      where a.notice_id > ${after}`);
    await tx.execute(sql`insert into notice_organisations (notice_id, organisation_id, role)
      select a.notice_id, s.organisation_id, 'supplier' from awards a join award_suppliers s on s.award_id = a.id
      where a.notice_id > ${after} on conflict do nothing`);
  }
  if (sizes.frameworks > 0) {
    await tx.execute(sql`insert into framework_call_offs (framework_id, notice_id, process_type)
      select f.id, n.id, 'call-off' from notices n join gen_frameworks f on f.rn = ${rnd(n, 3)} % ${sizes.frameworks}
      where n.id > ${after} and n.is_call_off on conflict do nothing`);
  }
  return count;
}

export async function generateNotices(db: Database, options: GenerateOptions): Promise<GenerateResult> {
  const seed = options.seed ?? 1;
  const chunk = options.chunkSize ?? 50_000;
  const now = options.now ?? new Date(new Date().toISOString().slice(0, 10));
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  let inserted = 0;
  // A large run builds the filter GIN index (buyers, CPV divisions, full text, stage; migration 0038) once at the end: much faster than row by row.
  // `create index if not exists` also mends an index left dropped by an interrupted run.
  const rebuildSearchIndex = options.notices >= REBUILD_INDEX_FROM;
  if (rebuildSearchIndex) await db.execute(sql`drop index if exists notices_filter_gin_idx`);
  try {
    for (let from = 1; from <= options.notices; from += chunk) {
      const to = Math.min(options.notices, from + chunk - 1);
      inserted += await db.transaction((tx) => generateChunk(tx, seed, from, to, now));
      const s = (performance.now() - started) / 1000;
      log(`  ${to.toLocaleString('en-GB')} / ${options.notices.toLocaleString('en-GB')} notices (${inserted.toLocaleString('en-GB')} new) in ${s.toFixed(1)} s`);
    }
  } finally {
    await db.execute(sql`create index if not exists notices_filter_gin_idx on notices using gin (buyer_ids, cpv_divisions, search, (array[stage]))`);
    if (rebuildSearchIndex) log(`  full-text index built at ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // Organisation notice counts: one pass over the links.
  await db.execute(sql`update organisations o set notice_count = x.n
    from (select organisation_id, count(distinct notice_id)::int as n from notice_organisations group by organisation_id) x
    where o.id = x.organisation_id and o.notice_count <> x.n`);
  await refreshStatistics(db);
  const seconds = (performance.now() - started) / 1000;
  return { inserted, seconds, perSecond: Math.round(inserted / Math.max(seconds, 0.001)) };
}
