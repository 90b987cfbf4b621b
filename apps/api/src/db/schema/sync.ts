/**
 * Continuous sync state, one row per publisher (apps/api/src/sync, decision 0025). The window in
 * progress (`window_from`/`window_to`, the next page in `window_cursor`) is written before its first
 * request and after every page, so a process killed mid-window resumes it at the page it stopped
 * on; `high_water_mark` moves only when a whole window is done, so no window is ever skipped.
 */
import { check, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, inList, updatedAt } from './columns';

export const SYNC_SOURCE_IDS = ['fts', 'cf', 'pcs', 'sell2wales'] as const;

/** Totals over every run (and, in `last_run`, of the last run). */
export interface SyncCounts {
  windows: number;
  requests: number;
  releasesNew: number;
  releasesUpdated: number;
  releasesUnchanged: number;
  errors: number;
}

export const syncSources = pgTable(
  'sync_sources',
  {
    source: text('source').primaryKey(),
    /** Everything up to here was fetched completely (the end of the last finished window). */
    highWaterMark: at('high_water_mark'),
    /** The window in progress (null when none). */
    windowFrom: at('window_from'),
    windowTo: at('window_to'),
    /** The next request of the window in progress: a URL (paged sources) or a notice-type index (monthly sources). */
    windowCursor: text('window_cursor'),
    windowStartedAt: at('window_started_at'),
    /** The publisher asked us to stop (Contracts Finder 403): no request before this. */
    blockedUntil: at('blocked_until'),
    /** An admin asked for a run ('Sync now'): the next tick of any server's sync worker runs it. */
    requestedAt: at('requested_at'),
    lastStartedAt: at('last_started_at'),
    lastSuccessAt: at('last_success_at'),
    lastError: text('last_error'),
    lastErrorAt: at('last_error_at'),
    lastRun: jsonb('last_run').$type<SyncCounts>(),
    counts: jsonb('counts').$type<Partial<SyncCounts>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [check('sync_sources_source_check', inList(t.source, SYNC_SOURCE_IDS))],
);

export type SyncSourceRow = typeof syncSources.$inferSelect;
