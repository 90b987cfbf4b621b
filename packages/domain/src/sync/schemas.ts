/** REST answers of the continuous sync (apps/api/src/sync/routes.ts). */
import { z } from 'zod';
import { SYNC_SOURCES } from './sources';

const Counts = z.object({
  windows: z.number(),
  requests: z.number(),
  releasesNew: z.number(),
  releasesUpdated: z.number(),
  releasesUnchanged: z.number(),
  errors: z.number(),
});

export const DataFreshnessSchema = z.object({
  sources: z.array(
    z.object({
      source: z.enum(SYNC_SOURCES),
      label: z.string(),
      lastSuccessAt: z.string().nullable(),
      lastError: z.string().optional(),
      counts: Counts,
    }),
  ),
});
export type DataFreshness = z.infer<typeof DataFreshnessSchema>;

export const SyncSourcesSchema = z.object({
  sources: z.array(
    z.object({
      source: z.enum(SYNC_SOURCES),
      label: z.string(),
      scheduled: z.boolean(),
      nextRunAt: z.string().nullable(),
      running: z.boolean(),
      requestedAt: z.string().nullable(),
      lastStartedAt: z.string().nullable(),
      lastSuccessAt: z.string().nullable(),
      lastError: z.string().nullable(),
      lastErrorAt: z.string().nullable(),
      highWaterMark: z.string().nullable(),
      windowInProgress: z.object({ from: z.string().nullable(), to: z.string().nullable() }).nullable(),
      blockedUntil: z.string().nullable(),
      counts: Counts,
      lastRun: Counts.nullable(),
    }),
  ),
});
export type SyncSources = z.infer<typeof SyncSourcesSchema>;

export const RunSyncSchema = z.object({ source: z.enum(SYNC_SOURCES), requestedAt: z.string() });

/** The most recent successful sync across sources, for 'Updated 12 minutes ago from Find a Tender'. */
export function latestSync(freshness: DataFreshness | null | undefined): { label: string; at: string } | null {
  let best: { label: string; at: string } | null = null;
  for (const s of freshness?.sources ?? []) if (s.lastSuccessAt && (!best || s.lastSuccessAt > best.at)) best = { label: s.label, at: s.lastSuccessAt };
  return best;
}
