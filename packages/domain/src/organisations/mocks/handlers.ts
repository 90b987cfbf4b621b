import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  buyerDetailsFixture,
  buyerSearchFixtures,
  buyerSupplierFixtures,
  callOffFixtures,
  cpvStatsFixture,
  frameworkFixture,
  supplierBuyerFixtures,
  supplierDetailsFixture,
} from './fixtures';

export type OrganisationsScenario =
  | 'default'
  /** Every list empty, the award summary all zeros. */
  | 'empty'
  /** Every call answers 500. */
  | 'error'
  /** No call answers. */
  | 'loading'
  /** The plan lacks the data type: every call answers 403. */
  | 'forbidden';

export interface OrganisationsHandlersOptions {
  /** @default 'default' */
  scenario?: OrganisationsScenario;
  /** Leave suppliers' spend out, as the server does without SPEND (mockHandlers sets it from the user). @default false */
  redactSpend?: boolean;
}

const paging = (offset: number, limit: number, count: number, total: number) => ({
  total_results: total,
  offset,
  limit,
  next_offset: offset + count < total ? offset + count : null,
});

type Page = { limit?: number; offset?: number; page?: number; text?: string; sort?: string; sort_order?: string; supplier_guids?: string[]; buyer_guids?: string[]; ids?: string[] };

async function pageOf(request: Request): Promise<Page> {
  try {
    return (await request.json()) as Page;
  } catch {
    return {};
  }
}

/** REST mocks of the buyer, supplier and framework page reads; lists honour text, sort and paging. */
export function organisationsHandlers(options: OrganisationsHandlersOptions = {}): HttpHandler[] {
  const scenario = options.scenario ?? 'default';
  const empty = scenario === 'empty';
  const guard = async () => {
    if (scenario === 'loading') await delay('infinite');
    if (scenario === 'error') return HttpResponse.json({ error: { code: 'internal', message: 'Unexpected error' } }, { status: 500 });
    if (scenario === 'forbidden') return HttpResponse.json({ error: { code: 'forbidden', message: 'Your plan does not include this' } }, { status: 403 });
    return null;
  };
  return [
    http.get('*/api/buyers/:id/cpv_stats', async ({ request }) => {
      const refused = await guard();
      if (refused) return refused;
      const url = new URL(request.url);
      const mode = url.searchParams.get('expiries') === 'Y' ? 'expiries' : 'historical';
      const years = Number(/P(\d)Y/.exec(url.searchParams.get('period') ?? '')?.[1] ?? 3);
      const fixture = cpvStatsFixture(mode, years);
      if (empty) {
        const zero = { totalAwarded: 0, totalValue: 0, avgContractValue: null, percentToSmes: null };
        return HttpResponse.json({ ...fixture, overallStats: zero, perCpvStats: [] });
      }
      return HttpResponse.json(fixture);
    }),
    http.post('*/api/buyers/stats', async ({ request }) => {
      const refused = await guard();
      if (refused) return refused;
      const body = await pageOf(request);
      return HttpResponse.json({
        results: (body.buyer_guids ?? []).map((guid, i) => ({ guid, allRecords: 148 - i * 30, expiries: 23 - i * 5, lastActivity: '2026-11-02T10:00:00.000Z', isKeyAccount: i === 0 })),
      });
    }),
    http.post('*/api/buyers/:id/suppliers_v3', async ({ request }) => {
      const refused = await guard();
      if (refused) return refused;
      const body = await pageOf(request);
      const text = body.text?.toLowerCase();
      let rows = empty ? [] : buyerSupplierFixtures.filter((s) => !text || s.name.toLowerCase().includes(text));
      const sort = body.sort ?? 'awards_count';
      const order = body.sort_order ?? (sort === 'name' ? 'asc' : 'desc');
      rows = [...rows].sort((a, b) => {
        const d = sort === 'name' ? a.name.localeCompare(b.name) : a.awards_count - b.awards_count;
        return order === 'asc' ? d : -d;
      });
      const offset = body.offset ?? 0;
      const limit = body.limit ?? 20;
      const page = rows.slice(offset, offset + limit).map((s) => (options.redactSpend ? { ...s, spend: null } : s));
      return HttpResponse.json({ buyer_guid: buyerDetailsFixture.guid, results: page, paging_info: paging(offset, limit, page.length, rows.length), sort, sort_order: order });
    }),
    http.get('*/api/buyers/:id', async ({ params }) => {
      const refused = await guard();
      if (refused) return refused;
      if (params.id === 'buyer_categories') return HttpResponse.json({ buyer_categories: [] });
      return HttpResponse.json(empty ? { ...buyerDetailsFixture, stats: { all_records: 0, expiries: 0, last_activity: null, is_key_account: false } } : buyerDetailsFixture);
    }),
    http.post('*/api/suppliers/:id/buyers', async ({ request }) => {
      const refused = await guard();
      if (refused) return refused;
      const body = await pageOf(request);
      const rows = empty ? [] : supplierBuyerFixtures;
      const offset = body.offset ?? 0;
      const limit = body.limit ?? 20;
      return HttpResponse.json({ results: rows.slice(offset, offset + limit), paging_info: paging(offset, limit, Math.min(limit, rows.length - offset), rows.length) });
    }),
    http.get('*/api/suppliers/:id', async () => {
      const refused = await guard();
      if (refused) return refused;
      return HttpResponse.json(
        empty
          ? { ...supplierDetailsFixture, stats: { ...supplierDetailsFixture.stats, allRecordsCount: 0, keywordRecordsCount: 0, keyAccountsCount: 0, expiriesCount: 0, latestActivity: null } }
          : supplierDetailsFixture,
      );
    }),
    http.post('*/api/organisations/search', async ({ request }) => {
      const refused = await guard();
      if (refused) return refused;
      const body = await pageOf(request);
      const text = body.text?.toLowerCase();
      const ids = body.ids ?? [];
      const rows = empty
        ? []
        : buyerSearchFixtures.filter((o) => (!text || o.name.toLowerCase().includes(text)) && (!ids.length || ids.includes(o.guid)));
      const limit = body.limit ?? 20;
      const offset = ((body.page ?? 1) - 1) * limit;
      const page = rows.slice(offset, offset + limit);
      return HttpResponse.json({ results: page, paging_info: paging(offset, limit, page.length, rows.length) });
    }),
    http.get('*/api/frameworks/:id', async () => {
      const refused = await guard();
      if (refused) return refused;
      return HttpResponse.json(empty ? { ...frameworkFixture, call_off_stats: { count: 0, average_amount: null, last_activity: null }, suppliers: [] } : frameworkFixture);
    }),
    http.post('*/api/frameworks/:id/call_offs', async ({ request }) => {
      const refused = await guard();
      if (refused) return refused;
      const body = await pageOf(request);
      const wanted = body.supplier_guids ?? [];
      const rows = empty ? [] : callOffFixtures.filter((c) => !wanted.length || c.suppliers.some((s) => wanted.includes(s.guid)));
      const offset = body.offset ?? 0;
      const limit = body.limit ?? 20;
      const page = rows.slice(offset, offset + limit);
      return HttpResponse.json({ results: page, paging_info: paging(offset, limit, page.length, rows.length) });
    }),
  ];
}
