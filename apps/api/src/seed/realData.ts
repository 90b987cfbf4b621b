/**
 * First start: when the database holds no notices, load the reference data and import the real
 * OCDS files of the shared data folder (or the files given with `serve --data`). A later start
 * finds notices and does nothing, so nothing is re-imported or lost.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { findSharedDataDir } from '../config';
import { queryRows, type Database } from '../db/client';
import { formatSummary, importIntoDatabase } from '../importer/database';
import { OCDS_DATA_FILES } from '../reference/files';

export interface DemoDataOptions {
  /** OCDS files to import instead of the four real files of the shared data folder. */
  files?: readonly string[];
  /** Progress lines (timings, per-file summaries). */
  log?: (line: string) => void;
  now?: Date;
}

export interface DemoDataResult {
  imported: boolean;
  reason?: string;
  seconds: number;
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
  const files = options.files ?? OCDS_DATA_FILES.map((f) => join(dataDir, f)).filter((f) => existsSync(f));
  log(`Importing ${files.length} OCDS file(s) and the reference data from ${dataDir}`);
  const result = await importIntoDatabase(db, files, {
    dataDir,
    ...(options.now ? { now: options.now } : {}),
    onFile: (summary) => log(formatSummary(summary)),
  });
  log(`Imported in ${result.seconds.toFixed(1)} s`);
  return { imported: true, seconds: seconds() };
}
