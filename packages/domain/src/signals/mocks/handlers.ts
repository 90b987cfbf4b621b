import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { featureHandlers, type FeatureScenario } from '../../mocks/featureHandlers';
import { createSignalsMockRoot, type SignalsMockData } from './store';

export interface SignalsHandlersOptions {
  /** Settings, saved suppliers, the suppliers table and the picker. @default 'default' */
  scenario?: FeatureScenario;
  data?: SignalsMockData;
  /** Fail updateSignalSettings only (failure toasts). @default false */
  failMutations?: boolean;
  /** Only the suppliers table answers this way (the tabs' saved sets still answer). */
  suppliersScenario?: FeatureScenario;
  /** Leave the rows' spend out, as the server does without SPEND (mockHandlers sets it from the user). @default false */
  redactSpend?: boolean;
}

const CPV = [
  {
    code: '48000000',
    full_code: '48000000-8',
    name: 'Software package and information systems',
    level: 'division',
    parent_code: null,
    division: '48',
  },
  {
    code: '48400000',
    full_code: '48400000-2',
    name: 'Business transaction and personal business software package',
    level: 'group',
    parent_code: '48000000',
    division: '48',
  },
  {
    code: '72000000',
    full_code: '72000000-5',
    name: 'IT services: consulting, software development, Internet and support',
    level: 'division',
    parent_code: null,
    division: '72',
  },
  {
    code: '72200000',
    full_code: '72200000-7',
    name: 'Software programming and consultancy services',
    level: 'group',
    parent_code: '72000000',
    division: '72',
  },
  {
    code: '72400000',
    full_code: '72400000-4',
    name: 'Internet services',
    level: 'group',
    parent_code: '72000000',
    division: '72',
  },
  {
    code: '79000000',
    full_code: '79000000-4',
    name: 'Business services: law, marketing, consulting, recruitment, printing and security',
    level: 'division',
    parent_code: null,
    division: '79',
  },
];

/** GraphQL signal settings + suppliers table over an in-memory team, and GET /api/cpv_codes. */
export function signalsHandlers(options: SignalsHandlersOptions = {}): RequestHandler[] {
  const { root } = createSignalsMockRoot(options.data, { redactSpend: options.redactSpend ?? false });
  return [
    ...featureHandlers(
      root,
      {
        queries: ['SignalSettings', 'SavedSuppliers', 'SupplierOptions'],
        mutations: ['UpdateSignalSettings'],
      },
      options,
    ),
    ...featureHandlers(
      root,
      { queries: ['Suppliers'], mutations: [] },
      { scenario: options.suppliersScenario ?? options.scenario ?? 'default' },
    ),
    http.get('*/api/cpv_codes', async ({ request }) => {
      if (options.scenario === 'loading') await delay('infinite');
      const sectors = new URL(request.url).searchParams.get('sectors');
      const codes = sectors
        ? CPV.filter((c) => sectors.split(',').includes(c.division))
        : CPV.filter((c) => c.level === 'division');
      return HttpResponse.json({ cpv_codes: codes });
    }),
  ];
}
