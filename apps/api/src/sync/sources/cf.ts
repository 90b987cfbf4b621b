/**
 * Contracts Finder: `GET /Published/Notices/OCDS/Search?publishedFrom&publishedTo&limit=100`, then
 * `links.next` (a `cursor`). Fifteen-day windows; `publishedFrom` counts the latest edit, so edits
 * come back. A 403 means "stop for 5 minutes"; some text arrives as ISO-8859-1 (http.ts decodes it).
 */
import { fixedWindows, overlapping, packageMeta, releasesOf, type SyncSource } from '../types';
import { nextLink } from './paged';

export const CF_WINDOW_MS = 15 * 24 * 60 * 60_000;

export const cfSource: SyncSource = {
  id: 'cf',
  label: 'Contracts Finder',
  defaultBaseUrl: 'https://www.contractsfinder.service.gov.uk',
  startFor: overlapping(60 * 60_000, 15 * 24 * 60 * 60_000),
  windows: (from, to) => fixedWindows(from, to, CF_WINDOW_MS),
  async fetchPage(http, baseUrl, window, cursor) {
    const url =
      cursor ??
      `${baseUrl.replace(/\/$/, '')}/Published/Notices/OCDS/Search?${new URLSearchParams({
        publishedFrom: window.from.toISOString().slice(0, 19),
        publishedTo: window.to.toISOString().slice(0, 19),
        limit: '100',
      }).toString()}`;
    const body = await http.getJson(url, { blockOn403: true });
    return { releases: releasesOf(body), meta: packageMeta(body), next: nextLink(body, baseUrl), emptyPackages: Array.isArray(body.releases) ? 0 : 1 };
  },
};
