/**
 * First start: when the database holds no notices, load the reference data and import the real
 * OCDS files of the shared data folder (or the files given with `serve --data`). A later start
 * finds notices and does nothing, so nothing is re-imported or lost.
 *
 * The demo moves each file's dates forward so that its newest release is yesterday
 * (seed/demoDates.ts, docs/decisions/0027-demo-dates-moved-forward.md), unless `realDates`; it
 * records that it did in app_settings ('demo_dates') and runs the stage clock afterwards.
 */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { findSharedDataDir } from '../config';
import { queryRows, type Database } from '../db/client';
import { formatSummary, importIntoDatabase } from '../importer/database';
import { advanceStages } from '../jobs/stageClock';
import { OCDS_DATA_FILES } from '../reference/files';
import { planShifts, shiftRelease } from './demoDates';
import { writeDemoDates } from './demoSettings';

export interface DemoDataOptions {
  /** OCDS files to import instead of the real files of the shared data folder. */
  files?: readonly string[];
  /** Progress lines (timings, per-file summaries). */
  log?: (line: string) => void;
  now?: Date;
  /** Keep the files' own dates (`serve --real-dates`); by default each file's dates move forward. */
  realDates?: boolean;
}

export interface DemoDataResult {
  imported: boolean;
  reason?: string;
  seconds: number;
  /** Days each file's dates moved forward (empty with real dates). */
  shifts?: { file: string; days: number }[];
}

export async function hasNotices(db: Database): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(db, sql`select 1 as one from notices limit 1`);
  return rows.length > 0;
}

export async function importDemoData(db: Database, options: DemoDataOptions = {}): Promise<DemoDataResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const seconds = () => (performance.now() - started) / 1000;
  if (await hasNotices(db)) return { imported: false, reason: 'notices already imported', seconds: seconds() };
  const dataDir = findSharedDataDir();
  if (!dataDir) {
    log('Shared data folder not found (set TENDERLENS_SHARED_DATA): starting without notices');
    return { imported: false, reason: 'no shared data folder', seconds: seconds() };
  }
  const now = options.now ?? new Date();
  const files = options.files ?? OCDS_DATA_FILES.map((f) => join(dataDir, f)).filter((f) => existsSync(f));
  const plan = options.realDates ? [] : await planShifts(files, now);
  const daysByFile = new Map(plan.map((p) => [p.file, p.days]));
  log(`Importing ${files.length} OCDS file(s) and the reference data from ${dataDir}`);
  for (const p of plan) if (p.days > 0) log(`Demo dates: ${basename(p.file)} moved forward ${p.days} days (newest release ${p.newest ?? '—'} → yesterday)`);
  const result = await importIntoDatabase(db, files, {
    dataDir,
    now,
    onFile: (summary) => log(formatSummary(summary)),
    ...(plan.length > 0
      ? { transformRelease: (release, input) => (typeof input === 'string' ? shiftRelease(release, daysByFile.get(input) ?? 0) : release) }
      : {}),
  });
  // The stages were derived at `now` from the moved dates; the clock makes sure nothing is left behind.
  await advanceStages(db, now);
  const shifts = plan.filter((p) => p.days > 0).map((p) => ({ file: basename(p.file), days: p.days }));
  await writeDemoDates(db, { shifted: shifts.length > 0, shiftedAt: now.toISOString(), files: shifts });
  log(`Imported in ${result.seconds.toFixed(1)} s${shifts.length > 0 ? ' (demo: dates moved forward; --real-dates keeps them)' : ''}`);
  return { imported: true, seconds: seconds(), shifts };
}
