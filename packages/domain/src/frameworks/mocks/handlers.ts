import { delay, graphql, http, HttpResponse, type RequestHandler } from 'msw';
import { executeMock, graphQLErrorResponse } from '../../mocks/executeMock';
import type { FrameworkSearchInput } from '../graphql/operations';
import { frameworkListFixtures, frameworkProcedureTypesFixture } from './fixtures';

export type FrameworksScenario = 'default' | 'empty' | 'error' | 'loading' | 'forbidden';

type Body = { text?: string; stage?: string[]; award_types?: string[]; procedure_types?: string[]; buyer_guids?: string[]; sort?: string; sort_order?: 'asc' | 'desc'; limit?: number; offset?: number };

const forbiddenGraphQL = () =>
  HttpResponse.json<{ errors: { message: string; extensions: Record<string, unknown> }[] }>({ errors: [{ message: 'Your plan does not include this', extensions: { code: 'FORBIDDEN', reason: 'paywall', dataType: 'FRAMEWORKS' } }] });

/**
 * Mocks of the framework search (GraphQL `frameworks` and its REST twin) and the export; the search
 * honours text, stage, award and procedure type, buyers, sort and paging.
 */
export function frameworksHandlers(scenario: FrameworksScenario = 'default'): RequestHandler[] {
  const guard = async () => {
    if (scenario === 'loading') await delay('infinite');
    if (scenario === 'error') return HttpResponse.json({ error: { code: 'internal', message: 'Unexpected error' } }, { status: 500 });
    if (scenario === 'forbidden') return HttpResponse.json({ error: { code: 'forbidden', message: 'Your plan does not include this' } }, { status: 403 });
    return null;
  };
  const search = (b: Body) => {
    const text = b.text?.toLowerCase();
    const inList = (list: string[] | undefined, v: string | null | undefined) => !list?.length || (v != null && list.includes(v));
    const base = (scenario === 'empty' ? [] : frameworkListFixtures).filter(
      (f) => (!text || f.title.toLowerCase().includes(text)) && inList(b.award_types, f.award_type) && inList(b.procedure_types, f.procedure_type) && inList(b.buyer_guids, f.buyer?.guid),
    );
    const rows = base.filter((f) => inList(b.stage, f.stage));
    const sort = b.sort ?? 'expiry_date';
    const dir = (b.sort_order ?? (b.sort ? 'desc' : 'asc')) === 'asc' ? 1 : -1;
    const key = (f: (typeof rows)[number]) => (sort === 'title' ? f.title : sort === 'call_offs' ? f.call_offs : sort === 'publish_date' ? f.publish_date : f.expiry_date);
    rows.sort((x, y) => {
      const [a, c] = [key(x), key(y)];
      if (a === c) return x.title.localeCompare(y.title);
      if (a === null) return 1;
      if (c === null) return -1;
      return (a < c ? -1 : 1) * dir;
    });
    const stageCounts: Record<string, number> = {};
    for (const f of base) stageCounts[f.stage] = (stageCounts[f.stage] ?? 0) + 1;
    const offset = b.offset ?? 0;
    const limit = b.limit ?? 20;
    const page = rows.slice(offset, offset + limit);
    return {
      results: page,
      paging_info: { total_results: rows.length, offset, limit, next_offset: offset + page.length < rows.length ? offset + page.length : null },
      counts: { stage: stageCounts },
      procedure_types: frameworkProcedureTypesFixture,
      sort,
      sort_order: dir === 1 ? 'asc' : 'desc',
    };
  };
  const root = {
    frameworks: (args: Record<string, unknown>) => {
      const r = (args['request'] ?? {}) as FrameworkSearchInput;
      const p = search({
        ...(r.text ? { text: r.text } : {}),
        ...(r.stages ? { stage: r.stages } : {}),
        ...(r.awardTypes ? { award_types: r.awardTypes } : {}),
        ...(r.procedureTypes ? { procedure_types: r.procedureTypes } : {}),
        ...(r.buyerGuids ? { buyer_guids: r.buyerGuids } : {}),
        ...(r.sort ? { sort: r.sort } : {}),
        ...(r.sortOrder ? { sort_order: r.sortOrder } : {}),
        ...(r.limit !== undefined ? { limit: r.limit } : {}),
        ...(r.offset !== undefined ? { offset: r.offset } : {}),
      });
      return {
        results: p.results.map((f) => ({
          id: f.id, guid: f.guid, title: f.title, noticeGuid: f.notice_guid, ocid: f.ocid, stage: f.stage, procedureType: f.procedure_type, awardType: f.award_type,
          publishDate: f.publish_date, expiryDate: f.expiry_date, value: f.value, currency: f.currency, buyer: f.buyer, lots: f.lots, suppliers: f.suppliers,
          callOffs: f.call_offs, lastActivity: f.last_activity,
        })),
        totalResults: p.paging_info.total_results,
        offset: p.paging_info.offset,
        limit: p.paging_info.limit,
        nextOffset: p.paging_info.next_offset,
        stageCounts: Object.entries(p.counts.stage).map(([stage, count]) => ({ stage, count })),
        procedureTypes: p.procedure_types,
        sort: p.sort,
        sortOrder: p.sort_order,
      };
    },
  };
  return [
    graphql.query('Frameworks', async ({ query, variables }) => {
      if (scenario === 'loading') await delay('infinite');
      if (scenario === 'error') return graphQLErrorResponse();
      if (scenario === 'forbidden') return forbiddenGraphQL();
      return executeMock(query, variables, root);
    }),
    http.post('*/api/frameworks/search', async ({ request }) => {
      const refused = await guard();
      if (refused) return refused;
      return HttpResponse.json(search((await request.json().catch(() => ({}))) as Body));
    }),
    http.post('*/api/frameworks/export', async () => {
      const refused = await guard();
      if (refused) return refused;
      return new HttpResponse('Framework,Buyer\r\nDigital and Technology Services Framework,Leeds City Council\r\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="tenderlens-frameworks-2026-11-25.csv"' },
      });
    }),
  ];
}
