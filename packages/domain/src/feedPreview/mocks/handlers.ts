import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { signalSettingsFixture } from '../../signals/mocks/fixtures';
import { FEED_COUNT_CAP } from '../rules/feedPreview';
import { feedPreviewRecord, feedPreviewSignalIds } from './fixtures';

/**
 * 'few' and 'many' give monthly averages of about 5 and 250 over the 6-month window (the cautions);
 * 'large' is an exact count above the server's old 2,000 cap; 'capped' answers as the server does
 * past its count cap of 1,000,000 (spec 1§5): total 1,000,001 with `total_is_estimate`.
 */
export type FeedPreviewScenario = 'default' | 'few' | 'many' | 'large' | 'capped' | 'empty' | 'error' | 'loading';

const TOTALS: Record<FeedPreviewScenario, number> = {
  default: 60,
  few: 30,
  many: 1500,
  large: 23_456,
  capped: FEED_COUNT_CAP + 1,
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
      // Like the server: awarded records are left out without the AWARDS data type. Past the cap the
      // count is the server's floor and only the records up to the page are made.
      const estimate = total > FEED_COUNT_CAP;
      const all = Array.from({ length: estimate ? (offset + limit) * 2 : total }, (_, k) => feedPreviewRecord(k, now)).filter(
        (r) => awards || r.stage !== 'AWARDED',
      );
      const counted = estimate ? total : all.length;
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
          total_results: counted,
          offset,
          limit,
          next_offset: offset + records.length < counted ? offset + records.length : null,
        },
        total_is_estimate: estimate,
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
