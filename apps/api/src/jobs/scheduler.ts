/**
 * Scheduled jobs run by the server process (db/schema/schedules.ts). A job row carries its next
 * run and a lease; any process may run a due job. The claim is one statement (`for update skip
 * locked` on the row, then a lease until `now + leaseMs`), so two processes never run a job at the
 * same time, and a process that dies mid-run only delays the job until its lease expires. The job's
 * work and the release of the lease commit in one transaction that first checks the lease is still
 * held: a run that outlived its lease rolls back (the jobs are idempotent, the new holder redoes it).
 * The clock is injected (`now`), so tests pin time.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../db/client';
import { scheduledJobs } from '../db/schema/index';

export interface ScheduledJob {
  name: string;
  /** Time between the end of a run and the next one. */
  intervalMs: number;
  /** The work, in the run's transaction; returns counts recorded as `last_result`. */
  run(tx: Executor, now: Date): Promise<Record<string, number>>;
}

export interface RunOptions {
  workerId: string;
  now: Date;
  /** How long a claim holds the job. @default 10 minutes */
  leaseMs?: number;
  /** Run even when not due yet (server start); a live lease still wins. */
  force?: boolean;
}

export type RunOutcome = { ran: true; result: Record<string, number> } | { ran: false; reason: 'not_due' | 'lease_lost' };

const DEFAULT_LEASE_MS = 10 * 60_000;

export const defaultWorkerId = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/** Claims the job when it is due (or forced) and nobody holds a live lease; false otherwise. */
export async function claimScheduledJob(db: Executor, name: string, options: RunOptions): Promise<boolean> {
  const now = options.now.toISOString();
  const until = new Date(options.now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS)).toISOString();
  await db.insert(scheduledJobs).values({ name, nextRunAt: options.now }).onConflictDoNothing();
  const rows = await queryRows<{ name: string }>(
    db,
    sql`update scheduled_jobs set locked_by = ${options.workerId}, locked_until = ${until}::timestamptz, last_started_at = ${now}::timestamptz
      where name = (select name from scheduled_jobs where name = ${name}
          and (${options.force ?? false} or next_run_at <= ${now}::timestamptz)
          and (locked_until is null or locked_until <= ${now}::timestamptz)
        for update skip locked)
      returning name`,
  );
  return rows.length === 1;
}

class LeaseLostError extends Error {
  constructor(name: string) {
    super(`The lease of ${name} was taken over`);
    this.name = 'LeaseLostError';
  }
}

/** Claims and runs `job` once if it is due; the work and the release commit together. */
export async function runScheduledJob(db: Database, job: ScheduledJob, options: RunOptions): Promise<RunOutcome> {
  if (!(await claimScheduledJob(db, job.name, options))) return { ran: false, reason: 'not_due' };
  const held = and(eq(scheduledJobs.name, job.name), eq(scheduledJobs.lockedBy, options.workerId));
  try {
    const result = await db.transaction(async (tx) => {
      // Lock our row first: a taker-over waits for us or we see that we lost it.
      const mine = await tx.select({ name: scheduledJobs.name }).from(scheduledJobs).where(held).for('update');
      if (mine.length !== 1) throw new LeaseLostError(job.name);
      const counts = await job.run(tx, options.now);
      await tx
        .update(scheduledJobs)
        .set({
          lockedBy: null,
          lockedUntil: null,
          lastFinishedAt: options.now,
          lastResult: counts,
          lastError: null,
          runs: sql`${scheduledJobs.runs} + 1`,
          nextRunAt: new Date(options.now.getTime() + job.intervalMs),
        })
        .where(held);
      return counts;
    });
    return { ran: true, result };
  } catch (error) {
    if (error instanceof LeaseLostError) return { ran: false, reason: 'lease_lost' };
    // Keep the error for operators and free the job: the next tick tries again.
    await db
      .update(scheduledJobs)
      .set({ lockedBy: null, lockedUntil: null, lastError: (error instanceof Error ? error.message : String(error)).slice(0, 2000) })
      .where(held);
    throw error;
  }
}

export interface SchedulerOptions {
  db: Database;
  jobs: ScheduledJob[];
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  /** How often due jobs are looked for. @default 60000 */
  checkEveryMs?: number;
  leaseMs?: number;
  workerId?: string;
  now?: () => Date;
}

/**
 * Runs the jobs at start (forced: a restart catches up at once) and then whenever they are due.
 * Returns `stop`, which waits for a run in progress.
 */
export function startScheduler(options: SchedulerOptions): () => Promise<void> {
  const workerId = options.workerId ?? defaultWorkerId();
  const now = options.now ?? (() => new Date());
  let current: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = (force: boolean) => {
    current = current.then(async () => {
      for (const job of options.jobs) {
        // A stop waits for the start's run; later ticks end early.
        if (stopped && !force) return;
        try {
          const outcome = await runScheduledJob(options.db, job, {
            workerId,
            now: now(),
            force,
            ...(options.leaseMs !== undefined ? { leaseMs: options.leaseMs } : {}),
          });
          if (outcome.ran) options.log.info({ job: job.name, ...outcome.result }, 'scheduled job ran');
        } catch (error) {
          options.log.warn({ err: error, job: job.name }, 'scheduled job failed');
        }
      }
    });
  };
  tick(true);
  const timer = setInterval(() => tick(false), options.checkEveryMs ?? 60_000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
