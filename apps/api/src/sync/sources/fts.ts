/**
 * Find a Tender: `GET /api/1.0/ocdsReleasePackages?updatedFrom&updatedTo&limit=100`, then
 * `links.next` (a `cursor`) until it is absent. Six-hour windows: longer windows with paging were
 * seen to drop releases (../shared/SOURCES.md). Times are UTC, `YYYY-MM-DDTHH:MM:SS`.
 */
import { fixedWindows, overlapping, packageMeta, releasesOf, type SyncSource } from '../types';
import { nextLink } from './paged';

export const FTS_WINDOW_MS = 6 * 60 * 60_000;

const fmt = (d: Date) => d.toISOString().slice(0, 19);

export const ftsSource: SyncSource = {
  id: 'fts',
  label: 'Find a Tender',
  defaultBaseUrl: 'https://www.find-tender.service.gov.uk',
  startFor: overlapping(60 * 60_000, 7 * 24 * 60 * 60_000),
  windows: (from, to) => fixedWindows(from, to, FTS_WINDOW_MS),
  async fetchPage(http, baseUrl, window, cursor) {
    const url =
      cursor ??
      `${baseUrl.replace(/\/$/, '')}/api/1.0/ocdsReleasePackages?${new URLSearchParams({
        updatedFrom: fmt(window.from),
        updatedTo: fmt(window.to),
        limit: '100',
      }).toString()}`;
    const body = await http.getJson(url);
    return { releases: releasesOf(body), meta: packageMeta(body), next: nextLink(body, baseUrl), emptyPackages: Array.isArray(body.releases) ? 0 : 1 };
  },
};
