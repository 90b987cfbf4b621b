import { GraphQLError } from 'graphql';
import { delay, graphql, http, HttpResponse, type GraphQLHandler, type HttpHandler } from 'msw';
import { executeMock, type MockRoot } from '../../mocks/executeMock';
import { featureHandlers, type FeatureScenario } from '../../mocks/featureHandlers';
import type { BidReportData, CreditsData } from '../graphql/bidReports';
import { bidFixtures, bidReportFixture } from './fixtures';

export interface BidsHandlersOptions {
  /** @default 'default' */
  scenario?: FeatureScenario;
  reports?: BidReportData[];
  credits?: CreditsData;
  /** Generation never answers (the 'generating' state). @default false */
  generatingForever?: boolean;
  /** The model fails: the new report comes back `failed` and no credit is spent. @default false */
  generationFails?: boolean;
}

/** In-memory reports and credits behaving as the API does (a credit per report; paywall at none). */
export function createBidsMockRoot(data: { reports: BidReportData[]; credits: CreditsData }, options: BidsHandlersOptions = {}) {
  const reports = [...data.reports];
  const credits = { ...data.credits };
  let next = 9100;
  const find = (id: unknown) => {
    const r = reports.find((x) => x.id === String(id));
    if (!r) throw new GraphQLError('Bid report not found', { extensions: { code: 'NOT_FOUND' } });
    return r;
  };
  const replace = (r: BidReportData) => {
    reports.splice(reports.indexOf(find(r.id)), 1, r);
    return r;
  };
  const root: MockRoot = {
    bidReport: (args) => reports.find((r) => r.opportunityId === String(args['opportunityId'])) ?? null,
    bidReports: () => reports,
    remainingCredits: () => credits,
    createBidReport: (args) => {
      if (credits.remainingCredits !== null && credits.remainingCredits <= 0)
        throw new GraphQLError('You have used all your bid/no-bid reports. Upgrade your plan to generate more.', {
          extensions: { code: 'FORBIDDEN', reason: 'paywall' },
        });
      const opportunityId = String(args['opportunityId']);
      const made = bidReportFixture(String(next++), opportunityId, `Opportunity ${opportunityId}`);
      if (options.generationFails) {
        const failed = { ...made, status: 'failed' as const, questionGroups: [], factsUsed: [], recommendation: null, recommendationReason: null, error: 'AI service answered 503' };
        reports.unshift(failed);
        return failed;
      }
      if (credits.remainingCredits !== null) credits.remainingCredits -= 1;
      reports.unshift(made);
      return made;
    },
    updateBidReportAnswer: (args) => {
      const r = find(args['id']);
      const answer = String(args['answer']).trim();
      if (!answer) throw new GraphQLError('Answer is required (up to 10,000 characters)', { extensions: { code: 'BAD_USER_INPUT' } });
      return replace({
        ...r,
        questionGroups: r.questionGroups.map((g) => ({
          ...g,
          questions: g.questions.map((x) => (x.promptId === args['promptId'] ? { ...x, answer, edited: true } : x)),
        })),
      });
    },
    updateBidReportPublicity: (args) => replace({ ...find(args['id']), publicHash: args['isPublic'] ? 'pUbLiChAsH1234567890ab' : null }),
  };
  return { root, reports, credits };
}

/** GraphQL mocks for bid reports and credits. */
export function bidsHandlers(options: BidsHandlersOptions = {}): GraphQLHandler[] {
  const base = bidFixtures();
  const data = {
    reports: options.scenario === 'empty' ? [] : (options.reports ?? base.reports),
    credits: options.credits ?? base.credits,
  };
  const { root } = createBidsMockRoot(data, options);
  const handlers = featureHandlers(
    root,
    {
      queries: ['BidReport', 'BidReports', 'RemainingCredits'],
      mutations: ['UpdateBidReportAnswer', 'UpdateBidReportPublicity', ...(options.generatingForever ? [] : ['CreateBidReport'])],
    },
    options,
  );
  if (!options.generatingForever) return handlers;
  return [
    ...handlers,
    graphql.mutation('CreateBidReport', async ({ query, variables }) => {
      await delay('infinite');
      return executeMock(query, variables, root);
    }),
  ];
}

/** GET /api/bid_reports/public/{hash}: the report a public link opens ('ok', 'notFound', 'error' or 'loading'). */
export function publicBidReportHandlers(scenario: 'ok' | 'notFound' | 'error' | 'loading' = 'ok'): HttpHandler[] {
  return [
    http.get('*/api/bid_reports/public/:hash', async () => {
      if (scenario === 'loading') await delay('infinite');
      if (scenario === 'notFound') return HttpResponse.json({ error: { code: 'not_found', message: 'Bid report not found' } }, { status: 404 });
      if (scenario === 'error') return HttpResponse.json({ error: { code: 'internal', message: 'Internal error' } }, { status: 500 });
      const r = bidReportFixture('9001', '501', 'Leeds cloud hosting');
      return HttpResponse.json({
        opportunity_name: r.opportunityName,
        recommendation: r.recommendation,
        recommendation_reason: r.recommendationReason,
        question_groups: r.questionGroups.map((g) => ({ title: g.title, questions: g.questions.map(({ edited: _e, autoQualify: _a, ...x }) => ({ ...x, answer: x.answer ?? undefined, rating: x.rating ?? undefined })) })),
        facts_used: r.factsUsed,
        generator: r.generator,
        created_at: r.createdAt,
      });
    }),
  ];
}
