/**
 * Durable text extraction (decision 0041): a file to read is a `file_extractions` row, created in
 * the same transaction as its owner (a document, a bid response) by `enqueueExtraction`. The
 * `ExtractionWorker` claims rows under a lease (`for update skip locked`, like export jobs), reads the
 * file from FileStorage, extracts its text and, in ONE transaction that first checks the lease is
 * still held, stores the sections, marks the row complete and calls the owner type's handler
 * (documents update their search text there). So a restart loses nothing: a queued row waits, a
 * row whose worker died is taken over once its lock is `staleAfterMs` old, and a run that lost its
 * lease commits nothing. Unsupported or unreadable files fail at once (retrying cannot help); other
 * errors (storage down) are retried with back-off up to `maxAttempts`.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { queryRows, type Database, type Executor } from '../db/client';
import { KILLED, QueueWorker, STOPPED } from '../jobs/queueWorker';
import {
  fileExtractionSections,
  fileExtractions,
  type FileExtractionRow,
  type FileOwnerType,
} from '../db/schema/files';
import { extractText, UnreadableFileError, UnsupportedFileTypeError, type Extraction } from './extract';
import { FileTooLargeError, type FileStorage } from './storage';

export interface NewExtraction {
  ownerType: FileOwnerType;
  ownerId: number;
  storageKey: string;
  fileName: string;
  contentType?: string | null;
}

/** Queues a file for extraction (call it in the transaction that creates the owner). */
export async function enqueueExtraction(db: Executor, job: NewExtraction): Promise<FileExtractionRow> {
  const [row] = await db.insert(fileExtractions).values(job).returning();
  if (!row) throw new Error('extraction not queued');
  return row;
}

/** Queues the file again from scratch (a "retry" after a failure): earlier text is dropped. */
export async function requeueExtraction(db: Executor, extractionId: number): Promise<boolean> {
  await db.delete(fileExtractionSections).where(eq(fileExtractionSections.extractionId, extractionId));
  const rows = await db
    .update(fileExtractions)
    .set({ status: 'queued', attempts: 0, error: null, runAfter: sql`now()`, lockedBy: null, lockedAt: null, finishedAt: null, updatedAt: sql`now()` })
    .where(eq(fileExtractions.id, extractionId))
    .returning({ id: fileExtractions.id });
  return rows.length === 1;
}

export async function findExtraction(db: Executor, id: number): Promise<FileExtractionRow | null> {
  const [row] = await db.select().from(fileExtractions).where(eq(fileExtractions.id, id));
  return row ?? null;
}

/** The extraction of an owner (the newest when there were several). */
export async function findOwnerExtraction(db: Executor, ownerType: FileOwnerType, ownerId: number): Promise<FileExtractionRow | null> {
  const [row] = await db
    .select()
    .from(fileExtractions)
    .where(and(eq(fileExtractions.ownerType, ownerType), eq(fileExtractions.ownerId, ownerId)))
    .orderBy(sql`${fileExtractions.id} desc`)
    .limit(1);
  return row ?? null;
}

/** The extracted sections in file order. */
export async function extractionSections(db: Executor, extractionId: number): Promise<{ position: number; label: string; text: string }[]> {
  return db
    .select({ position: fileExtractionSections.position, label: fileExtractionSections.label, text: fileExtractionSections.text })
    .from(fileExtractionSections)
    .where(eq(fileExtractionSections.extractionId, extractionId))
    .orderBy(asc(fileExtractionSections.position));
}

/** Removes an owner's extractions and their text (the owner is being deleted). */
export async function deleteOwnerExtractions(db: Executor, ownerType: FileOwnerType, ownerId: number): Promise<void> {
  await db.delete(fileExtractions).where(and(eq(fileExtractions.ownerType, ownerType), eq(fileExtractions.ownerId, ownerId)));
}

/**
 * Claims the oldest due job that is queued, or running under a lock older than `staleAfterMs` (its
 * worker died): marks it running under `workerId` and counts the attempt.
 */
export async function claimExtraction(db: Executor, workerId: string, staleAfterMs: number): Promise<FileExtractionRow | null> {
  const rows = await queryRows<{ id: number | string }>(
    db,
    sql`update file_extractions set status = 'running', locked_by = ${workerId}, locked_at = now(), attempts = attempts + 1,
          started_at = coalesce(started_at, now()), updated_at = now()
        where id = (
          select id from file_extractions
          where (status = 'queued' and run_after <= now())
             or (status = 'running' and (locked_at is null or locked_at < now() - make_interval(secs => ${staleAfterMs / 1000})))
          order by run_after, id
          limit 1
          for update skip locked)
        returning id`,
  );
  const id = rows[0]?.id;
  return id === undefined ? null : findExtraction(db, Number(id));
}

const heldBy = (id: number, workerId: string) =>
  and(eq(fileExtractions.id, id), eq(fileExtractions.lockedBy, workerId), eq(fileExtractions.status, 'running'));

/** Renews the lock; false when the worker no longer holds the job. */
export async function touchExtraction(db: Executor, id: number, workerId: string): Promise<boolean> {
  const rows = await db
    .update(fileExtractions)
    .set({ lockedAt: sql`now()`, updatedAt: sql`now()` })
    .where(heldBy(id, workerId))
    .returning({ id: fileExtractions.id });
  return rows.length === 1;
}

/** What an owner type does when its file's text is ready or cannot be had (in the job's transaction). */
export interface ExtractionHandler {
  onComplete(tx: Executor, job: FileExtractionRow, extraction: Extraction): Promise<void>;
  onFailed?(tx: Executor, job: FileExtractionRow, error: string): Promise<void>;
}

export type ExtractionHandlers = Partial<Record<FileOwnerType, ExtractionHandler>>;

class LeaseLostError extends Error {
  constructor() {
    super('Another worker took the extraction over');
    this.name = 'LeaseLostError';
  }
}

/** Stores the text, completes the job and runs the owner's handler, all or nothing, if the lease is held. */
export async function completeExtraction(
  db: Database,
  job: FileExtractionRow,
  workerId: string,
  extraction: Extraction,
  handlers: ExtractionHandlers,
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      const mine = await tx.select({ id: fileExtractions.id }).from(fileExtractions).where(heldBy(job.id, workerId)).for('update');
      if (mine.length !== 1) throw new LeaseLostError();
      await tx.delete(fileExtractionSections).where(eq(fileExtractionSections.extractionId, job.id));
      const rows = extraction.sections.map((s, position) => ({ extractionId: job.id, position, label: s.label, text: s.text }));
      // Batches keep each statement's parameter count well under PostgreSQL's 65535.
      for (let i = 0; i < rows.length; i += 500) await tx.insert(fileExtractionSections).values(rows.slice(i, i + 500));
      await tx
        .update(fileExtractions)
        .set({
          status: 'complete',
          error: null,
          sectionCount: extraction.sections.length,
          characters: extraction.characters,
          truncated: extraction.truncated,
          lockedBy: null,
          lockedAt: null,
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(heldBy(job.id, workerId));
      await handlers[job.ownerType]?.onComplete(tx, job, extraction);
    });
    return true;
  } catch (error) {
    if (error instanceof LeaseLostError) return false;
    throw error;
  }
}

/** Fails the job for good and tells the owner, if the lease is held. */
export async function failExtraction(db: Database, job: FileExtractionRow, workerId: string, message: string, handlers: ExtractionHandlers): Promise<boolean> {
  const error = message.slice(0, 2000);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(fileExtractions)
      .set({ status: 'failed', error, lockedBy: null, lockedAt: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(heldBy(job.id, workerId))
      .returning({ id: fileExtractions.id });
    if (rows.length !== 1) return false;
    await handlers[job.ownerType]?.onFailed?.(tx, job, error);
    return true;
  });
}

/** Puts the job back in the queue, due after `delayMs` (back-off, or 0 on a graceful stop). */
export async function releaseExtraction(db: Executor, id: number, workerId: string, delayMs: number, error: string | null, uncount = false): Promise<boolean> {
  const rows = await db
    .update(fileExtractions)
    .set({
      status: 'queued',
      error: error?.slice(0, 2000) ?? null,
      runAfter: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      attempts: uncount ? sql`greatest(${fileExtractions.attempts} - 1, 0)` : fileExtractions.attempts,
      lockedBy: null,
      lockedAt: null,
      updatedAt: sql`now()`,
    })
    .where(heldBy(id, workerId))
    .returning({ id: fileExtractions.id });
  return rows.length === 1;
}

/** Errors no retry can mend: the job fails at once. */
const isPermanent = (error: unknown) =>
  error instanceof UnsupportedFileTypeError || error instanceof UnreadableFileError || error instanceof FileTooLargeError || error instanceof MissingFileError;

class MissingFileError extends Error {
  constructor(key: string) {
    super(`The stored file ${key} is missing`);
    this.name = 'MissingFileError';
  }
}

export interface ExtractionWorkerOptions {
  db: Database;
  storage: FileStorage;
  logger: Logger;
  handlers: ExtractionHandlers;
  workerId?: string;
  /** Idle wait between queue checks. @default 1000 */
  pollIntervalMs?: number;
  /** A running job whose lock is older than this is taken over. @default 120000 */
  staleAfterMs?: number;
  /** Lock renewal while a file is read. @default staleAfterMs / 4 */
  heartbeatMs?: number;
  /** Claims before a job is failed for good. @default 4 */
  maxAttempts?: number;
  /** First back-off after a transient failure, doubled per attempt. @default 5000 */
  retryDelayMs?: number;
  /** Replaces extractText (tests slow it down or make it fail). */
  extract?: typeof extractText;
}

/** A loop in the server process working the extraction queue, one file at a time. */
export class ExtractionWorker extends QueueWorker {
  private readonly o: Required<Omit<ExtractionWorkerOptions, 'workerId'>>;

  constructor(options: ExtractionWorkerOptions) {
    super(options.workerId, options.pollIntervalMs ?? 1000);
    const staleAfterMs = options.staleAfterMs ?? 120_000;
    this.o = {
      pollIntervalMs: 1000,
      maxAttempts: 4,
      retryDelayMs: 5000,
      extract: extractText,
      ...options,
      staleAfterMs,
      heartbeatMs: options.heartbeatMs ?? Math.max(50, Math.floor(staleAfterMs / 4)),
      logger: options.logger.child({ component: 'extraction-worker', worker: this.workerId }),
    };
  }

  protected onLoopError(error: unknown): void {
    this.o.logger.error({ err: error }, 'extraction queue check failed');
  }

  /** Claims and works one job; false when none was due. */
  async runOnce(): Promise<boolean> {
    const job = await claimExtraction(this.o.db, this.workerId, this.o.staleAfterMs);
    if (!job) return false;
    await this.work(job);
    return true;
  }

  private async work(job: FileExtractionRow): Promise<void> {
    const { db, storage, handlers, maxAttempts } = this.o;
    const log = this.o.logger.child({ extraction: job.guid, attempt: job.attempts });
    if (job.attempts > maxAttempts) {
      await failExtraction(db, job, this.workerId, job.error ?? `Stopped ${maxAttempts} times before finishing`, handlers);
      log.warn('extraction failed: too many attempts');
      return;
    }
    const controller = this.beginJob();
    const heartbeat = setInterval(() => {
      touchExtraction(db, job.id, this.workerId).then(
        (held) => {
          if (!held && !controller.signal.aborted) controller.abort(new LeaseLostError());
        },
        (error: unknown) => log.warn({ err: error }, 'extraction heartbeat failed'),
      );
    }, this.o.heartbeatMs);
    const aborted = new Promise<never>((_, reject) => {
      if (controller.signal.aborted) reject(controller.signal.reason);
      else controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    aborted.catch(() => undefined);
    try {
      const extraction = await Promise.race([
        (async () => {
          const data = await storage.read(job.storageKey);
          if (!data) throw new MissingFileError(job.storageKey);
          return this.o.extract(data, { fileName: job.fileName, contentType: job.contentType });
        })(),
        aborted,
      ]);
      if (!(await completeExtraction(db, job, this.workerId, extraction, handlers))) throw new LeaseLostError();
      log.info({ sections: extraction.sections.length, characters: extraction.characters }, 'extraction complete');
    } catch (error) {
      const reason: unknown = controller.signal.aborted ? controller.signal.reason : error;
      const message = error instanceof Error ? error.message : String(error);
      if (reason === KILLED) {
        log.warn('extraction worker killed mid-job; the lock goes stale and another worker takes over');
      } else if (reason === STOPPED) {
        await releaseExtraction(db, job.id, this.workerId, 0, null, true);
      } else if (reason instanceof LeaseLostError) {
        log.warn('extraction lost to another worker');
      } else if (isPermanent(error) || job.attempts >= maxAttempts) {
        await failExtraction(db, job, this.workerId, message, handlers);
        log.warn({ err: error }, 'extraction failed');
      } else {
        await releaseExtraction(db, job.id, this.workerId, this.o.retryDelayMs * 2 ** (job.attempts - 1), message);
        log.warn({ err: error }, 'extraction failed; retried later');
      }
    } finally {
      clearInterval(heartbeat);
      this.endJob(controller);
    }
  }
}
