/**
 * Export benchmark: N synthetic notices (default 100,000; INSERT … SELECT generate_series,
 * apps/api/src/exports/testData.ts) in a throwaway PostgreSQL database and in a PGlite data dir; the
 * server as `npm start` runs it (`node apps/api/dist/cli.js serve`, its own process) exports all of
 * them as CSV and XLSX through the export job (the path of every export over 4,000 rows), plus a
 * 4,000-row synchronous CSV. Prints wall time (job created → file downloaded), file size, the server
 * process's peak RSS (Linux VmHWM, reset before each export) and the load average; on PostgreSQL
 * each CSV run is followed by PostgreSQL's own `COPY (the export's select) TO STDOUT WITH CSV` of the
 * same rows through psql, and the ratio API/COPY. Goals (issue 10 §8): ≤ 2× COPY, peak RSS ≤ 256 MB
 * at 1M rows. Prints, never asserts.
 *   pnpm --filter @tenderlens/api exec tsx ../../tests/bench/export.bench.ts
 * BENCH_EXPORT_ROWS=N the row count; BENCH_EXPORT_RUNS=N runs per format (default 2);
 * BENCH_EXPORT_TARGETS=postgres,pglite (default both); BENCH_EXPORT_FORMATS=csv,xlsx (default both);
 * BENCH_SERVER_NODE_OPTIONS passes V8 flags to the server (e.g. --max-old-space-size=160), BENCH_SERVER_NODE_ARGS
 * node arguments NODE_OPTIONS refuses (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: a profile of the server, written at exit).
 * Builds the API first when apps/api/dist is missing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgDialect, sql, withThrowawayPostgres } from '../../apps/api/src/testing/benchSupport';
import { createDatabase, queryRows, type Database, type DatabaseHandle } from '../../apps/api/src/db/client';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { insertSyntheticNotices } from '../../apps/api/src/exports/testData';
import { noticeRowsSql } from '../../apps/api/src/exports/sources/notices';
import { seedDemo } from '../../apps/api/src/seed/demo';

const N = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 2);
const TARGETS = (process.env.BENCH_EXPORT_TARGETS ?? 'postgres,pglite').split(',');
const FORMATS = (process.env.BENCH_EXPORT_FORMATS ?? 'csv,xlsx').split(',') as ('csv' | 'xlsx')[];
const PG_ADMIN = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const load = () => `load ${loadavg()[0]?.toFixed(1)}`;

/** Peak and current resident set of a process, in kB (Linux /proc). */
function memory(pid: number): { peakKb: number; rssKb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { peakKb: kb('VmHWM'), rssKb: kb('VmRSS') };
}
/** Resets VmHWM to the current RSS (Linux ≥ 4.0: `echo 5 > /proc/PID/clear_refs`). */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/**
 * fetch, tried once more when the server closed an idle keep-alive connection just as it was reused
 * (undici's 'other side closed' after the COPY's seconds of quiet).
 */
async function call(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return fetch(url, init);
  }
}

async function startServer(env: Record<string, string>, exportsDir: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), 'apps/api/dist/cli.js', 'serve', '--port', '0'], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '', ...env, TENDERLENS_EXPORTS_DIR: exportsDir, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /running at (http:\/\/localhost:\d+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  if (process.env.BENCH_LOG_LEVEL) child.stdout?.pipe(process.stdout);
  else child.stdout?.resume();
  return { child, base };
}

async function main(): Promise<void> {
  if (!existsSync(join(root, 'apps/api/dist/cli.js'))) {
    const b = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@tenderlens/api', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) throw new Error('building the API failed');
  }
  if (TARGETS.includes('postgres')) {
    await withThrowawayPostgres(PG_ADMIN, (handle, url) => run('PostgreSQL', handle, { DATABASE_URL: url }, url), (reason) => console.log(`export bench (PostgreSQL): skipped (${reason})`));
  }
  if (TARGETS.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'tl-export-bench-pglite-'));
    try {
      await run('PGlite', createDatabase({ dataDir }), { DATABASE_URL: '', TENDERLENS_DATA_DIR: dataDir }, null);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

/**
 * PostgreSQL's own CSV of the export's rows: the notice export's batch statement (sources/notices.ts
 * `noticeRowsSql`) over every notice, in the export's order, written by `COPY … TO STDOUT WITH CSV`
 * through psql into /dev/null. Returns seconds and bytes.
 */
async function copyCsv(db: Database, databaseUrl: string): Promise<{ seconds: number; bytes: number }> {
  const [maya] = await queryRows<{ userId: number; teamId: number; companyId: number }>(
    db,
    sql`select id::int as "userId", team_id::int as "teamId", company_id::int as "companyId" from users where email = 'maya@northwind.test'`,
  );
  if (!maya) throw new Error('maya is missing');
  const query = new PgDialect().sqlToQuery(noticeRowsSql([0], maya));
  // Inline the parameters: the id batch becomes every notice, the rest are the caller's ids.
  const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.params[Number(n) - 1];
    return value === '{0}' ? '(select array_agg(id)::text from notices)' : String(Number(value));
  });
  const started = performance.now();
  const copy = spawnSync('sh', ['-c', `psql "$1" -Atc "$2" | wc -c`, 'copy', databaseUrl, `copy (${text} order by n.publish_date desc nulls last, n.id desc) to stdout with csv`], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  const seconds = (performance.now() - started) / 1000;
  if (copy.status !== 0) throw new Error(`COPY failed: ${copy.stderr}`);
  return { seconds, bytes: Number(copy.stdout.trim()) };
}

async function run(target: string, handle: DatabaseHandle, env: Record<string, string>, databaseUrl: string | null): Promise<void> {
  const exportsDir = mkdtempSync(join(tmpdir(), 'tl-export-bench-'));
  await runMigrations(handle);
  await seedDemo(handle.db);
  const t0 = performance.now();
  await insertSyntheticNotices(handle.db, N);
  console.log(`export: ${N.toLocaleString('en-GB')} notices generated in ${((performance.now() - t0) / 1000).toFixed(1)} s (${target})`);
  await handle.db.execute(sql`vacuum analyze`);
  // PGlite has one process: the server opens the data dir after the bench let go of it.
  const copyDb = databaseUrl ? handle : null;
  if (!copyDb) await handle.close();

  const { child, base } = await startServer(env, exportsDir);
  const pid = child.pid ?? 0;
  try {
    // The server's start-up jobs (stage clock over the new notices, relevance catch-up, export cleanup) run first.
    const health = async () => (await call(`${base}/api/health`)).ok;
    while (!(await health())) await new Promise((r) => setTimeout(r, 100));
    if (copyDb) {
      const startJobs = async () =>
        (await queryRows<{ n: number }>(copyDb.db, sql`select count(*)::int as n from scheduled_jobs where last_finished_at is not null`))[0]?.n ?? 0;
      while ((await startJobs()) < 3) await new Promise((r) => setTimeout(r, 100));
    } else {
      await new Promise((r) => setTimeout(r, 5000));
    }
    const login = await call(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'maya@northwind.test', password: 'tenderlens-demo' }),
    });
    const cookie = /tl_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const token = (await (await call(`${base}/api/auth/app_api_token`, { headers: { cookie: `tl_session=${cookie}` } })).json()) as {
      token: string;
      csrfToken: string;
    };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token.token}`, 'x-csrf-token': token.csrfToken };
    console.log(`export (${target}): server RSS after start-up and sign-in ${mb(memory(pid).rssKb)}`);

    // Each format RUNS times: the first run reads a cold cache; later runs show whether the
    // server's memory settles (V8 keeps a grown heap) or keeps growing (a leak).
    const runs = Array.from({ length: RUNS }, (_, i) => i + 1);
    for (const [format, run] of runs.flatMap((r) => FORMATS.map((f) => [f, r] as const))) {
      resetPeak(pid);
      const started = performance.now();
      const res = await call(`${base}/api/records/async_export`, { method: 'POST', headers, body: JSON.stringify({ format }) });
      if (res.status !== 202) throw new Error(`async_export answered ${res.status}: ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      let job: { state: string; download_url: string | null; total_rows: number | null };
      do {
        await new Promise((r) => setTimeout(r, 50));
        job = (await (await call(`${base}/api/jobs/${id}`, { headers })).json()) as typeof job;
      } while (job.state !== 'complete' && job.state !== 'failed');
      if (job.state !== 'complete' || !job.download_url) throw new Error(`job ended ${job.state}`);
      const bytes = (await (await call(`${base}${job.download_url}`, { headers })).arrayBuffer()).byteLength;
      const seconds = (performance.now() - started) / 1000;
      const peak = memory(pid).peakKb;
      let ratio = '';
      if (format === 'csv' && copyDb && databaseUrl) {
        const copy = await copyCsv(copyDb.db, databaseUrl);
        ratio = `; COPY … CSV of the same rows ${copy.seconds.toFixed(2)} s (${(copy.bytes / 2 ** 20).toFixed(0)} MB), API/COPY ${(seconds / copy.seconds).toFixed(2)}×`;
      }
      console.log(
        `export ${target} ${format.toUpperCase()} ${(job.total_rows ?? N).toLocaleString('en-GB')} rows (job, created → downloaded, run ${run}): ${seconds.toFixed(2)} s, ` +
          `${(bytes / 2 ** 20).toFixed(0)} MB file, server peak RSS ${mb(peak)}, RSS after ${mb(memory(pid).rssKb)}${ratio} (${load()})`,
      );
    }

    resetPeak(pid);
    const started = performance.now();
    const res = await call(`${base}/api/records/search.csv`, { method: 'POST', headers, body: JSON.stringify({ publish_date: { from: '2025-07-20' } }) });
    if (res.status !== 200) throw new Error(`search.csv answered ${res.status}: ${await res.text()}`);
    const bytes = (await res.arrayBuffer()).byteLength;
    console.log(
      `export ${target} CSV sync (≤4,000 rows over HTTP): ${((performance.now() - started) / 1000).toFixed(2)} s, ${(bytes / 2 ** 20).toFixed(1)} MB, ` +
        `server peak RSS ${mb(memory(pid).peakKb)} (${load()})`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(exportsDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
