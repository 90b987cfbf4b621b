import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { SYNC_SOURCES, SYNC_SOURCE_LABELS } from '../sources';
import type { SyncSources } from '../schemas';

export type SyncScenario = 'default' | 'empty' | 'error' | 'loading';

const counts = (n: number) => ({ windows: n, requests: n + 3, releasesNew: n * 40, releasesUpdated: n * 3, releasesUnchanged: n * 10, errors: 0 });

/** The sync state of the four sources at `now` (Find a Tender synced 12 minutes before). */
export function syncSourcesFixture(now = new Date('2026-11-25T12:00:00Z'), scenario: SyncScenario = 'default'): SyncSources {
  const ago = (min: number) => new Date(now.getTime() - min * 60_000).toISOString();
  return {
    sources: SYNC_SOURCES.map((source, i) => {
      const never = scenario === 'empty';
      return {
        source,
        label: SYNC_SOURCE_LABELS[source],
        scheduled: !never,
        nextRunAt: never ? null : new Date(now.getTime() + 3 * 60_000).toISOString(),
        running: false,
        requestedAt: null,
        lastStartedAt: never ? null : ago(12 + i * 30),
        lastSuccessAt: never ? null : ago(12 + i * 30),
        lastError: source === 'cf' && !never ? 'https://www.contractsfinder.service.gov.uk/…: HTTP 403, stopped for 5 minutes' : null,
        lastErrorAt: source === 'cf' && !never ? ago(5) : null,
        highWaterMark: never ? null : ago(12 + i * 30),
        windowInProgress: null,
        blockedUntil: null,
        counts: never ? counts(0) : counts(20 - i * 4),
        lastRun: never ? null : counts(1),
      };
    }),
  };
}

/** GET /api/data_freshness, GET /api/admin/sync_sources, POST /api/admin/sync_sources/:source/run. */
export function syncHandlers(scenario: SyncScenario = 'default', now?: Date): HttpHandler[] {
  const answer = async (pick: (s: SyncSources) => JsonBodyType) => {
    if (scenario === 'loading') await delay('infinite');
    if (scenario === 'error') return HttpResponse.json({ error: { code: 'internal', message: 'failed' } }, { status: 500 });
    return HttpResponse.json(pick(syncSourcesFixture(now, scenario)));
  };
  return [
    http.get('*/api/data_freshness', () =>
      answer((s) => ({
        sources: s.sources.map((x) => ({ source: x.source, label: x.label, lastSuccessAt: x.lastSuccessAt, ...(x.lastError ? { lastError: x.lastError } : {}), counts: x.counts })),
      })),
    ),
    http.get('*/api/admin/sync_sources', () => answer((s) => s)),
    http.post('*/api/admin/sync_sources/:source/run', ({ params }) =>
      HttpResponse.json({ source: String(params.source), requestedAt: (now ?? new Date('2026-11-25T12:00:00Z')).toISOString() }, { status: 202 }),
    ),
  ];
}
