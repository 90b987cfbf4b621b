import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { signalSettingsFixture } from '../../signals/mocks/fixtures';
import { feedPreviewRecord, feedPreviewSignalIds } from './fixtures';

/**
 * 'few' and 'many' give monthly averages of about 5 and 250 over the 6-month window (the cautions);
 * 'capped' answers as the server does past its count cap: total 2,001 with `total_is_estimate`.
 */
export type FeedPreviewScenario = 'default' | 'few' | 'many' | 'capped' | 'empty' | 'error' | 'loading';

const TOTALS: Record<FeedPreviewScenario, number> = {
  default: 60,
  few: 30,
  many: 1500,
  capped: 2001,
  empty: 0,
  error: 0,
  loading: 0,
};
const WINDOW_DAYS = 183;

/** POST /api/companies/{id}/feed_preview and …/record_queries/annotate from generated records. */
export function feedPreviewHandlers(
  scenario: FeedPreviewScenario = 'default',
  options: { awards?: boolean } = {},
): HttpHandler[] {
  const awards = options.awards ?? true;
  const signals = signalSettingsFixture().signals;
  return [
    http.post('*/api/companies/:id/feed_preview', async ({ request }) => {
      if (scenario === 'loading') await delay('infinite');
      if (scenario === 'error')
        return HttpResponse.json({ error: { code: 'internal', message: 'failed' } }, { status: 500 });
      const body = (await request.json()) as {
        offset?: number;
        limit?: number;
        criteria?: { keywords?: string[] };
      };
      const total = body.criteria && (body.criteria.keywords ?? []).length === 0 ? 0 : TOTALS[scenario];
      const offset = body.offset ?? 0;
      const limit = body.limit ?? 40;
      const now = Date.now();
      // Like the server: awarded records are left out without the AWARDS data type.
      const all = Array.from({ length: total }, (_, k) => feedPreviewRecord(k, now)).filter(
        (r) => awards || r.stage !== 'AWARDED',
      );
      const records = all.slice(offset, offset + limit);
      return HttpResponse.json({
        preview_results: records,
        guid_match_map: Object.fromEntries(
          records.map((r) => [
            r.guid,
            { signal_ids: feedPreviewSignalIds(Number.parseInt(r.guid.slice(-4), 10)) },
          ]),
        ),
        signals,
        paging_info: {
          total_results: all.length,
          offset,
          limit,
          next_offset: offset + records.length < all.length ? offset + records.length : null,
        },
        total_is_estimate: scenario === 'capped' && all.length > 2000,
        window_from: new Date(now - WINDOW_DAYS * 86_400_000).toISOString(),
      });
    }),
    http.post('*/api/companies/:id/record_queries/annotate', async ({ request }) => {
      const body = (await request.json()) as { record_guids: string[] };
      const now = Date.now();
      const matched = body.record_guids.map((guid) => {
        const i = Number.parseInt(guid.slice(-4), 10) || 0;
        const record = feedPreviewRecord(i, now);
        const text_matches: unknown[] = [];
        for (const keyword of ['cloud hosting', 'data platform']) {
          for (const field of ['name', 'description'] as const) {
            const source = field === 'name' ? record.name : record.description;
            const start = source.toLowerCase().indexOf(keyword);
            if (start >= 0)
              text_matches.push({
                signal_id: `keyword:${keyword}`,
                keyword,
                field,
                start,
                end: start + keyword.length,
                text: source.slice(start, start + keyword.length),
              });
          }
        }
        return { guid, signal_ids: feedPreviewSignalIds(i), text_matches };
      });
      return HttpResponse.json({ matched_records: matched, signals });
    }),
  ];
}
