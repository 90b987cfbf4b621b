/**
 * Scheduled jobs of the server process (the stage clock): one row per job with its next run and a
 * lease. Any server process may run a due job: it claims the row with `for update skip locked`
 * and a lease (`locked_by`, `locked_until`); a process that dies mid-run leaves a lease that
 * expires, so the next process takes the job over. The row survives restarts, so a job due while
 * no server ran is run at the next start.
 */
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

export const scheduledJobs = pgTable('scheduled_jobs', {
  /** The job's name ('stage_clock'). */
  name: text('name').primaryKey(),
  /** When the job is next due. */
  nextRunAt: at('next_run_at').notNull(),
  /** The process holding the lease while a run is in progress. */
  lockedBy: text('locked_by'),
  lockedUntil: at('locked_until'),
  lastStartedAt: at('last_started_at'),
  lastFinishedAt: at('last_finished_at'),
  /** What the last finished run did (counts), for operators. */
  lastResult: jsonb('last_result'),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;
