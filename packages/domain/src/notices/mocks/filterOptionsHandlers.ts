import { graphql, http, HttpResponse, type RequestHandler } from 'msw';
import { BUYER_GUIDS } from '../../lists/mocks/fixtures';
import { executeMock } from '../../mocks/executeMock';

const CPV = [
  ['45000000', '45000000-7', 'Construction work', 'division', null, '45'],
  ['48000000', '48000000-8', 'Software package and information systems', 'division', null, '48'],
  ['72000000', '72000000-5', 'IT services: consulting, software development, Internet and support', 'division', null, '72'],
  ['72200000', '72200000-7', 'Software programming and consultancy services', 'group', '72000000', '72'],
  ['72212000', '72212000-4', 'Programming services of application software', 'class', '72200000', '72'],
  ['72400000', '72400000-4', 'Internet services', 'group', '72000000', '72'],
  ['79000000', '79000000-4', 'Business services: law, marketing, consulting, recruitment, printing and security', 'division', null, '79'],
] as const;
const cpvJson = (rows: readonly (typeof CPV)[number][]) => ({
  cpv_codes: rows.map(([code, full, name, level, parent, division]) => ({ code, full_code: full, name, level, parent_code: parent, division })),
});

const ORGS = [
  { id: '101', guid: BUYER_GUIDS.leeds, name: 'Leeds City Council', role: 'buyer', is_sme: null },
  { id: '102', guid: '00000000-0000-4000-8000-000000000102', name: 'NHS Shared Business Services', role: 'buyer', is_sme: null },
  { id: '104', guid: '00000000-0000-4000-8000-000000000104', name: 'Cardiff Council', role: 'buyer', is_sme: null },
  { id: '201', guid: '00000000-0000-4000-8000-000000000201', name: 'Capita Business Services Ltd', role: 'supplier', is_sme: false },
  { id: '202', guid: '00000000-0000-4000-8000-000000000202', name: 'Acme Cloud Analytics Ltd', role: 'supplier', is_sme: true },
];

/** Buyer and supplier fixtures of the pickers. */
export const organisationOptionFixtures = ORGS;

const SIGNALS = [
  { id: 'keyword:cloud', name: 'cloud', category: 'keyword', colour: '#1d4ed8' },
  { id: 'keyword:digital', name: 'digital', category: 'keyword', colour: '#1d4ed8' },
  { id: 'competitor:capita', name: 'Capita Business Services Ltd', category: 'competitor', colour: '#b91c1c' },
  { id: 'cpv:72', name: 'IT services', category: 'cpv', colour: '#047857' },
];

/** The lookups of the notices filter drawer: CPV tree, buyer/supplier search, buyer types, signals, lots. */
export function noticeFilterOptionsHandlers(): RequestHandler[] {
  return [
    http.get('*/api/cpv_codes', ({ request }) => {
      const sectors = new URL(request.url).searchParams.get('sectors');
      if (!sectors) return HttpResponse.json(cpvJson(CPV.filter((c) => c[3] === 'division')));
      const wanted = sectors.split(',');
      return HttpResponse.json(cpvJson(CPV.filter((c) => wanted.includes(c[5]))));
    }),
    http.post('*/api/organisations/search', async ({ request }) => {
      const body = (await request.clone().json()) as { text?: string; role?: string; ids?: string[]; page?: number; country_codes?: string[] };
      // A paged or country-scoped search is the buyers pages' and pickers' (organisations mocks answer it): pass it on.
      if (body.page !== undefined || body.country_codes !== undefined) return undefined;
      const text = body.text?.toLowerCase() ?? '';
      const results = ORGS.filter(
        (o) =>
          (!body.role || o.role === body.role) &&
          (!body.ids || body.ids.includes(o.guid) || body.ids.includes(o.id)) &&
          (!text || o.name.toLowerCase().includes(text)),
      );
      return HttpResponse.json({ results, paging_info: { total_results: results.length, offset: 0, limit: 20, next_offset: null } });
    }),
    http.get('*/api/buyers/buyer_categories', () =>
      HttpResponse.json({
        buyer_categories: [
          { id: 1, slug: 'local-government', name: 'Local government', parent_id: null },
          { id: 2, slug: 'health', name: 'Health', parent_id: null },
          { id: 3, slug: 'central-government', name: 'Central government', parent_id: null },
        ],
      }),
    ),
    graphql.query('TeamSignals', ({ query, variables }) =>
      executeMock(query, variables, { signalSettings: () => ({ countries: [], keywords: [], languages: [], cpvCodes: [], competitorGuids: [], partnerGuids: [], useSupplierName: false, signals: SIGNALS }) }),
    ),
    graphql.query('LotsByIds', ({ query, variables }) =>
      executeMock(query, variables, {
        lotsByIds: (args: Record<string, unknown>) =>
          ((args['ids'] as string[]) ?? []).map((id) => ({ id, lotKey: `LOT-${id}`, title: id === '7001' ? 'Managed infrastructure' : 'Support and maintenance', noticeGuid: '6a1c0f3e-0000-4000-8000-000000000001' })),
      }),
    ),
  ];
}
