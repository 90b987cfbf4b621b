/**
 * Public Contracts Scotland and Sell2Wales (the same API family): `GET /v1/Notices?dateFrom=MM-YYYY&
 * noticeType=N&outputType=0`, one request per notice type and month, no paging. A window is a
 * calendar month (UTC); its cursor is the index of the next notice type. Some packages come back
 * without `releases`: skipped, not an error. The runner re-polls the current and the previous month
 * (`startFor`) and deduplicates by release.
 */
import { LEGACY_NOTICE_TYPES } from '../../importer/stage';
import { packageMeta, releasesOf, type SyncSource, type SyncWindow } from '../types';

/** Calendar months (UTC) touching [from, to). */
export function monthWindows(from: Date, to: Date): SyncWindow[] {
  const out: SyncWindow[] = [];
  let y = from.getUTCFullYear();
  let m = from.getUTCMonth();
  for (;;) {
    const start = new Date(Date.UTC(y, m, 1));
    if (start.getTime() >= to.getTime()) break;
    m++;
    if (m === 12) {
      m = 0;
      y++;
    }
    out.push({ from: start, to: new Date(Date.UTC(y, m, 1)) });
  }
  return out;
}

export const monthParam = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;

/** The OJEU form types both publishers serve, then each one's own site notices. */
const OJEU_TYPES = Object.keys(LEGACY_NOTICE_TYPES)
  .map(Number)
  .filter((n) => n < 50);

function monthlySource(spec: Pick<SyncSource, 'id' | 'label' | 'defaultBaseUrl'> & { siteTypes: number[]; extra?: Record<string, string> }): SyncSource & { noticeTypes: number[] } {
  const noticeTypes = [...OJEU_TYPES, ...spec.siteTypes];
  return {
    id: spec.id,
    label: spec.label,
    defaultBaseUrl: spec.defaultBaseUrl,
    noticeTypes,
    // The month before the high-water mark's (or `to`'s): the current and the previous month are polled again.
    startFor: (highWaterMark, to) => {
      const at = highWaterMark ?? to;
      return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1));
    },
    windows: monthWindows,
    async fetchPage(http, baseUrl, window, cursor) {
      const index = cursor === null ? 0 : Number(cursor);
      const type = noticeTypes[index];
      if (type === undefined) return { releases: [], meta: {}, next: null, emptyPackages: 0 };
      const url = `${baseUrl.replace(/\/$/, '')}/v1/Notices?${new URLSearchParams({
        dateFrom: monthParam(window.from),
        noticeType: String(type),
        outputType: '0',
        ...spec.extra,
      }).toString()}`;
      const body = await http.getJson(url);
      const hasReleases = Array.isArray(body.releases);
      return {
        releases: releasesOf(body),
        meta: packageMeta(body),
        next: index + 1 < noticeTypes.length ? String(index + 1) : null,
        emptyPackages: hasReleases ? 0 : 1,
      };
    },
  };
}

export const pcsSource = monthlySource({
  id: 'pcs',
  label: 'Public Contracts Scotland',
  defaultBaseUrl: 'https://api.publiccontractsscotland.gov.uk',
  siteTypes: [101, 102, 103, 104],
});

export const sell2walesSource = monthlySource({
  id: 'sell2wales',
  label: 'Sell2Wales',
  defaultBaseUrl: 'https://api.sell2wales.gov.wales',
  siteTypes: [51, 52, 53, 54, 55, 56],
  extra: { locale: '2057' },
});
