import { delay, graphql, http, HttpResponse, type GraphQLHandler, type HttpHandler } from 'msw';
import { executeMock, graphQLErrorResponse } from '../../mocks/executeMock';
import type { RecordDetail } from '../graphql/fragments/RecordDetailFields';
import { awardedSummaryFixture, recordFixtures, summaryFixture, timelineFixtures } from './fixtures';

export type RecordScenario = 'default' | 'empty' | 'error' | 'loading';
export type SummaryScenario = 'ready' | 'generating' | 'error' | 'slow' | 'rateLimited';

export interface RecordsHandlersOptions {
  /** @default 'default' */
  scenario?: RecordScenario;
  /** Records served by guid (any other guid: null). @default the open and awarded fixtures */
  records?: RecordDetail[];
  /** Answer of UnlockAward (by guid). @default the unlocked fixture for the awarded guid */
  unlocked?: RecordDetail[];
  /** @default 'ready' */
  summary?: SummaryScenario;
  /** Timeline by record family id. @default the fixtures */
  timelines?: Record<string, unknown>;
}

/** GraphQL `Record` / `UnlockAward` and REST timeline and AI summary for the record page. */
export function recordsHandlers(options: RecordsHandlersOptions = {}): (GraphQLHandler | HttpHandler)[] {
  const scenario = options.scenario ?? 'default';
  const records = new Map((options.records ?? [recordFixtures.open, recordFixtures.awarded]).map((r) => [r.guid, r]));
  const unlocked = new Map((options.unlocked ?? [recordFixtures.unlocked]).map((r) => [r.guid, r]));
  const timelines: Record<string, unknown> = options.timelines ?? {
    [timelineFixtures.open.record_family_id]: timelineFixtures.open,
    [timelineFixtures.awarded.record_family_id]: timelineFixtures.awarded,
  };
  const summary = options.summary ?? 'ready';
  return [
    graphql.query('Record', async ({ query, variables }) => {
      if (scenario === 'loading') await delay('infinite');
      if (scenario === 'error') return graphQLErrorResponse();
      return executeMock(query, variables, {
        record: (args) => (scenario === 'empty' ? null : (records.get(String(args['guid'])) ?? null)),
      });
    }),
    graphql.mutation('UnlockAward', async ({ query, variables }) => {
      const guid = String(variables['guid']);
      const next = unlocked.get(guid);
      if (!next) return graphQLErrorResponse();
      records.set(guid, next);
      return executeMock(query, variables, { unlockAward: () => next });
    }),
    http.post('*/api/records/:familyId/timeline', async ({ params }) => {
      if (scenario === 'loading') await delay('infinite');
      const t = timelines[String(params['familyId'])];
      return t ? HttpResponse.json(t) : HttpResponse.json({ error: { code: 'not_found', message: 'Record not found' } }, { status: 404 });
    }),
    ...['details', 'stored'].map((kind) =>
      http.post(`*/api/record_summary/${kind}`, async ({ request }) => {
        if (summary === 'generating') await delay('infinite');
        if (summary === 'slow') await delay(300);
        if (summary === 'rateLimited' && kind === 'details') {
          return HttpResponse.json(
            { error: { code: 'rate_limited', message: 'Too many AI summaries were requested. Please try again later.', retry_after: 1800 } },
            { status: 429, headers: { 'Retry-After': '1800' } },
          );
        }
        if (summary === 'error') {
          return HttpResponse.json({ error: { code: 'ai_failed', message: 'We could not generate the AI summary. Please try again.' } }, { status: 502 });
        }
        const body = (await request.json()) as { record_guid: string };
        const answer = body.record_guid === awardedSummaryFixture.record_guid ? awardedSummaryFixture : summaryFixture;
        // As the server: sections naming suppliers are withheld where the award details are.
        const withheld = records.get(body.record_guid)?.notice.redacted ? ['incumbent_relationships', 'mentioned_parties'] : [];
        // Rate limited: nothing stored yet, and generating is refused.
        const sections = Object.fromEntries(
          Object.entries(answer.summary).map(([k, v]) => [k, withheld.includes(k) || summary === 'rateLimited' ? null : v]),
        );
        return HttpResponse.json({ ...answer, summary: sections, redacted: withheld, record_guid: body.record_guid });
      }),
    ),
  ];
}
