/**
 * Framework search benchmark (issue 15): p50/p95 of the framework search, the framework page and its
 * call-offs at 100k notices. Prints figures; never asserts.
 *   pnpm --filter @tenderlens/api exec tsx ../../tests/bench/frameworks.bench.ts
 * Data: the real files imported with the real importer, then the generator (`tl generate`) to 100k
 * notices (its call-offs are linked to the real frameworks), in the PostgreSQL database tl_bench_100k
 * that search.bench.ts builds and keeps (built here when missing); PGlite 100k in memory with --pglite.
 */
import { pg, sql, importDemoData, seedDemo } from '../../apps/api/src/testing/benchSupport';
import { createDatabase, queryRows, type Database, type DatabaseHandle } from '../../apps/api/src/db/client';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { generateNotices } from '../../apps/api/src/generate/generate';
import { searchFrameworks } from '../../apps/api/src/frameworks/service';
import { frameworkCallOffs, frameworkDetails } from '../../apps/api/src/organisations/profiles';
import { frameworkLots } from '../../apps/api/src/frameworks/service';
import { linkCallOffs } from '../../apps/api/src/importer/persist';
import { measure } from './lib/measure';

const PG_ADMIN = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_RUNS || 60);
const WARMUP = 10;
const TARGET = 100_000;
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function prepare(db: Database): Promise<void> {
  const [have] = await queryRows<{ n: number; synthetic: number }>(db, sql`select count(*)::int as n, count(*) filter (where synthetic)::int as synthetic from notices`);
  if (!have?.n) await importDemoData(db);
  await seedDemo(db);
  if ((have?.synthetic ?? 0) < TARGET) {
    await generateNotices(db, { notices: TARGET, seed: 1, log: (line) => console.log(line) });
    await db.execute(sql`vacuum analyze`);
  }
  // Data built before migration 0025: link call-offs the importer would now link (idempotent).
  const fws = await queryRows<{ notice_id: number }>(db, sql`select notice_id::int from frameworks`);
  await linkCallOffs(db, { frameworkNoticeIds: fws.map((f) => f.notice_id) });
}

async function run(db: Database, label: string): Promise<void> {
  const [sizes] = await queryRows<{ notices: number; frameworks: number; call_offs: number }>(
    db,
    sql`select (select count(*)::int from notices) as notices, (select count(*)::int from frameworks) as frameworks, (select count(*)::int from framework_call_offs) as call_offs`,
  );
  console.log(`${label}: ${sizes?.notices} notices, ${sizes?.frameworks} frameworks, ${sizes?.call_offs} call-offs`);
  const base = { buyerGuids: [], cpvCodes: [], stages: [], procedureTypes: [], awardTypes: [], limit: 20, offset: 0 };
  const cases: [string, Parameters<typeof searchFrameworks>[1]][] = [
    ['all, soonest expiry first', base],
    ['text "services"', { ...base, text: 'services' }],
    ['stage AWARDED + CPV 72', { ...base, stages: ['AWARDED'], cpvCodes: ['72'] }],
    ['sorted by call-offs', { ...base, sort: 'call_offs', sortOrder: 'desc' }],
    ['expiring in the next 3 years', { ...base, expiry: { from: new Date().toISOString().slice(0, 10), to: new Date(Date.now() + 3 * 365 * 864e5).toISOString().slice(0, 10) } }],
  ];
  for (const [name, q] of cases) {
    const r = await measure(() => searchFrameworks(db, q), RUNS, WARMUP);
    console.log(`  ${label} framework search, ${name}: p50 ${ms(r.p50)}, p95 ${ms(r.p95)}`);
  }
  const [top] = await queryRows<{ guid: string; id: string; n: number }>(
    db,
    sql`select f.guid::text as guid, f.id::text as id, count(*)::int as n from framework_call_offs c join frameworks f on f.id = c.framework_id group by f.id order by n desc limit 1`,
  );
  if (top) {
    const page = await measure(() => Promise.all([frameworkDetails(db, top.guid), frameworkLots(db, top.id)]), RUNS, WARMUP);
    console.log(`  ${label} framework page (${top.n} call-offs): p50 ${ms(page.p50)}, p95 ${ms(page.p95)}`);
    const calls = await measure(() => frameworkCallOffs(db, top.guid, { supplierGuids: [], limit: 20, offset: 0 }), RUNS, WARMUP);
    console.log(`  ${label} call-offs page 1: p50 ${ms(calls.p50)}, p95 ${ms(calls.p95)}`);
    const [supplier] = await queryRows<{ guid: string }>(
      db,
      sql`select o.guid::text as guid from framework_call_offs c join awards a on a.notice_id = c.notice_id join award_suppliers sa on sa.award_id = a.id
        join organisations o on o.id = sa.organisation_id where c.framework_id = ${Number(top.id)} group by o.guid order by count(*) desc limit 1`,
    );
    if (supplier) {
      const filtered = await measure(() => frameworkCallOffs(db, top.guid, { supplierGuids: [supplier.guid], limit: 20, offset: 0 }), RUNS, WARMUP);
      console.log(`  ${label} call-offs filtered by supplier: p50 ${ms(filtered.p50)}, p95 ${ms(filtered.p95)}`);
    }
  }
}

async function pgDatabase(name: string): Promise<DatabaseHandle | null> {
  const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL skipped: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  const handle = createDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  await runMigrations(handle);
  return handle;
}

async function main(): Promise<void> {
  console.log(`framework benchmark: ${RUNS} runs after ${WARMUP} warm-up, service level (in-process)`);
  const handle = await pgDatabase('tl_bench_100k');
  if (handle) {
    try {
      await prepare(handle.db);
      await run(handle.db, 'PostgreSQL 100k');
    } finally {
      await handle.close();
    }
  }
  if (process.argv.includes('--pglite')) {
    const lite = createDatabase({ dataDir: 'memory://' });
    try {
      await runMigrations(lite);
      await prepare(lite.db);
      await run(lite.db, 'PGlite 100k');
    } finally {
      await lite.close();
    }
  }
}

await main();
