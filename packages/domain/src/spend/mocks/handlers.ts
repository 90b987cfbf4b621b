import { delay, graphql, http, HttpResponse, type RequestHandler } from 'msw';
import { executeMock, graphQLErrorResponse } from '../../mocks/executeMock';
import { spendBuyersFixture, spendOverviewFixture } from './fixtures';

export type SpendScenario = 'default' | 'empty' | 'error' | 'loading' | 'forbidden';

const forbiddenGraphQL = () =>
  HttpResponse.json<{ errors: { message: string; extensions: Record<string, unknown> }[] }>({ errors: [{ message: 'Your plan does not include this', extensions: { code: 'FORBIDDEN', reason: 'paywall', dataType: 'SPEND' } }] });

/** Mocks of the spend-data reads (GraphQL `spendBuyers`, `spendOverview` and their REST twins) and the spend request. */
export function spendHandlers(scenario: SpendScenario = 'default'): RequestHandler[] {
  const guard = async () => {
    if (scenario === 'loading') await delay('infinite');
    if (scenario === 'error') return HttpResponse.json({ error: { code: 'internal', message: 'Unexpected error' } }, { status: 500 });
    if (scenario === 'forbidden') return HttpResponse.json({ error: { code: 'forbidden', message: 'Your plan does not include this' } }, { status: 403 });
    return null;
  };
  const emptyOverview = {
    ...spendOverviewFixture,
    stats: { totalValue: 0, totalAwarded: 0, avgContractValue: null, percentToSmes: null },
    over_time: [],
    top_suppliers: [],
    by_buyer: [],
    synthetic: false,
    first_payment: null,
    last_payment: null,
  };
  const gqlGuard = async () => {
    if (scenario === 'loading') await delay('infinite');
    if (scenario === 'error') return graphQLErrorResponse();
    if (scenario === 'forbidden') return forbiddenGraphQL();
    return null;
  };
  const root = {
    spendBuyers: () =>
      (scenario === 'empty' ? [] : spendBuyersFixture.buyers).map((b) => ({ guid: b.guid, name: b.name, totalValue: b.total_value, payments: b.payments, synthetic: b.synthetic })),
    spendOverview: (args: Record<string, unknown>) => {
      const o = scenario === 'empty' ? emptyOverview : spendOverviewFixture;
      const interval = ((args['request'] ?? {}) as { interval?: string }).interval ?? 'quarter';
      return {
        stats: o.stats,
        overTime: o.over_time.map((p) => ({ period: p.period, totalValue: p.total_value, payments: p.payments })),
        topSuppliers: o.top_suppliers.map((x) => ({ guid: x.guid, name: x.name, isSme: x.is_sme, totalValue: x.total_value, payments: x.payments })),
        byBuyer: o.by_buyer.map((x) => ({ guid: x.guid, name: x.name, totalValue: x.total_value, payments: x.payments })),
        synthetic: o.synthetic,
        firstPayment: o.first_payment,
        lastPayment: o.last_payment,
        interval,
      };
    },
  };
  return [
    graphql.query('SpendBuyers', async ({ query, variables }) => (await gqlGuard()) ?? executeMock(query, variables, root)),
    graphql.query('SpendOverview', async ({ query, variables }) => (await gqlGuard()) ?? executeMock(query, variables, root)),
    http.get('*/api/spend-data/buyers', async () => (await guard()) ?? HttpResponse.json(scenario === 'empty' ? { buyers: [] } : spendBuyersFixture)),
    http.post('*/api/spend-data/search', async ({ request }) => {
      const refused = await guard();
      if (refused) return refused;
      const b = (await request.json().catch(() => ({}))) as { interval?: string };
      return HttpResponse.json({ ...(scenario === 'empty' ? emptyOverview : spendOverviewFixture), interval: b.interval ?? 'quarter' });
    }),
    http.post('*/api/buyers/:guid/request_spend', () => HttpResponse.json({ requested: true }, { status: 201 })),
  ];
}
