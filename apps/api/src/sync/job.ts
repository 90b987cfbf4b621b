/**
 * The scheduled sync (decision 0025). Every server runs a small worker: each tick it looks for work —
 * the sources named in TENDERLENS_SYNC when the `sync` job is due (every 15 minutes), and any source
 * an admin asked for ('Sync now' sets `requested_at`) — and claims the `sync` row of the lease table
 * (jobs/scheduler.ts `claimScheduledJob`), so one server syncs at a time. The sync runs outside one
 * long transaction (the importer commits per batch and the state per page); the lease is renewed
 * after every page, and a run that finds its lease taken stops at once (the new holder resumes the
 * window in progress). Releasing the lease sets the next run.
 */
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { scheduledJobs, syncSources } from '../db/schema/index';
import { claimScheduledJob, defaultWorkerId } from '../jobs/scheduler';
import { runSync, type SourceRunResult, type SyncOptions } from './runner';
import type { SyncSourceId } from './types';

export const SYNC_JOB = 'sync';
/** Time between the end of a scheduled sync and the next. */
export const SYNC_INTERVAL_MS = 15 * 60_000;
/** How long a claim holds without renewal (renewed after every page). */
export const SYNC_LEASE_MS = 5 * 60_000;

export interface SyncJobOptions extends Omit<SyncOptions, 'from' | 'to' | 'signal' | 'onPage'> {
  /** The sources synced on schedule (TENDERLENS_SYNC). */
  scheduled: readonly SyncSourceId[];
  workerId?: string;
  /** Aborting (server stop) ends the run at the next page; the window stays in progress for the next run. */
  signal?: AbortSignal;
}

export type SyncJobOutcome = { ran: false; reason: 'nothing_to_do' | 'not_due' | 'lease_lost' | 'stopped' } | { ran: true; results: SourceRunResult[] };

/** Sources an admin asked for. */
async function requested(db: Database): Promise<SyncSourceId[]> {
  const rows = await db.select({ source: syncSources.source }).from(syncSources).where(isNotNull(syncSources.requestedAt));
  return rows.map((r) => r.source as SyncSourceId);
}

/** Runs the due or requested sync once if this process can claim the lease. */
export async function runSyncJob(db: Database, options: SyncJobOptions): Promise<SyncJobOutcome> {
  const now = options.now ?? (() => new Date());
  const workerId = options.workerId ?? defaultWorkerId();
  const asked = await requested(db);
  if (asked.length === 0 && options.scheduled.length === 0) return { ran: false, reason: 'nothing_to_do' };
  const started = now();
  const claimed = await claimScheduledJob(db, SYNC_JOB, { workerId, now: started, leaseMs: SYNC_LEASE_MS, force: asked.length > 0 });
  if (!claimed) return { ran: false, reason: 'not_due' };
  // Due (or forced by a request): the scheduled sources are due when the row's next run has come.
  const [row] = await db.select({ next: scheduledJobs.nextRunAt }).from(scheduledJobs).where(eq(scheduledJobs.name, SYNC_JOB));
  const due = row !== undefined && row.next.getTime() <= started.getTime();
  const sources = [...new Set([...(due ? options.scheduled : []), ...asked])];
  const held = and(eq(scheduledJobs.name, SYNC_JOB), eq(scheduledJobs.lockedBy, workerId));
  const lost = new AbortController();
  try {
    const results = await runSync(db, sources, {
      ...options,
      signal: options.signal ? AbortSignal.any([lost.signal, options.signal]) : lost.signal,
      onPage: async () => {
        const renewed = await db
          .update(scheduledJobs)
          .set({ lockedUntil: new Date(now().getTime() + SYNC_LEASE_MS) })
          .where(held)
          .returning({ name: scheduledJobs.name });
        if (renewed.length === 0) lost.abort();
      },
    });
    await db
      .update(syncSources)
      .set({ requestedAt: null })
      .where(and(inArray(syncSources.source, sources), lte(syncSources.requestedAt, started)));
    const totals = Object.fromEntries(results.map((r) => [r.source, r.releasesNew + r.releasesUpdated]));
    await db
      .update(scheduledJobs)
      .set({
        lockedBy: null,
        lockedUntil: null,
        lastFinishedAt: now(),
        lastResult: totals,
        lastError: results.find((r) => r.error)?.error ?? null,
        runs: sql`${scheduledJobs.runs} + 1`,
        // A requested run of other sources does not move the schedule.
        ...(due ? { nextRunAt: new Date(now().getTime() + SYNC_INTERVAL_MS) } : {}),
      })
      .where(held);
    return { ran: true, results };
  } catch (error) {
    if (lost.signal.aborted) return { ran: false, reason: 'lease_lost' };
    if (options.signal?.aborted) {
      // Stopping: free the lease so another server takes over at once.
      await db.update(scheduledJobs).set({ lockedBy: null, lockedUntil: null }).where(held);
      return { ran: false, reason: 'stopped' };
    }
    await db
      .update(scheduledJobs)
      .set({ lockedBy: null, lockedUntil: null, lastError: (error instanceof Error ? error.message : String(error)).slice(0, 2000) })
      .where(held);
    throw error;
  }
}

/** Asks for a run of `source` now ('Sync now'); any server's worker picks it up. */
export async function requestSync(db: Database, source: SyncSourceId, now: Date): Promise<Date> {
  await db
    .insert(syncSources)
    .values({ source, requestedAt: now })
    .onConflictDoUpdate({ target: syncSources.source, set: { requestedAt: sql`coalesce(${syncSources.requestedAt}, excluded.requested_at)` } });
  const [row] = await db.select({ at: syncSources.requestedAt }).from(syncSources).where(eq(syncSources.source, source));
  return row?.at ?? now;
}

export interface SyncWorker {
  /** Look for work now (after 'Sync now'). */
  wake(): void;
  stop(): Promise<void>;
}

/** The worker loop of one server: a tick at start, every `checkEveryMs`, and on `wake()`. */
export function startSyncWorker(
  db: Database,
  options: SyncJobOptions & { checkEveryMs?: number; log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void } },
): SyncWorker {
  let current: Promise<void> = Promise.resolve();
  let stopped = false;
  let pending = false;
  const stopping = new AbortController();
  const tick = () => {
    if (stopped || pending) return;
    pending = true;
    current = current.then(async () => {
      pending = false;
      if (stopped) return;
      try {
        const outcome = await runSyncJob(db, { ...options, signal: stopping.signal });
        if (outcome.ran) for (const r of outcome.results) options.log.info({ ...r }, 'sync ran');
      } catch (error) {
        options.log.warn({ err: error }, 'sync failed');
      }
    });
  };
  tick();
  const timer = setInterval(tick, options.checkEveryMs ?? 60_000);
  timer.unref();
  return {
    wake: tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      stopping.abort();
      await current;
    },
  };
}
