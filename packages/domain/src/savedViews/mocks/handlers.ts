import { http, HttpResponse, type RequestHandler } from 'msw';

interface MockView {
  id: number;
  name: string;
  description: string | null;
  owner_id: number | null;
  sharing: 'PRIVATE' | 'TEAM' | 'COMPANY';
  is_standard_view: boolean;
  view: Record<string, unknown>;
  rank: number;
  pinned_rank: number | null;
  updated_at: string;
}

/** Views of the notices page: one pinned team view, one private view. */
export function savedViewFixtures(): MockView[] {
  const base = { description: null, owner_id: 2, is_standard_view: false, rank: 0, updated_at: '2026-11-19T10:00:00.000Z' };
  return [
    { ...base, id: 1, name: 'Open IT tenders', sharing: 'TEAM', pinned_rank: 0, view: { filter_settings: { stages: ['OPEN'], cpvCodes: ['72000000'] }, sort_order: [{ field: 'close_date', order: 'ASC' }], table_settings: { columns: ['title', 'relevance_score', 'stage', 'buyer', 'value', 'close_date'] } } },
    { ...base, id: 2, name: 'Awarded to SMEs', sharing: 'PRIVATE', pinned_rank: null, view: { filter_settings: { stages: ['AWARDED'], supplierSme: 'only' } } },
  ];
}

export type SavedViewsScenario = 'default' | 'empty' | 'error';

/** REST saved views over an in-memory list (a fresh list per call). */
export function savedViewsHandlers(scenario: SavedViewsScenario = 'default'): RequestHandler[] {
  let views = scenario === 'empty' ? [] : savedViewFixtures();
  let nextId = 100;
  const pins = () => ({
    pinned_saved_views: views
      .filter((v) => v.pinned_rank !== null)
      .sort((a, b) => (a.pinned_rank ?? 0) - (b.pinned_rank ?? 0))
      .map((v) => ({ saved_view_id: v.id, rank: v.pinned_rank ?? 0 })),
  });
  const fail = () => HttpResponse.json({ error: { code: 'internal', message: 'failed' } }, { status: 500 });
  return [
    http.get('*/api/saved_views/', () => (scenario === 'error' ? fail() : HttpResponse.json({ saved_views: views }))),
    http.post('*/api/saved_views/', async ({ request }) => {
      const body = (await request.json()) as { name: string; sharing?: MockView['sharing']; view?: Record<string, unknown> };
      const view: MockView = { id: nextId++, name: body.name, description: null, owner_id: 2, sharing: body.sharing ?? 'PRIVATE', is_standard_view: false, view: body.view ?? {}, rank: 0, pinned_rank: null, updated_at: '2026-11-20T12:00:00.000Z' };
      views = [...views, view];
      return HttpResponse.json({ saved_view: view }, { status: 201 });
    }),
    http.delete('*/api/saved_views/:id', ({ params }) => {
      views = views.filter((v) => v.id !== Number(params['id']));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/pinned_saved_views/:action', async ({ params, request }) => {
      const body = (await request.json()) as { saved_view_id?: number; saved_view_ids?: number[] };
      const action = String(params['action']);
      if (action === 'create') {
        const max = Math.max(-1, ...views.map((v) => v.pinned_rank ?? -1));
        views = views.map((v) => (v.id === body.saved_view_id && v.pinned_rank === null ? { ...v, pinned_rank: max + 1 } : v));
      } else if (action === 'delete') {
        views = views.map((v) => (v.id === body.saved_view_id ? { ...v, pinned_rank: null } : v));
      } else if (action === 'update_rank') {
        const order = body.saved_view_ids ?? [];
        views = views.map((v) => (order.includes(v.id) ? { ...v, pinned_rank: order.indexOf(v.id) } : v));
      }
      return HttpResponse.json(pins());
    }),
  ];
}
