/**
 * `@tenderlens/domain/sync`: the publishers the server syncs from (issue 11 §1, ../shared/SOURCES.md),
 * the one list the server's sync (apps/api/src/sync), the REST schemas, the mocks and the screens
 * read. Pure: no React, no urql, no zod.
 */
export const SYNC_SOURCES = ['fts', 'cf', 'pcs', 'sell2wales'] as const;
export type SyncSourceId = (typeof SYNC_SOURCES)[number];

/** The publisher's name as users see it ('Updated 12 minutes ago from Find a Tender'). */
export const SYNC_SOURCE_LABELS: Readonly<Record<SyncSourceId, string>> = {
  fts: 'Find a Tender',
  cf: 'Contracts Finder',
  pcs: 'Public Contracts Scotland',
  sell2wales: 'Sell2Wales',
};

export const isSyncSourceId = (value: string): value is SyncSourceId => (SYNC_SOURCES as readonly string[]).includes(value);

/** Totals a sync keeps per source (all runs) and per run. */
export interface SyncCountsShape {
  windows: number;
  requests: number;
  releasesNew: number;
  releasesUpdated: number;
  releasesUnchanged: number;
  errors: number;
}
