import { delay, graphql, http, HttpResponse, type RequestHandler } from 'msw';
import { executeMock, graphQLErrorResponse } from '../../mocks/executeMock';
import type { ContactData, OutreachOpportunityData } from '../graphql/operations';
import { CONTACTS_PAGE_SIZE, isPreviewRequest, type ContactSearchRequest } from '../rules/index';
import { toContactJson } from '../schemas/contactJson';
import { contactFixtures, outreachOpportunityFixtures, redactedContactFixtures } from './fixtures';

export type ContactsScenario =
  | 'default'
  | 'empty'
  | 'loading'
  | 'error'
  /** No CONTACTS: the first page redacted, anything more a Permission error. */
  | 'locked'
  /** Every search answers the Permission error (403 paywall CONTACTS). */
  | 'permissionError'
  /** Contact requests fail ('Contact request unsuccessful…'). */
  | 'requestFails';

export interface ContactsHandlersOptions {
  /** @default 'default' */
  scenario?: ContactsScenario;
  contacts?: ContactData[];
  /** Receives each contact request's input (stories assert on it). */
  onRequest?: (input: unknown) => void;
}

const permissionError = () =>
  HttpResponse.json<{ errors: { message: string; extensions: Record<string, unknown> }[] }>({
    errors: [
      {
        message: 'Permission error. Contact details needs the CONTACTS data type, available on our Growth plan. Upgrade your plan to use it.',
        extensions: { code: 'FORBIDDEN', reason: 'paywall', dataType: 'CONTACTS' },
      },
    ],
  });

const matches = (c: ContactData, r: ContactSearchRequest) =>
  (!r.jobTitle || c.jobTitle.toLowerCase().includes(r.jobTitle.toLowerCase())) &&
  (!r.firstName || (c.firstName ?? '').toLowerCase().includes(r.firstName.toLowerCase())) &&
  (!r.lastName || (c.lastName ?? '').toLowerCase().includes(r.lastName.toLowerCase())) &&
  (!r.seniority?.length || r.seniority.includes(c.seniority as never)) &&
  (!r.function?.length || c.jobFunction.some((f) => r.function?.includes(f as never))) &&
  (!r.buyerGuids?.length || r.buyerGuids.includes(c.buyer.id)) &&
  (!r.mustContainEmail || c.email !== null) &&
  (!r.mustContainPhone || c.phone !== null);

/** The contacts search, contact requests and their list, and the contact exports' mutation and files. */
export function contactsHandlers(options: ContactsHandlersOptions = {}): RequestHandler[] {
  const scenario = options.scenario ?? 'default';
  const all = scenario === 'empty' ? [] : scenario === 'locked' ? redactedContactFixtures : (options.contacts ?? contactFixtures);
  const requests: OutreachOpportunityData[] = [...outreachOpportunityFixtures];
  const search = (r: ContactSearchRequest) => {
    const found = all.filter((c) => matches(c, r));
    const limit = r.limit ?? CONTACTS_PAGE_SIZE;
    const start = ((r.page ?? 1) - 1) * limit;
    return { results: found.slice(start, start + limit), totalResults: found.length };
  };
  const root = {
    contacts: (args: Record<string, unknown>) => search((args['request'] ?? {}) as ContactSearchRequest),
    outreachOpportunities: () => requests,
    requestOutreachContacts: (args: Record<string, unknown>) => {
      options.onRequest?.(args['input']);
      const input = args['input'] as { contactFilters?: { seniority: string[]; jobFunction: string[]; jobTitle?: string } } | undefined;
      const id = `5c0a7a00-0000-4000-8000-${String(requests.length + 1000).padStart(12, '0')}`;
      requests.unshift({
        __typename: 'OutreachOpportunity',
        id,
        createdAt: new Date().toISOString(),
        requestedBy: 'maya@northwind.test',
        buyers: ['Leeds City Council'],
        notice: null,
        seniority: input?.contactFilters?.seniority ?? [],
        jobFunction: input?.contactFilters?.jobFunction ?? [],
        jobTitle: input?.contactFilters?.jobTitle ?? null,
      });
      return { __typename: 'ContactRequestResult', id };
    },
    exportContacts: () => ({ id: '00000000-0000-4000-8000-0000000c0001' }),
  };
  const csv = (format: string) =>
    new HttpResponse(`Job title,Contact name,Email\n${all.map((c) => `${c.jobTitle},${[c.firstName, c.lastName].filter(Boolean).join(' ')},${c.email ?? ''}`).join('\n')}\n`, {
      headers: {
        'Content-Type': format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="tenderlens-contacts-2026-11-25.${format === 'xlsx' ? 'xlsx' : 'csv'}"`,
      },
    });
  return [
    graphql.query('Contacts', async ({ query, variables }) => {
      if (scenario === 'loading') await delay('infinite');
      if (scenario === 'error') return graphQLErrorResponse();
      const request = (variables['request'] ?? {}) as ContactSearchRequest;
      if (scenario === 'permissionError' || (scenario === 'locked' && !isPreviewRequest(request))) return permissionError();
      return executeMock(query, variables, root);
    }),
    graphql.query('OutreachOpportunities', ({ query, variables }) => executeMock(query, variables, root)),
    graphql.mutation('RequestOutreachContacts', async ({ query, variables }) => {
      await delay(50);
      if (scenario === 'requestFails') return graphQLErrorResponse();
      return executeMock(query, variables, root);
    }),
    graphql.mutation('ExportContacts', ({ query, variables }) => executeMock(query, variables, root)),
    http.get('*/api/buyers/:id/contacts', async ({ params, request }) => {
      if (scenario === 'loading') await delay('infinite');
      if (scenario === 'error') return HttpResponse.json({ error: { code: 'internal', message: 'Unexpected error' } }, { status: 500 });
      const url = new URL(request.url);
      const found = search({ buyerGuids: [String(params['id'])], page: Number(url.searchParams.get('page') ?? 1), limit: Number(url.searchParams.get('limit') ?? CONTACTS_PAGE_SIZE) });
      return HttpResponse.json({ results: found.results.map(toContactJson), total_results: found.totalResults });
    }),
    http.get('*/api/admin/contact_requests', async () => {
      if (scenario === 'loading') await delay('infinite');
      if (scenario === 'error') return HttpResponse.json({ error: { code: 'internal', message: 'Unexpected error' } }, { status: 500 });
      return HttpResponse.json({
        contact_requests: (scenario === 'empty' ? [] : requests).map((r) => ({
          guid: r.id,
          createdAt: r.createdAt,
          company: 'Northwind Digital Ltd',
          requestedBy: r.requestedBy,
          buyers: r.buyers,
          notice: r.notice,
          seniority: r.seniority,
          jobFunction: r.jobFunction,
          jobTitle: r.jobTitle,
          additionalInformation: null,
          webhookStatus: 'sent',
          webhookAttempts: 1,
          webhookError: null,
        })),
      });
    }),
    http.post('*/api/contacts/search.csv', () => csv('csv')),
    http.post('*/api/contacts/search.xlsx', () => csv('xlsx')),
  ];
}
