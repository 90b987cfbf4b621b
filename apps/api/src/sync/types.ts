/**
 * One interface for every publisher (decision 0025): a source plans the windows of a time range and
 * fetches one page of a window at a time; the runner (runner.ts) keeps the state, imports the pages
 * and moves the high-water mark.
 */
import type { SyncSourceId } from '@tenderlens/domain/sync';
import type { OcdsRelease } from '../importer/types';
import type { SyncHttp } from './http';

export type { SyncSourceId };

export interface SyncWindow {
  from: Date;
  to: Date;
}

export interface SourcePage {
  releases: OcdsRelease[];
  /** The package around the releases (publisher, licence, uri…), kept with each release. */
  meta: Record<string, unknown>;
  /** The cursor of the next request of this window; null when the window is done. */
  next: string | null;
  /** Packages returned without a `releases` array (skipped, not an error). */
  emptyPackages: number;
}

export interface SyncSource {
  id: SyncSourceId;
  /** The publisher's name as users see it ('Find a Tender'). */
  label: string;
  defaultBaseUrl: string;
  /**
   * Where a run without `--from` starts: a little before the high-water mark (the windows overlap
   * it, so releases edited at the edge are seen again), or a first sync's look-back from `to`.
   */
  startFor(highWaterMark: Date | null, to: Date): Date;
  /** Splits [from, to) into the windows this publisher is queried by, oldest first. */
  windows(from: Date, to: Date): SyncWindow[];
  /** Fetches the page at `cursor` (null: the first page) of a window. */
  fetchPage(http: SyncHttp, baseUrl: string, window: SyncWindow, cursor: string | null): Promise<SourcePage>;
}

/** Splits [from, to) into consecutive windows of `stepMs` (the last one shorter). */
export function fixedWindows(from: Date, to: Date, stepMs: number): SyncWindow[] {
  const out: SyncWindow[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += stepMs) out.push({ from: new Date(t), to: new Date(Math.min(t + stepMs, to.getTime())) });
  return out;
}

/** A package's metadata without its releases. */
export function packageMeta(body: Record<string, unknown>): Record<string, unknown> {
  const { releases: _releases, records: _records, links: _links, ...meta } = body;
  return meta;
}

/** The releases array of a package: only objects with an ocid. */
export function releasesOf(body: Record<string, unknown>): OcdsRelease[] {
  const list = body.releases;
  if (!Array.isArray(list)) return [];
  return list.filter((r): r is OcdsRelease => r !== null && typeof r === 'object' && typeof (r as { ocid?: unknown }).ocid === 'string');
}

/** Paged sources: `overlapMs` before the high-water mark, else `lookbackMs` before `to`. */
export const overlapping =
  (overlapMs: number, lookbackMs: number) =>
  (highWaterMark: Date | null, to: Date): Date =>
    new Date(highWaterMark ? highWaterMark.getTime() - overlapMs : to.getTime() - lookbackMs);
