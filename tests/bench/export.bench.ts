/**
 * Export benchmark: 100,000 synthetic notices in a throwaway PostgreSQL database (INSERT … SELECT
 * generate_series, apps/api/src/exports/testData.ts), then the export job of all of them as CSV and
 * as XLSX through the real worker (the path every export over 4,000 rows takes), and a 4,000-row
 * synchronous CSV through the in-process HTTP app. Prints wall time, file size and this process's
 * RSS (baseline, and peak sampled every 10 ms while exporting). Goals: CSV < 5 s, XLSX < 20 s,
 * RSS < 256 MB. Prints, never asserts.
 *   pnpm --filter @tenderlens/api exec tsx ../../tests/bench/export.bench.ts
 * BENCH_EXPORT_ROWS=N changes the row count. V8 collects lazily, so RSS climbs towards the heap
 * limit; NODE_OPTIONS=--max-old-space-size=128 shows the memory an export really needs.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, pino, withThrowawayPostgres } from '../../apps/api/src/testing/benchSupport';
import { loadConfig } from '../../apps/api/src/config';
import type { DatabaseHandle } from '../../apps/api/src/db/client';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { exportJobs } from '../../apps/api/src/db/schema/exports';
import { insertSyntheticNotices } from '../../apps/api/src/exports/testData';
import { ExportWorker } from '../../apps/api/src/exports/worker';
import { seedDemo } from '../../apps/api/src/seed/demo';
import { createApp } from '../../apps/api/src/server';

const N = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const PG_ADMIN = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Runs `fn` while sampling RSS; returns its wall time and the peak RSS seen. */
async function measure<T>(fn: () => Promise<T>): Promise<{ result: T; seconds: number; peakRss: number; peakHeap: number }> {
  let peakRss = process.memoryUsage.rss();
  let peakHeap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 10);
  const started = performance.now();
  try {
    const result = await fn();
    return { result, seconds: (performance.now() - started) / 1000, peakRss: Math.max(peakRss, process.memoryUsage.rss()), peakHeap };
  } finally {
    clearInterval(sampler);
  }
}

async function main(): Promise<void> {
  await withThrowawayPostgres(PG_ADMIN, run, (reason) => console.log(`export bench: skipped (${reason})`));
}

async function run(handle: DatabaseHandle): Promise<void> {
  const exportsDir = mkdtempSync(join(tmpdir(), 'tl-export-bench-'));
  try {
    await runMigrations(handle);
    await seedDemo(handle.db);
    const load = await measure(() => insertSyntheticNotices(handle.db, N));
    console.log(`export: ${N.toLocaleString('en-GB')} notices generated in ${load.seconds.toFixed(1)} s (PostgreSQL)`);

    const logger = pino({ level: 'silent' });
    const app = await createApp({ database: handle, migrate: false, config: { ...loadConfig({}), exportsDir }, logger });
    const base = 'http://bench.test';
    const login = await app.app.request(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'maya@northwind.test', password: 'tenderlens-demo' }),
    });
    const cookie = /tl_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const token = (await (await app.app.request(`${base}/api/auth/app_api_token`, { headers: { cookie: `tl_session=${cookie}` } })).json()) as {
      token: string;
      csrfToken: string;
    };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token.token}`, 'x-csrf-token': token.csrfToken };
    const worker = new ExportWorker({ db: handle.db, logger, exportsDir });

    console.log(`export: RSS before exporting ${mb(process.memoryUsage.rss())} (JS heap ${mb(process.memoryUsage().heapUsed)})`);
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await app.app.request(`${base}/api/records/async_export`, { method: 'POST', headers, body: JSON.stringify({ format }) });
      if (res.status !== 202) throw new Error(`async_export answered ${res.status}: ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      const run = await measure(() => worker.runOnce());
      const [job] = await handle.db.select().from(exportJobs).where(eq(exportJobs.guid, id));
      if (job?.status !== 'complete' || !job.filePath) throw new Error(`job ended ${job?.status}: ${job?.error}`);
      console.log(
        `export ${format.toUpperCase()} ${N.toLocaleString('en-GB')} rows (job): ${run.seconds.toFixed(2)} s, ` +
          `${mb(statSync(job.filePath).size)} file, peak RSS ${mb(run.peakRss)} (peak JS heap ${mb(run.peakHeap)})`,
      );
    }

    const sync = await measure(async () => {
      const res = await app.app.request(`${base}/api/records/search.csv`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ publish_date: { from: '2025-07-20' } }),
      });
      if (res.status !== 200) throw new Error(`search.csv answered ${res.status}: ${await res.text()}`);
      return (await res.arrayBuffer()).byteLength;
    });
    console.log(`export CSV sync (${'≤'}4,000 rows, HTTP in-process): ${sync.seconds.toFixed(2)} s, ${mb(sync.result)}, peak RSS ${mb(sync.peakRss)}`);
    console.log(`export: process max RSS over the whole run (incl. data generation) ${mb(process.resourceUsage().maxRSS * 1024)}`);
    await app.close();
  } finally {
    rmSync(exportsDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
