/**
 * Sync benchmark (issue 11 §1), run by tests/bench/sync.mjs: Find a Tender's real releases
 * multiplied with new ocids on a local fake (SYNC_BENCH_RELEASES, default 100,000), synced into an
 * empty database at pace 0 → releases/s, CPU seconds and peak RSS (each copy carries a reference
 * number in its title, so copies are distinct procurements, not duplicates of each other); then one
 * new release published on the fake → seconds until its notice is searchable with relevance computed
 * for a team whose signal matches it (the next sync run).
 *
 * DATABASE_URL: a PostgreSQL database (it must be empty: the benchmark migrates it and counts on no
 * notices), else embedded PGlite in memory. SYNC_BENCH_COMPARE=1 also runs the plain importer
 * (`tl import`: the same releases from one release package file, into another empty database) in
 * this process, so both figures come from the same machine load (decision 0060).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { runMigrations } from '../../db/migrate';
import { createDatabase, queryRows, type Database, type DatabaseHandle } from '../../db/client';
import { importIntoDatabase } from '../../importer/database';
import { DATA_DIR } from '../../importer/test-helpers';
import { runSync } from '../runner';
import { BENCH_FILES, BENCH_RANGE } from './benchSetup';
import { FakePublisher, readReleaseFile } from './fakePublishers';

const count = Number(process.env.SYNC_BENCH_RELEASES ?? 100_000);
const databaseUrl = process.env.DATABASE_URL;
const { from, to } = BENCH_RANGE;
const files = BENCH_FILES;
const driver = databaseUrl ? 'PostgreSQL' : 'PGlite (memory)';

async function emptyDatabase(url: string | undefined): Promise<DatabaseHandle> {
  const handle = createDatabase(url ? { databaseUrl: url } : { dataDir: 'memory://' });
  await runMigrations(handle);
  const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from notices`);
  if ((row?.n ?? 0) > 0) throw new Error('the benchmark needs an empty database (DATABASE_URL holds notices)');
  return handle;
}

/** A team whose signal (a keyword every copy's title holds) matches the notices: relevance has work to do. */
async function addMatchingTeam(db: Database, keyword: string): Promise<void> {
  const [company] = await queryRows<{ id: number }>(db, sql`insert into companies (name) values ('Sync bench') returning id::int as id`);
  const [team] = await queryRows<{ id: number }>(db, sql`insert into teams (company_id, name) values (${company!.id}, 'Bench team') returning id::int as id`);
  await db.execute(sql`insert into team_signal_settings (team_id, keywords) values (${team!.id}, ${`{${keyword}}`}::text[])`);
}

/** Resident set sampled while `work` runs (the process's maxRSS also counts what came before). */
async function measured<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number; cpuSeconds: number; peakRssMb: number }> {
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 250);
  const cpu = process.cpuUsage();
  const started = performance.now();
  try {
    const value = await work();
    const used = process.cpuUsage(cpu);
    return { value, seconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6, peakRssMb: Math.round(Math.max(peak, process.memoryUsage.rss()) / 1048576) };
  } finally {
    clearInterval(sampler);
  }
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const template = readReleaseFile(files[1]!).releases[0]!;
const keyword = String((template.tender as { title?: unknown } | undefined)?.title ?? 'services').split(/\s+/).find((w) => w.length > 5) ?? 'services';

// The fake is a server of its own (benchFake.ts): its work does not count against the sync (decision 0060).
const fakeProcess = spawn(process.execPath, [...process.execArgv, fileURLToPath(new URL('./benchFake.ts', import.meta.url))], {
  env: { ...process.env, SYNC_BENCH_RELEASES: String(count) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const fakeUrl = await new Promise<string>((resolve, reject) => {
  fakeProcess.stdout.once('data', (line: Buffer) => resolve((JSON.parse(String(line)) as { url: string }).url));
  fakeProcess.once('exit', (code) => reject(new Error(`the fake stopped (${code})`)));
});
const handle = await emptyDatabase(databaseUrl);
const db = handle.db;
await addMatchingTeam(db, keyword);
const options = { dataDir: DATA_DIR, baseUrls: { fts: fakeUrl }, http: { paceMs: 0 } };

console.info(`sync benchmark on ${driver}; load average before: ${load()}`);
let imports = 0;
let synced = 0;
const syncStarted = performance.now();
// One line per import: the rate as the database grows (a run stopped early still shows it).
const progress = ({ releases }: { releases: number }) => {
  imports++;
  synced += releases;
  const s = (performance.now() - syncStarted) / 1000;
  console.info(`  import ${imports}: ${synced.toLocaleString('en-GB')} releases in ${s.toFixed(0)} s = ${Math.round(synced / s)} releases/s; RSS ${Math.round(process.memoryUsage.rss() / 1048576)} MB; load ${load()}`);
};
const run = await measured(() => runSync(db, ['fts'], { ...options, from, to, onImported: progress }));
const [result] = run.value;
if (result?.error) console.error(`the sync stopped: ${result.error}`);
console.info(
  `sync ${count.toLocaleString('en-GB')} releases from a local Find a Tender fake: ${result?.windows} windows, ${result?.requests} requests, ` +
    `${result?.releasesNew} new, ${result?.errors} errors, ${imports} imports, ${result?.duplicatePairs} duplicate pairs in ${run.seconds.toFixed(1)} s ` +
    `(${run.cpuSeconds.toFixed(1)} s CPU in this process) = ${Math.round(count / run.seconds)} releases/s; peak RSS ${run.peakRssMb} MB; load average after: ${load()}`,
);

// A release appears on the publisher: the time until its notice is searchable with relevance computed.
const fresh = { ...template, ocid: 'ocds-h6vhtk-bench01', id: 'bench-1-2026', date: new Date(to.getTime() + 60_000).toISOString() };
const appeared = performance.now();
const publish = () => fetch(`${fakeUrl}/__fake/releases`, { method: 'POST', body: JSON.stringify({ releases: [fresh] }) });
// After a long run the pooled keep-alive connection may be one the fake has closed ("other side closed"):
// once more, on a new connection (as the sync's own client does, sync/http.ts).
const published = await publish().catch(() => publish());
if (published.status !== 204) throw new Error(`the fake did not publish (${published.status})`);
// Searchable with relevance once its import's onImported is called (the alert wake-up); the run then
// still refreshes the planner statistics.
let delay = Number.NaN;
await runSync(db, ['fts'], { ...options, to: new Date(to.getTime() + 6 * 3_600_000), onImported: () => void (delay = (performance.now() - appeared) / 1000) });
const runSeconds = (performance.now() - appeared) / 1000;
const [row] = await queryRows<{ searchable: number; matched: number }>(
  db,
  sql`select count(*)::int as searchable, count(r.notice_id)::int as matched
      from notices n left join team_notice_relevance r on r.notice_id = n.id
      where n.ocid = 'ocds-h6vhtk-bench01' and n.search is not null`,
);
console.info(`release published → notice searchable with relevance computed: ${delay.toFixed(2)} s (the whole run ${runSeconds.toFixed(2)} s; searchable: ${row?.searchable === 1}, matched for the team: ${(row?.matched ?? 0) > 0})`);
fakeProcess.kill('SIGTERM');
await handle.close();

if (process.env.SYNC_BENCH_COMPARE === '1') {
  // The same releases as one release package file, through the plain importer into another empty database.
  const dir = mkdtempSync(join(tmpdir(), 'tl-sync-bench-'));
  const file = join(dir, 'releases.json');
  const source = new FakePublisher({ kind: 'fts', files, multiply: { count, from, to } });
  writeFileSync(file, JSON.stringify({ ...source.packageMeta, releases: source.allReleases() }));
  const plainUrl = databaseUrl ? process.env.SYNC_BENCH_COMPARE_DATABASE_URL : undefined;
  if (databaseUrl && !plainUrl) throw new Error('SYNC_BENCH_COMPARE on PostgreSQL needs SYNC_BENCH_COMPARE_DATABASE_URL (another empty database)');
  const plain = await emptyDatabase(plainUrl);
  await addMatchingTeam(plain.db, keyword);
  const imported = await measured(() => importIntoDatabase(plain.db, [file], { dataDir: DATA_DIR }));
  console.info(
    `plain importer (tl import) of the same ${count.toLocaleString('en-GB')} releases from one file: ${imported.seconds.toFixed(1)} s ` +
      `(${imported.cpuSeconds.toFixed(1)} s CPU) = ${Math.round(count / imported.seconds)} releases/s; peak RSS ${imported.peakRssMb} MB; load average after: ${load()}`,
  );
  await plain.close();
  rmSync(dir, { recursive: true, force: true });
}
