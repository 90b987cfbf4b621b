/**
 * Export jobs as database rows (export_jobs): created by the API, claimed and worked by the
 * worker (worker.ts), read by their owner. Every write of a running job is conditional on the
 * worker still holding its lock, so a worker that lost its job (taken over after a stale lock)
 * can never overwrite the new owner's progress or result.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { queryRows } from '../db/client';
import { exportJobs, type ExportFormat, type ExportJobRow, type ExportStatus } from '../db/schema/exports';
import type { SourceKind } from './sources/index';

export interface NewExportJob {
  userId: number;
  companyId: number;
  kind: SourceKind;
  format: ExportFormat;
  request: Record<string, unknown>;
  totalRows: number;
}

export async function createExportJob(db: Executor, job: NewExportJob): Promise<ExportJobRow> {
  const [row] = await db.insert(exportJobs).values(job).returning();
  if (!row) throw new Error('export job not created');
  return row;
}

/** The caller's job by guid; another user's job is not found. */
export async function findOwnExportJob(db: Executor, userId: number, guid: string): Promise<ExportJobRow | null> {
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.guid, guid), eq(exportJobs.userId, userId)));
  return row ?? null;
}

export async function findExportJob(db: Executor, id: number): Promise<ExportJobRow | null> {
  const [row] = await db.select().from(exportJobs).where(eq(exportJobs.id, id));
  return row ?? null;
}

/** The snake_case row queryRows gives back from `returning *`. */
interface RawJobRow extends Record<string, unknown> {
  id: number | string;
}

/**
 * Claims the oldest job that is queued, or running under a lock older than `staleAfterMs` (its
 * worker died): marks it running under `workerId` and counts the attempt. `for update skip locked`
 * lets several server processes on one PostgreSQL claim different jobs; PGlite has one connection.
 */
export async function claimExportJob(db: Executor, workerId: string, staleAfterMs: number): Promise<ExportJobRow | null> {
  const rows = await queryRows<RawJobRow>(
    db,
    sql`update export_jobs set status = 'running', locked_by = ${workerId}, locked_at = now(), attempts = attempts + 1,
          started_at = coalesce(started_at, now()), updated_at = now()
        where id = (
          select id from export_jobs
          where status = 'queued'
             or (status = 'running' and (locked_at is null or locked_at < now() - make_interval(secs => ${staleAfterMs / 1000})))
          order by created_at, id
          limit 1
          for update skip locked)
        returning id`,
  );
  const id = rows[0]?.id;
  return id === undefined ? null : findExportJob(db, Number(id));
}

const heldBy = (jobId: number, workerId: string) =>
  and(eq(exportJobs.id, jobId), eq(exportJobs.lockedBy, workerId), eq(exportJobs.status, 'running'));

/** Records progress (0..1) and renews the lock; false when the worker no longer holds the job. */
export async function touchExportJob(
  db: Executor,
  jobId: number,
  workerId: string,
  update: { progress?: number; totalRows?: number } = {},
): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set({ ...update, lockedAt: sql`now()`, updatedAt: sql`now()` })
    .where(heldBy(jobId, workerId))
    .returning({ id: exportJobs.id });
  return rows.length === 1;
}

export async function completeExportJob(
  db: Executor,
  jobId: number,
  workerId: string,
  result: { filePath: string; fileName: string; totalRows: number },
): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set({
      ...result,
      status: 'complete' satisfies ExportStatus,
      progress: 1,
      error: null,
      lockedBy: null,
      lockedAt: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(heldBy(jobId, workerId))
    .returning({ id: exportJobs.id });
  return rows.length === 1;
}

export async function failExportJob(db: Executor, jobId: number, workerId: string | null, error: string): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set({
      status: 'failed' satisfies ExportStatus,
      error: error.slice(0, 2000),
      lockedBy: null,
      lockedAt: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(workerId === null ? eq(exportJobs.id, jobId) : heldBy(jobId, workerId))
    .returning({ id: exportJobs.id });
  return rows.length === 1;
}

/** Puts a job back in the queue (graceful shutdown); the interrupted attempt is not counted. */
export async function releaseExportJob(db: Executor, jobId: number, workerId: string): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set({
      status: 'queued' satisfies ExportStatus,
      progress: 0,
      attempts: sql`greatest(${exportJobs.attempts} - 1, 0)`,
      lockedBy: null,
      lockedAt: null,
      updatedAt: sql`now()`,
    })
    .where(heldBy(jobId, workerId))
    .returning({ id: exportJobs.id });
  return rows.length === 1;
}

/** The status both APIs describe (REST snake_cases it; GraphQL `FileExport`). */
export interface ExportJobView {
  id: string;
  status: ExportStatus;
  isComplete: boolean;
  isError: boolean;
  finished: boolean;
  progress: number;
  totalRows: number | null;
  fileName: string | null;
  downloadUrl: string | null;
}

export const downloadPath = (guid: string) => `/api/jobs/${guid}/download`;

export function toExportJobView(job: ExportJobRow): ExportJobView {
  const isComplete = job.status === 'complete';
  const isError = job.status === 'failed';
  return {
    id: job.guid,
    status: job.status,
    isComplete,
    isError,
    finished: isComplete || isError,
    progress: Math.max(0, Math.min(1, job.progress)),
    totalRows: job.totalRows,
    fileName: job.fileName,
    downloadUrl: isComplete ? downloadPath(job.guid) : null,
  };
}

export function toExportJobJson(job: ExportJobRow) {
  const v = toExportJobView(job);
  return {
    id: v.id,
    state: v.status,
    finished: v.finished,
    progress: v.progress,
    total_rows: v.totalRows,
    file_name: v.fileName,
    download_url: v.downloadUrl,
  };
}
