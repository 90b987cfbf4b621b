/**
 * The sync runner (decision 0025). Per source, one at a time:
 *  1. a window left in progress by a run that died (kill -9, lost lease, error) is finished first,
 *     from the page it stopped on;
 *  2. then the windows from `--from` (else a little before the high-water mark, else the source's
 *     first look-back) to `--to` (else now), oldest first.
 * Releases are deduplicated per run by (ocid, release id) and compared with the stored ones by
 * content hash: only new or changed releases are held, and imported SYNC_BATCH_RELEASES at a time
 * (merge by ocid, idempotent; decision 0050), so a release seen twice changes nothing. After each
 * import — never before — the state is written: the window in progress and the cursor of the last
 * page taken, the high-water mark of the windows finished, the counts; a run killed between two
 * imports refetches from the last written cursor. Each import is followed by incremental duplicate
 * detection on the notices it wrote and every team's signal matches (relevance), then `onImported`
 * (the NOTIFY that wakes every server's alert job); after the run the planner statistics are refreshed.
 */
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { SYNC_SOURCE_LABELS } from '@tenderlens/domain/sync';
import { queryRows, type Database } from '../db/client';
import { detectDuplicates } from '../duplicates/detect';
import { syncSources, type SyncCounts, type SyncSourceRow } from '../db/schema/index';
import { refreshStatistics } from '../db/statistics';
import { announceNoticesChanged } from '../jobs/noticesChanged';
import { openImportSession, type ImportSession } from '../importer/database';
import { contentHash } from '../importer/hash';
import { releaseKey } from '../importer/pipeline';
import { repairKeys } from '../importer/read';
import type { OcdsRelease } from '../importer/types';
import { refreshAllTeams } from '../signals/relevance';
import { SourceBlockedError, SyncHttp, type SyncHttpOptions } from './http';
import { SOURCE_MODULES } from './sources/index';
import type { SourcePage, SyncSourceId, SyncWindow } from './types';

export interface SyncOptions {
  /** The shared data folder (reference data for the importer). */
  dataDir: string;
  /** Per-source base URLs (a local fake, a mirror); default: the publisher's. */
  baseUrls?: Partial<Record<SyncSourceId, string>>;
  from?: Date;
  to?: Date;
  now?: () => Date;
  http?: SyncHttpOptions;
  /** Called after every page (the CLI's progress, the server's lease renewal). */
  onPage?: (progress: SyncProgress) => void | Promise<void>;
  /** Aborting stops at once without recording anything, as a crash would (tests). */
  signal?: AbortSignal;
  /** Changed releases held before one import. @default SYNC_BATCH_RELEASES */
  batchReleases?: number;
  /** Called after each import, once the notices are searchable with relevance (the NOTIFY that wakes every server's alert job). */
  onImported?: (imported: { source: SyncSourceId; releases: number }) => void | Promise<void>;
}

export interface SyncProgress {
  source: SyncSourceId;
  window: SyncWindow;
  counts: SyncCounts;
}

export interface SourceRunResult extends SyncCounts {
  source: SyncSourceId;
  label: string;
  emptyPackages: number;
  /** Duplicate pairs found among the notices this run wrote and their buyers' others. */
  duplicatePairs: number;
  /** The high-water mark after the run. */
  highWaterMark: Date | null;
  error?: string;
  blockedUntil?: Date;
}

export const emptySyncCounts = (): SyncCounts => ({ windows: 0, requests: 0, releasesNew: 0, releasesUpdated: 0, releasesUnchanged: 0, errors: 0 });

function addSyncCounts(a: Partial<SyncCounts>, b: SyncCounts): SyncCounts {
  const out = emptySyncCounts();
  for (const k of Object.keys(out) as (keyof SyncCounts)[]) out[k] = (a[k] ?? 0) + b[k];
  return out;
}

async function stateOf(db: Database, source: SyncSourceId): Promise<SyncSourceRow> {
  await db.insert(syncSources).values({ source }).onConflictDoNothing();
  const [row] = await db.select().from(syncSources).where(eq(syncSources.source, source));
  if (!row) throw new Error(`sync state of ${source} missing`);
  return row;
}

/** new / updated / unchanged of each release against the stored ones (content hash). */
async function classify(db: Database, releases: OcdsRelease[]): Promise<{ changed: OcdsRelease[]; added: number; updated: number; unchanged: number }> {
  if (releases.length === 0) return { changed: [], added: 0, updated: 0, unchanged: 0 };
  // One parameter (a JSON array), not one per ocid: the statement is the same for every page.
  const rows = await queryRows<{ ocid: string; key: string; hash: string }>(
    db,
    sql`select ocid, release_key as key, content_hash as hash from ocds_releases
        where ocid = any(array(select jsonb_array_elements_text(${JSON.stringify([...new Set(releases.map((r) => r.ocid))])}::jsonb)))`,
  );
  const stored = new Map(rows.map((r) => [`${r.ocid}\u0000${r.key}`, r.hash]));
  const changed: OcdsRelease[] = [];
  let added = 0;
  let updated = 0;
  for (const r of releases) {
    const hash = stored.get(`${r.ocid}\u0000${releaseKey(r)}`);
    if (hash === contentHash(r)) continue;
    if (hash === undefined) added++;
    else updated++;
    changed.push(r);
  }
  return { changed, added, updated, unchanged: releases.length - changed.length };
}

/** Releases held before one import (one write of many pages; decision 0050). */
export const SYNC_BATCH_RELEASES = 2_000;

class SourceRun {
  readonly counts = emptySyncCounts();
  emptyPackages = 0;
  /** Duplicate pairs the imports of this run found (across portals and within one). */
  duplicatePairs = 0;
  private readonly seen = new Set<string>();
  private readonly module;
  /** Changed releases fetched but not yet imported, each page's with its package metadata. */
  private buffer: { meta: Record<string, unknown>; releases: OcdsRelease[] }[] = [];
  private buffered = 0;
  /** The state that becomes true once the buffer is imported (cursor, high-water mark, counts). */
  private pending: Partial<typeof syncSources.$inferInsert> | null = null;

  constructor(
    private readonly db: Database,
    readonly id: SyncSourceId,
    private readonly http: SyncHttp,
    private readonly baseUrl: string,
    private readonly totals: Partial<SyncCounts>,
    private readonly session: () => Promise<ImportSession>,
    private readonly options: SyncOptions,
  ) {
    this.module = SOURCE_MODULES[id];
  }

  private async takePage(page: SourcePage): Promise<void> {
    this.emptyPackages += page.emptyPackages;
    const fresh = page.releases.filter((r) => {
      // As the importer reads them (keys broken by whitespace repaired), so the hashes compare.
      repairKeys(r);
      const key = `${r.ocid}\u0000${releaseKey(r)}`;
      if (this.seen.has(key)) return false;
      this.seen.add(key);
      return true;
    });
    // Releases repeated within the run (overlapping windows, re-polled months) count once, as unchanged.
    this.counts.releasesUnchanged += page.releases.length - fresh.length;
    const { changed, added, updated, unchanged } = await classify(this.db, fresh);
    this.counts.releasesNew += added;
    this.counts.releasesUpdated += updated;
    this.counts.releasesUnchanged += unchanged;
    if (changed.length === 0) return;
    this.buffer.push({ meta: page.meta, releases: changed });
    this.buffered += changed.length;
  }

  /**
   * Imports the buffered releases in one go, then writes the state they make true (the cursor of
   * the last page taken, the high-water mark of the windows finished). The state never runs ahead
   * of what is stored: a run killed before a flush refetches from the last flushed cursor.
   */
  async flush(): Promise<void> {
    if (this.buffer.length > 0) {
      // One release package per page, as JSON Lines: parsed line by line (JSON.parse), where one
      // package of thousands of releases went through the streaming tokenizer (decision 0060).
      // One chunk: the reader tells JSON Lines from JSON by the lines it sees in the first chunks.
      const lines = this.buffer.map((p) => JSON.stringify({ ...p.meta, releases: p.releases })).join('\n');
      const releases = this.buffered;
      const [dbNow] = await queryRows<{ now: string }>(this.db, sql`select now()::text as now`);
      const [summary] = await (await this.session()).importInputs([Readable.from([lines])], { label: `sync:${this.id}` });
      this.buffer = [];
      this.buffered = 0;
      this.counts.errors += summary?.issues.filter((i) => i.severity === 'error').length ?? 0;
      // The notices just written are compared with their buyers' others (incremental; duplicates/detect.ts).
      const found = await detectDuplicates(this.db, dbNow ? { since: new Date(dbNow.now) } : {});
      this.duplicatePairs += found.duplicatePairs;
      // Matched against every team's signals now (relevance), so alerts and feeds see them at once.
      await refreshAllTeams(this.db);
      await announceNoticesChanged(this.db);
      await this.options.onImported?.({ source: this.id, releases });
    }
    if (this.pending) {
      await this.db
        .update(syncSources)
        .set({ ...this.pending, counts: addSyncCounts(this.totals, this.counts), updatedAt: this.now() })
        .where(eq(syncSources.source, this.id));
      this.pending = null;
    }
  }

  private later(state: Partial<typeof syncSources.$inferInsert>): void {
    this.pending = { ...this.pending, ...state };
  }

  /** Fetches one window from `cursor` on; the cursor and the high-water mark are written at each flush. */
  async window(window: SyncWindow, cursor: string | null): Promise<void> {
    const batch = this.options.batchReleases ?? SYNC_BATCH_RELEASES;
    if (cursor === null) this.later({ windowFrom: window.from, windowTo: window.to, windowCursor: null, windowStartedAt: this.now() });
    let next: string | null = cursor;
    do {
      this.options.signal?.throwIfAborted();
      const before = this.http.requests;
      const page = await this.module.fetchPage(this.http, this.baseUrl, window, next);
      this.counts.requests += this.http.requests - before;
      this.options.signal?.throwIfAborted();
      await this.takePage(page);
      next = page.next;
      this.later({ windowFrom: window.from, windowTo: window.to, windowCursor: next });
      if (this.buffered >= batch) await this.flush();
      await this.options.onPage?.({ source: this.id, window, counts: { ...this.counts } });
    } while (next !== null);
    this.counts.windows++;
    this.later({ highWaterMark: window.to, windowFrom: null, windowTo: null, windowCursor: null, windowStartedAt: null });
  }

  now(): Date {
    return this.options.now?.() ?? new Date();
  }
}

/** Runs the sync of `sources` once; one result per source (an error stops that source only). */
export async function runSync(db: Database, sources: readonly SyncSourceId[], options: SyncOptions): Promise<SourceRunResult[]> {
  const now = () => options.now?.() ?? new Date();
  let session: Promise<ImportSession> | undefined;
  const openSession = () => (session ??= openImportSession(db, { dataDir: options.dataDir, now: now() }));
  const results: SourceRunResult[] = [];
  for (const id of sources) {
    const module = SOURCE_MODULES[id];
    const state = await stateOf(db, id);
    const http = new SyncHttp(options.http);
    const run = new SourceRun(db, id, http, options.baseUrls?.[id] ?? module.defaultBaseUrl, state.counts, openSession, options);
    const result = (): SourceRunResult => ({ source: id, label: SYNC_SOURCE_LABELS[id], ...run.counts, emptyPackages: run.emptyPackages, duplicatePairs: run.duplicatePairs, highWaterMark });
    let highWaterMark = state.highWaterMark;
    if (state.blockedUntil && state.blockedUntil.getTime() > now().getTime()) {
      results.push({ ...result(), error: `stopped by the publisher until ${state.blockedUntil.toISOString()}`, blockedUntil: state.blockedUntil });
      continue;
    }
    await db.update(syncSources).set({ lastStartedAt: now(), blockedUntil: null }).where(eq(syncSources.source, id));
    try {
      if (state.windowFrom && state.windowTo) {
        await run.window({ from: state.windowFrom, to: state.windowTo }, state.windowCursor);
        if (!highWaterMark || state.windowTo > highWaterMark) highWaterMark = state.windowTo;
      }
      const to = options.to ?? now();
      const from = options.from ?? module.startFor(highWaterMark, to);
      for (const w of module.windows(from, to)) {
        const window = { from: w.from, to: w.to.getTime() > to.getTime() ? to : w.to };
        await run.window(window, null);
        if (!highWaterMark || window.to > highWaterMark) highWaterMark = window.to;
      }
      await run.flush();
      await db
        .update(syncSources)
        .set({ lastSuccessAt: now(), lastRun: run.counts, counts: addSyncCounts(state.counts, run.counts), updatedAt: now() })
        .where(eq(syncSources.source, id));
      results.push(result());
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // What was fetched before the error is kept (a failing import leaves the state where it was).
      await run.flush().catch(() => undefined);
      run.counts.errors++;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const blockedUntil = error instanceof SourceBlockedError ? new Date(now().getTime() + error.blockMs) : null;
      await db
        .update(syncSources)
        .set({ lastError: message, lastErrorAt: now(), blockedUntil, lastRun: run.counts, counts: addSyncCounts(state.counts, run.counts), updatedAt: now() })
        .where(eq(syncSources.source, id));
      results.push({ ...result(), error: message, ...(blockedUntil ? { blockedUntil } : {}) });
    }
  }
  // The new notices were matched and deduplicated batch by batch; the planner statistics once.
  if (results.some((r) => r.releasesNew + r.releasesUpdated > 0)) await refreshStatistics(db);
  return results;
}

/** One line per source, for the CLI. */
export function formatSyncResult(r: SourceRunResult): string {
  const parts = [
    `${r.label} (${r.source}): ${r.windows} windows, ${r.requests} requests`,
    `releases ${r.releasesNew} new, ${r.releasesUpdated} updated, ${r.releasesUnchanged} unchanged`,
    `${r.errors} errors`,
  ];
  if (r.duplicatePairs > 0) parts.push(`${r.duplicatePairs} duplicate pairs found`);
  if (r.emptyPackages > 0) parts.push(`${r.emptyPackages} packages without releases skipped`);
  if (r.highWaterMark) parts.push(`up to ${r.highWaterMark.toISOString()}`);
  return parts.join('; ') + (r.error ? `\n  error: ${r.error}` : '');
}
