/**
 * Search, feed preview, relevance and import benchmark. Prints figures side by side; never asserts.
 *   pnpm --filter @tenderlens/api exec tsx ../../tests/bench/search.bench.ts [--skip-100k] [--skip-1m] [--skip-pglite]
 * Data: the real OCDS files imported with the real importer (import throughput and peak RSS are
 * measured there), then the data branch's generator (`tl generate`) to 100k and 1M synthetic
 * notices. The PostgreSQL databases tl_bench_100k and tl_bench_1m are built once and reused. The
 * "100k imported" catch-up rewinds the team's relevance state to before the newest 100k notices.
 */
import { performance } from 'node:perf_hooks';
import { pg, sql, importDemoData, seedDemo } from '../../apps/api/src/testing/benchSupport';
import { createDatabase, queryRows, type Database, type DatabaseHandle } from '../../apps/api/src/db/client';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { DEFAULT_FILTER, type RecordFilter } from '../../apps/api/src/records/filter';
import { searchRecords, type SearchCaller } from '../../apps/api/src/records/service';
import { currentTeamSignals } from '../../apps/api/src/signals/relevance';
import { updateSignalSettings } from '../../apps/api/src/signals/settings';
import { feedPreview, feedPreviewFromTeam } from '../../apps/api/src/feed/service';
import { generateNotices } from '../../apps/api/src/generate/generate';
import { planViewer } from '../../apps/api/src/policy/projection';
import { measure as measureRuns } from './lib/measure';

const PG_ADMIN = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_RUNS || 60);
const WARMUP = 10;
const args = new Set(process.argv.slice(2));
const rows: [string, string][] = [];
const out = (label: string, value: string) => {
  rows.push([label, value]);
  console.log(`${label}: ${value}`);
};

const measure = (fn: () => Promise<unknown>, runs = RUNS) => measureRuns(fn, runs, WARMUP);
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const s = performance.now();
  const r = await fn();
  return [r, performance.now() - s];
}

/** Import the real files with the real importer: releases/s and peak RSS. */
async function importReal(db: Database, label: string): Promise<void> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const [, took] = await timed(() => importDemoData(db));
  clearInterval(timer);
  const [r] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ocds_releases`);
  const releases = r?.n ?? 0;
  out(`import ${label}`, `${releases} releases in ${(took / 1000).toFixed(1)} s = ${(releases / (took / 1000)).toFixed(0)} releases/s, peak RSS ${(peak / 2 ** 20).toFixed(0)} MB`);
}

interface Ctx {
  caller: SearchCaller;
  buyerIds: number[];
}

async function countNotices(db: Database, synthetic = false): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, synthetic ? sql`select count(*)::int as n from notices where synthetic` : sql`select count(*)::int as n from notices`);
  return row?.n ?? 0;
}

async function prepare(db: Database, target: number, label: string, importLabel: string): Promise<Ctx> {
  const have = await countNotices(db);
  if (have === 0) await importReal(db, importLabel);
  await seedDemo(db);
  const [northwind] = await queryRows<{ user_id: number; team_id: number; company_id: number }>(
    db,
    sql`select id::int as user_id, team_id::int as team_id, company_id::int as company_id from users where email = 'maya@northwind.test'`,
  );
  if (!northwind) throw new Error('demo tenant missing');
  const caller: SearchCaller = { userId: northwind.user_id, teamId: northwind.team_id, companyId: northwind.company_id, viewer: planViewer('GROWTH') };
  const synthetic = await countNotices(db, true);
  if (synthetic < target) {
    const t = performance.now();
    await generateNotices(db, { notices: target, seed: 1, log: (line) => console.log(line) });
    await db.execute(sql`vacuum analyze`);
    console.log(`  ${label}: generated in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  }
  const buyers = await queryRows<{ id: number }>(db, sql`select buyer_id::int as id from notices where buyer_id is not null group by buyer_id order by count(*) desc limit 10`);
  return { caller, buyerIds: buyers.map((b) => b.id) };
}

async function run(db: Database, label: string, ctx: Ctx): Promise<void> {
  const n = await countNotices(db);
  const team = await currentTeamSignals(db, ctx.caller.teamId);
  const base: RecordFilter = { ...DEFAULT_FILTER, limit: 50 };
  const combined: RecordFilter = { ...base, keywords: ['software', 'cloud', 'digital', 'data'], cpvDimensions: ['72', '48'], buyerIds: ctx.buyerIds };
  const text: RecordFilter = { ...base, text: 'cloud services' };
  const broad: RecordFilter = { ...base };
  const check = await searchRecords(db, combined, ctx.caller, team);
  const checkText = await searchRecords(db, text, ctx.caller, team);
  const a = await measure(() => searchRecords(db, combined, ctx.caller));
  const b = await measure(() => searchRecords(db, text, ctx.caller));
  const c = await measure(() => searchRecords(db, broad, ctx.caller));
  out(`search ${label} ${n} notices, keywords+CPV+buyers (total ${check.totalResults}${check.totalIsEstimate ? ' est.' : ''})`, `p50 ${ms(a.p50)}, p95 ${ms(a.p95)}`);
  out(`search ${label} ${n} notices, text "cloud services" (total ${checkText.totalResults}${checkText.totalIsEstimate ? ' est.' : ''})`, `p50 ${ms(b.p50)}, p95 ${ms(b.p95)}`);
  out(`search ${label} ${n} notices, no filter (newest 50)`, `p50 ${ms(c.p50)}, p95 ${ms(c.p95)}`);
  const page = { offset: 0, limit: 40 };
  const feed = await measure(() => feedPreviewFromTeam(db, team, { canSeeAwards: true }, new Date(), page));
  out(`feed preview ${label} ${n} notices (saved settings, ${team.signals.length} signals, materialised)`, `p50 ${ms(feed.p50)}, p95 ${ms(feed.p95)}`);
  // Without AWARDS the count reads each match's notice (AWARDED left out), exact up to 1,000,000.
  const open = await feedPreviewFromTeam(db, team, { canSeeAwards: false }, new Date(), page);
  const feedOpen = await measure(() => feedPreviewFromTeam(db, team, { canSeeAwards: false }, new Date(), page));
  out(`feed preview ${label} ${n} notices (saved settings without AWARDS, total ${open.totalResults}${open.totalIsEstimate ? '+' : ''})`, `p50 ${ms(feedOpen.p50)}, p95 ${ms(feedOpen.p95)}`);
  const onboarding = { ...team.settings, keywords: ['cloud', 'cyber security', 'software'], cpvCodes: ['72'], competitorGuids: [], partnerGuids: [], countries: [] };
  const adHoc = await measure(() => feedPreview(db, onboarding, { canSeeAwards: true }, new Date(), page), Math.min(RUNS, 30));
  out(`feed preview ${label} ${n} notices (ad-hoc criteria: 3 keywords + 1 CPV division, query time)`, `p50 ${ms(adHoc.p50)}, p95 ${ms(adHoc.p95)}`);

  // Signal changes: add a keyword (delta), remove it (delta), change exclude keywords (full rebuild).
  const keywords = team.settings.keywords;
  const [, add] = await timed(() => updateSignalSettings(db, ctx.caller.teamId, { keywords: [...keywords, 'bench maintenance'] }));
  const [, remove] = await timed(() => updateSignalSettings(db, ctx.caller.teamId, { keywords }));
  const [matches] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from team_notice_relevance where team_id = ${ctx.caller.teamId}`);
  out(`relevance ${label} ${n} notices: add keyword / remove keyword (${matches?.n ?? 0} matched notices)`, `${ms(add)} / ${ms(remove)}`);
  if (n <= 200_000) {
    // A full rebuild (exclude keywords or use_supplier_name changed): every signal re-matched.
    const [, rebuild] = await timed(() => updateSignalSettings(db, ctx.caller.teamId, { excludeKeywords: [`benchx${Date.now()}`] }));
    await updateSignalSettings(db, ctx.caller.teamId, { excludeKeywords: team.settings.excludeKeywords });
    out(`relevance ${label} ${n} notices: full rebuild`, ms(rebuild));
  }
  // 100k notices arrive as from an import: the team's matches of the newest 100k notices are
  // dropped and its state rewound to before them, then the next read catches up.
  const [cut] = await queryRows<{ id: number }>(db, sql`select id::int as id from notices order by id desc offset 99999 limit 1`);
  const before = (cut?.id ?? 1) - 1;
  await db.execute(sql`delete from team_signal_matches where team_id = ${ctx.caller.teamId} and notice_id > ${before}`);
  await db.execute(sql`delete from team_notice_relevance where team_id = ${ctx.caller.teamId} and notice_id > ${before}`);
  await db.execute(sql`update team_relevance_state set notices_max_id = ${before} where team_id = ${ctx.caller.teamId}`);
  const [, catchUp] = await timed(() => currentTeamSignals(db, ctx.caller.teamId));
  const [again] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from team_notice_relevance where team_id = ${ctx.caller.teamId}`);
  out(`relevance ${label} ${n} notices: catch-up after 100k notices imported (${again?.n ?? 0} matched notices after)`, ms(catchUp));
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
  console.log(`search benchmark: ${RUNS} runs after ${WARMUP} warm-up, service level (in-process, Maya's team with its signals)`);
  for (const [size, name] of [
    [100_000, 'tl_bench_100k'],
    [1_000_000, 'tl_bench_1m'],
  ] as const) {
    if (size === 1_000_000 && args.has('--skip-1m')) continue;
    if (size === 100_000 && args.has('--skip-100k')) continue;
    const handle = await pgDatabase(name);
    if (!handle) break;
    try {
      const ctx = await prepare(handle.db, size, `PostgreSQL ${size}`, 'PostgreSQL');
      await run(handle.db, 'PostgreSQL', ctx);
    } finally {
      await handle.close();
    }
  }
  if (!args.has('--skip-pglite')) {
    const lite = createDatabase({ dataDir: 'memory://' });
    try {
      await runMigrations(lite);
      const ctx = await prepare(lite.db, 100_000, 'PGlite 100000', 'PGlite');
      await run(lite.db, 'PGlite', ctx);
    } finally {
      await lite.close();
    }
  }
  console.log('\n== summary');
  for (const [k, v] of rows) console.log(`${k.padEnd(100)} ${v}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
