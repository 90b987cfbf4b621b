/**
 * Retention of export files (docs/decisions/0008-exports.md "Retention"). A scheduled job, hourly:
 *  - a finished export's file is kept for `EXPORT_FILE_RETENTION_DAYS` after it was written, then
 *    deleted and its `file_path` cleared (the status stays `complete`; the download then answers
 *    410 'This export file is no longer available. Please export again.');
 *  - files in the exports dir that no job owns any more are deleted: a `.part` file whose attempt is
 *    not the job's running attempt (what a killed worker leaves behind), and a finished file no row
 *    points at (a job row deleted, or a completion that lost its lock). A `.part` file of an unknown
 *    job is only deleted once it is older than `ORPHAN_GRACE_MS`, as it may belong to a job row
 *    another process is still inserting.
 * Only names the worker writes (`<uuid>-<attempt>.<csv|xlsx>[.part]`) are ever touched.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import type { ScheduledJob } from '../jobs/scheduler';

export const EXPORT_CLEANUP_JOB = 'export_cleanup';
/** How long a finished export can be downloaded again. */
export const EXPORT_FILE_RETENTION_DAYS = 7;
export const EXPORT_CLEANUP_INTERVAL_MS = 60 * 60_000;
/** An orphaned file younger than this is left alone (its job may be in the middle of being created). */
export const ORPHAN_GRACE_MS = 60 * 60_000;

const FILE_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d+)\.(csv|xlsx)(\.part)?$/;

export interface CleanupResult extends Record<string, number> {
  expired: number;
  orphans: number;
}

async function removeFile(path: string): Promise<boolean> {
  try {
    await rm(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

export async function cleanUpExports(db: Executor, exportsDir: string, now: Date): Promise<CleanupResult> {
  const cutoff = new Date(now.getTime() - EXPORT_FILE_RETENTION_DAYS * 86_400_000).toISOString();
  const expired = await queryRows<{ file_path: string }>(
    db,
    sql`update export_jobs e set file_path = null, updated_at = ${now.toISOString()}::timestamptz
      from (select id, file_path from export_jobs where file_path is not null and finished_at < ${cutoff}::timestamptz for update) old
      where e.id = old.id
      returning old.file_path`,
  );
  let removed = 0;
  for (const row of expired) if (await removeFile(row.file_path)) removed += 1;

  let names: string[];
  try {
    names = await readdir(exportsDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { expired: removed, orphans: 0 };
    throw error;
  }
  const candidates = names.flatMap((name) => {
    const m = FILE_NAME.exec(name);
    return m ? [{ name, guid: m[1]!, attempt: Number(m[2]), part: Boolean(m[4]) }] : [];
  });
  if (candidates.length === 0) return { expired: removed, orphans: 0 };
  const jobs = await queryRows<{ guid: string; status: string; attempts: number; file_path: string | null }>(
    db,
    sql`select guid::text as guid, status, attempts, file_path from export_jobs
      where guid = any(${`{${[...new Set(candidates.map((c) => c.guid))].join(',')}}`}::uuid[])`,
  );
  const byGuid = new Map(jobs.map((j) => [j.guid, j]));
  let orphans = 0;
  for (const file of candidates) {
    const path = join(exportsDir, file.name);
    const job = byGuid.get(file.guid);
    // The running attempt's files are its own: the `.part` being written, and the finished file
    // between its rename and the completion that records it.
    if (job?.status === 'running' && job.attempts === file.attempt) continue;
    if (!file.part && job?.file_path === path) continue;
    const orphan = job !== undefined || (await olderThan(path, now, ORPHAN_GRACE_MS));
    if (orphan && (await removeFile(path))) orphans += 1;
  }
  return { expired: removed, orphans };
}

async function olderThan(path: string, now: Date, ms: number): Promise<boolean> {
  try {
    return (await stat(path)).mtimeMs < now.getTime() - ms;
  } catch {
    return false;
  }
}

/** The scheduled job over one exports dir (server.ts registers it beside the stage clock). */
export function exportCleanupJob(exportsDir: string): ScheduledJob {
  return {
    name: EXPORT_CLEANUP_JOB,
    intervalMs: EXPORT_CLEANUP_INTERVAL_MS,
    run: (tx, now) => cleanUpExports(tx, exportsDir, now),
  };
}
