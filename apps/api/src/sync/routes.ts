/**
 * REST of the continuous sync (issue 11 §1):
 *   GET  /api/data_freshness                      every signed-in user and guest: per source, when it
 *                                                 last synced (or failed) and its counts
 *   GET  /api/admin/sync_sources                  admins: the full state, schedule and lease
 *   POST /api/admin/sync_sources/{source}/run     admins ('Sync now'): asks any server's sync worker
 *                                                 for a run of that source now; 202
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { SYNC_SOURCES, SYNC_SOURCE_LABELS, isSyncSourceId, type SyncSourceId } from '@tenderlens/domain/sync';
import type { Database } from '../db/client';
import { scheduledJobs, syncSources, type SyncSourceRow } from '../db/schema/index';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { readBody } from '../workspace/http';
import { assertCan } from '../policy/index';
import { toPolicySubject } from '../users/currentUser';
import { emptySyncCounts } from './runner';
import { requestSync, SYNC_JOB } from './job';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

async function states(db: Database): Promise<Map<string, SyncSourceRow>> {
  return new Map((await db.select().from(syncSources)).map((r) => [r.source, r]));
}

const countsOf = (row: SyncSourceRow | undefined) => ({ ...emptySyncCounts(), ...(row?.counts ?? {}) });

/** 'Sync now' takes no options: an empty JSON object (strict: unknown keys are a 400). */
const RunSyncBodySchema = z.strictObject({});

export function syncRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/data_freshness', async (c) => {
    const rows = await states(deps.db);
    return c.json({
      sources: SYNC_SOURCES.map((source) => {
        const row = rows.get(source);
        return {
          source,
          label: SYNC_SOURCE_LABELS[source],
          lastSuccessAt: iso(row?.lastSuccessAt),
          ...(row?.lastError ? { lastError: row.lastError } : {}),
          counts: countsOf(row),
        };
      }),
    });
  });

  app.get('/admin/sync_sources', async (c) => {
    assertCan(toPolicySubject(c.get('auth').user), { type: 'admin.access' });
    const rows = await states(deps.db);
    const [job] = await deps.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, SYNC_JOB));
    const now = deps.now();
    const running = job?.lockedUntil !== null && job?.lockedUntil !== undefined && job.lockedUntil.getTime() > now.getTime();
    const scheduled = new Set<SyncSourceId>(deps.config.sync.sources);
    return c.json({
      sources: SYNC_SOURCES.map((source) => {
        const row = rows.get(source);
        return {
          source,
          label: SYNC_SOURCE_LABELS[source],
          scheduled: scheduled.has(source),
          nextRunAt: scheduled.has(source) ? (iso(job?.nextRunAt) ?? iso(now)) : null,
          running: running && (row?.lastStartedAt?.getTime() ?? 0) >= (job?.lastStartedAt?.getTime() ?? Infinity),
          requestedAt: iso(row?.requestedAt),
          lastStartedAt: iso(row?.lastStartedAt),
          lastSuccessAt: iso(row?.lastSuccessAt),
          lastError: row?.lastError ?? null,
          lastErrorAt: iso(row?.lastErrorAt),
          highWaterMark: iso(row?.highWaterMark),
          windowInProgress: row?.windowFrom && row.windowTo ? { from: iso(row.windowFrom), to: iso(row.windowTo) } : null,
          blockedUntil: row?.blockedUntil && row.blockedUntil.getTime() > now.getTime() ? iso(row.blockedUntil) : null,
          counts: countsOf(row),
          lastRun: row?.lastRun ?? null,
        };
      }),
    });
  });

  app.post('/admin/sync_sources/:source/run', async (c) => {
    assertCan(toPolicySubject(c.get('auth').user), { type: 'admin.access' });
    const source = c.req.param('source');
    if (!isSyncSourceId(source)) throw new HttpError(404, 'not_found', `Unknown source: use one of ${SYNC_SOURCES.join(', ')}`);
    await readBody(c, RunSyncBodySchema);
    const requestedAt = await requestSync(deps.db, source, deps.now());
    deps.jobs.wakeSync?.();
    return c.json({ source, requestedAt: requestedAt.toISOString() }, 202);
  });

  return app;
}
