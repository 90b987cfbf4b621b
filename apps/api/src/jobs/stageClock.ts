/**
 * The stage clock (docs/decisions/0005-stage-mapping.md): stages that change with time alone.
 *   OPEN → CLOSED                 when tenderPeriod.endDate (notices.close_date) is on or before now;
 *   PRE_TENDER → STALE_PRE_TENDER when the pre-tender notice was published more than
 *                                 DEFAULT_STALE_AFTER_MONTHS months before now (exactly 12 is fresh).
 * Two indexed updates (close date; stage + publish date), idempotent: a second run at the same
 * `now` changes nothing. `updated_at` is left alone: relevance matches do not depend on the stage
 * (the search and the feed read `notices.stage` live), so the relevance catch-up has nothing to do.
 * The lead (procurement stage) is unchanged too: OPEN and CLOSED are both the TENDER lead.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import { DEFAULT_STALE_AFTER_MONTHS } from '../importer/stage';
import type { ScheduledJob } from './scheduler';

export const STAGE_CLOCK_JOB = 'stage_clock';
/** How often the clock runs: a deadline shows as passed within this long. */
export const STAGE_CLOCK_INTERVAL_MS = 15 * 60_000;

export async function advanceStages(
  db: Executor,
  now: Date,
  staleAfterMonths = DEFAULT_STALE_AFTER_MONTHS,
): Promise<{ closed: number; stale: number }> {
  const at = now.toISOString();
  const [row] = await queryRows<{ closed: number; stale: number }>(
    db,
    sql`with closed as (
        update notices set stage = 'CLOSED', stage_reason = 'deadline passed'
        where stage = 'OPEN' and close_date <= ${at}::timestamptz returning 1),
      stale as (
        update notices set stage = 'STALE_PRE_TENDER', stage_reason = 'planning older than threshold'
        where stage = 'PRE_TENDER'
          and coalesce(planning_published_at, publish_date) < (${at}::timestamptz at time zone 'UTC' - make_interval(months => ${staleAfterMonths})) at time zone 'UTC'
        returning 1)
      select (select count(*)::int from closed) as closed, (select count(*)::int from stale) as stale`,
  );
  return { closed: row?.closed ?? 0, stale: row?.stale ?? 0 };
}

export const stageClockJob: ScheduledJob = {
  name: STAGE_CLOCK_JOB,
  intervalMs: STAGE_CLOCK_INTERVAL_MS,
  run: (tx, now) => advanceStages(tx, now),
};
