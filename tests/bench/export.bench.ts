/**
 * Export benchmark: 100,000 synthetic notices in a throwaway PostgreSQL database (INSERT … SELECT
 * generate_series, apps/api/src/exports/testData.ts), then the server as `npm start` runs it
 * (`node apps/api/dist/cli.js serve`, its own process) exports all of them as CSV and as XLSX through
 * the export job (the path every export over 4,000 rows takes), and a 4,000-row synchronous CSV.
 * Prints wall time (job created → file downloaded), file size and the server process's peak RSS
 * (Linux VmHWM, reset before each export; its RSS after start-up is printed too). Goals: CSV < 5 s,
 * XLSX < 20 s, RSS < 256 MB. Prints, never asserts.
 *   pnpm --filter @tenderlens/api exec tsx ../../tests/bench/export.bench.ts
 * BENCH_EXPORT_ROWS=N changes the row count; BENCH_SERVER_NODE_OPTIONS passes V8 flags to the server
 * (e.g. --max-old-space-size=160). Builds the API first when apps/api/dist is missing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, withThrowawayPostgres } from '../../apps/api/src/testing/benchSupport';
import { queryRows, type DatabaseHandle } from '../../apps/api/src/db/client';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { insertSyntheticNotices } from '../../apps/api/src/exports/testData';
import { seedDemo } from '../../apps/api/src/seed/demo';

const N = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const PG_ADMIN = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

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

async function startServer(databaseUrl: string, exportsDir: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['apps/api/dist/cli.js', 'serve', '--port', '0'], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '', DATABASE_URL: databaseUrl, TENDERLENS_EXPORTS_DIR: exportsDir, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', NODE_ENV: 'production' },
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
  await withThrowawayPostgres(PG_ADMIN, run, (reason) => console.log(`export bench: skipped (${reason})`));
}

async function run(handle: DatabaseHandle, databaseUrl: string): Promise<void> {
  const exportsDir = mkdtempSync(join(tmpdir(), 'tl-export-bench-'));
  await runMigrations(handle);
  await seedDemo(handle.db);
  const t0 = performance.now();
  await insertSyntheticNotices(handle.db, N);
  console.log(`export: ${N.toLocaleString('en-GB')} notices generated in ${((performance.now() - t0) / 1000).toFixed(1)} s (PostgreSQL)`);
  await handle.db.execute(sql`vacuum analyze`);

  const { child, base } = await startServer(databaseUrl, exportsDir);
  const pid = child.pid ?? 0;
  try {
    // The server's start-up jobs (stage clock over the new notices, relevance catch-up, export cleanup) run first.
    const startJobs = async () =>
      (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from scheduled_jobs where last_finished_at is not null`))[0]?.n ?? 0;
    while ((await startJobs()) < 3) await new Promise((r) => setTimeout(r, 100));
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'maya@northwind.test', password: 'tenderlens-demo' }),
    });
    const cookie = /tl_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const token = (await (await fetch(`${base}/api/auth/app_api_token`, { headers: { cookie: `tl_session=${cookie}` } })).json()) as {
      token: string;
      csrfToken: string;
    };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token.token}`, 'x-csrf-token': token.csrfToken };
    console.log(`export: server RSS after start-up and sign-in ${mb(memory(pid).rssKb)}`);

    // Each format BENCH_EXPORT_RUNS times (default 2): the first run reads a cold cache; later runs
    // show whether the server's memory settles (V8 keeps a grown heap) or keeps growing (a leak).
    const runs = Array.from({ length: Number(process.env.BENCH_EXPORT_RUNS ?? 2) }, (_, i) => i + 1);
    for (const [format, run] of runs.flatMap((r) => [['csv', r], ['xlsx', r]] as const)) {
      resetPeak(pid);
      const started = performance.now();
      const res = await fetch(`${base}/api/records/async_export`, { method: 'POST', headers, body: JSON.stringify({ format }) });
      if (res.status !== 202) throw new Error(`async_export answered ${res.status}: ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      let job: { state: string; download_url: string | null };
      do {
        await new Promise((r) => setTimeout(r, 50));
        job = (await (await fetch(`${base}/api/jobs/${id}`, { headers })).json()) as typeof job;
      } while (job.state !== 'complete' && job.state !== 'failed');
      if (job.state !== 'complete' || !job.download_url) throw new Error(`job ended ${job.state}`);
      const bytes = (await (await fetch(`${base}${job.download_url}`, { headers })).arrayBuffer()).byteLength;
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `export ${format.toUpperCase()} ${N.toLocaleString('en-GB')} rows (job, created → downloaded, run ${run}): ${seconds.toFixed(2)} s, ` +
          `${(bytes / 2 ** 20).toFixed(0)} MB file, server peak RSS ${mb(memory(pid).peakKb)}, RSS after ${mb(memory(pid).rssKb)}`,
      );
    }

    resetPeak(pid);
    const started = performance.now();
    const res = await fetch(`${base}/api/records/search.csv`, { method: 'POST', headers, body: JSON.stringify({ publish_date: { from: '2025-07-20' } }) });
    if (res.status !== 200) throw new Error(`search.csv answered ${res.status}: ${await res.text()}`);
    const bytes = (await res.arrayBuffer()).byteLength;
    console.log(
      `export CSV sync (≤4,000 rows over HTTP): ${((performance.now() - started) / 1000).toFixed(2)} s, ${(bytes / 2 ** 20).toFixed(1)} MB, ` +
        `server peak RSS ${mb(memory(pid).peakKb)}`,
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
