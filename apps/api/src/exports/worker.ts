/**
 * The export worker: a loop in the server process that claims export jobs (jobs.ts), streams the
 * job's source into a file under the exports dir, records progress as batches are written, and
 * completes or fails the job. A job whose worker died (lock not renewed for `staleAfterMs`) is
 * claimed again by any worker and restarted from the first row into a fresh file, so nothing is
 * lost and nothing written twice; after `maxAttempts` claims it is failed.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { KILLED, QueueWorker, STOPPED } from '../jobs/queueWorker';
import type { ExportJobRow } from '../db/schema/exports';
import { DEFAULT_BATCH_SIZE, type ExportSource } from './source';
import { sourceForRequest } from './sources/index';
import { releaseExportMemory } from './memory';
import { claimExportJob, completeExportJob, failExportJob, releaseExportJob, touchExportJob } from './jobs';
import { exportFileName, writeExport } from './writers/index';

export interface ExportWorkerOptions {
  db: Database;
  logger: Logger;
  exportsDir: string;
  /** Lock owner name. @default `<host>:<pid>:<random>` */
  workerId?: string;
  /** Idle wait between queue checks. @default 1000 */
  pollIntervalMs?: number;
  /** A running job whose lock is older than this is taken over. @default 60000 */
  staleAfterMs?: number;
  /** Lock renewal while a job runs (also after every batch). @default staleAfterMs / 4 */
  heartbeatMs?: number;
  /** Claims before a job is failed for good. @default 3 */
  maxAttempts?: number;
  /** Rows per batch. @default 250 (DEFAULT_BATCH_SIZE) */
  batchSize?: number;
  /** Progress is recorded (and the lock checked) at most this often while rows are written. @default 500 */
  progressEveryMs?: number;
  /** Builds the source of a job (tests wrap it to slow it down or make it fail). */
  resolveSource?: (job: ExportJobRow) => ExportSource;
  now?: () => Date;
}

class LockLostError extends Error {
  constructor() {
    super('Another worker took the job over');
    this.name = 'LockLostError';
  }
}

export class ExportWorker extends QueueWorker {
  private readonly options: Required<Omit<ExportWorkerOptions, 'resolveSource' | 'workerId'>> & Pick<ExportWorkerOptions, 'resolveSource'>;

  constructor(options: ExportWorkerOptions) {
    super(options.workerId, options.pollIntervalMs ?? 1000);
    const staleAfterMs = options.staleAfterMs ?? 60_000;
    this.options = {
      db: options.db,
      logger: options.logger.child({ component: 'export-worker', worker: this.workerId }),
      exportsDir: options.exportsDir,
      pollIntervalMs: options.pollIntervalMs ?? 1000,
      staleAfterMs,
      heartbeatMs: options.heartbeatMs ?? Math.max(50, Math.floor(staleAfterMs / 4)),
      maxAttempts: options.maxAttempts ?? 3,
      batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
      progressEveryMs: options.progressEveryMs ?? 500,
      resolveSource: options.resolveSource,
      now: options.now ?? (() => new Date()),
    };
  }

  protected onLoopError(error: unknown): void {
    this.options.logger.error({ err: error }, 'export queue check failed');
  }

  /** Claims and works one job; false when the queue had none. */
  async runOnce(): Promise<boolean> {
    const { db, staleAfterMs } = this.options;
    const job = await claimExportJob(db, this.workerId, staleAfterMs);
    if (!job) return false;
    await this.work(job);
    return true;
  }

  private async work(job: ExportJobRow): Promise<void> {
    const { db, logger, exportsDir, maxAttempts, heartbeatMs, batchSize, progressEveryMs } = this.options;
    const log = logger.child({ job: job.guid, attempt: job.attempts });
    if (job.attempts > maxAttempts) {
      await failExportJob(db, job.id, this.workerId, `Stopped ${maxAttempts} times before finishing`);
      log.warn('export job failed: too many attempts');
      return;
    }
    const controller = this.beginJob();
    const partPath = join(exportsDir, `${job.guid}-${job.attempts}.${job.format}.part`);
    const filePath = join(exportsDir, `${job.guid}-${job.attempts}.${job.format}`);
    let lockLost = false;
    const heartbeat = setInterval(() => {
      touchExportJob(db, job.id, this.workerId).then(
        (held) => {
          if (!held && !controller.signal.aborted) {
            lockLost = true;
            controller.abort(new LockLostError());
          }
        },
        (error: unknown) => log.warn({ err: error }, 'export heartbeat failed'),
      );
    }, heartbeatMs);
    try {
      const source = this.options.resolveSource ? this.options.resolveSource(job) : sourceForRequest(db, job.kind, job.request, job.userId);
      const total = await source.count();
      if (!(await touchExportJob(db, job.id, this.workerId, { totalRows: total, progress: 0 }))) throw new LockLostError();
      await mkdir(exportsDir, { recursive: true });
      let lastProgressAt = performance.now();
      const written = await writeExport(source, job.format, createWriteStream(partPath), {
        batchSize,
        signal: controller.signal,
        // Progress (and the lock check that comes with it) at most every `progressEveryMs`: one
        // committed UPDATE per batch cost more than the batch's rows at 100k rows (PostgreSQL
        // commits wait for the WAL flush). The heartbeat renews the lock between times.
        onRows: async (rows) => {
          const now = performance.now();
          if (now - lastProgressAt < progressEveryMs) return;
          lastProgressAt = now;
          const progress = total > 0 ? Math.min(0.99, rows / total) : 0;
          if (!(await touchExportJob(db, job.id, this.workerId, { progress }))) throw new LockLostError();
        },
      });
      controller.signal.throwIfAborted();
      await rename(partPath, filePath);
      const fileName = exportFileName(source.fileStem, job.format, this.options.now());
      if (!(await completeExportJob(db, job.id, this.workerId, { filePath, fileName, totalRows: written }))) {
        await rm(filePath, { force: true });
        throw new LockLostError();
      }
      log.info({ rows: written }, 'export job complete');
      releaseExportMemory(written);
    } catch (error) {
      await rm(partPath, { force: true });
      const reason: unknown = controller.signal.aborted ? controller.signal.reason : error;
      if (reason === KILLED) {
        log.warn('export worker killed mid-job; the lock goes stale and another worker takes over');
      } else if (reason === STOPPED) {
        await releaseExportJob(db, job.id, this.workerId);
        log.info('export job released for the next worker');
      } else if (lockLost || reason instanceof LockLostError || error instanceof LockLostError) {
        log.warn('export job lost to another worker');
      } else {
        const message = error instanceof Error ? error.message : String(error);
        await failExportJob(db, job.id, this.workerId, message);
        log.error({ err: error }, 'export job failed');
      }
    } finally {
      clearInterval(heartbeat);
      this.endJob(controller);
    }
  }
}
