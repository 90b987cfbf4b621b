import { GraphQLError } from 'graphql';
import { delay, graphql, http, HttpResponse, type RequestHandler } from 'msw';
import { executeMock, graphQLErrorResponse, type MockRoot } from '../../mocks/executeMock';
import type { IntegrationProviderData } from '../graphql/crm';
import { crmAccountNames, hubspotIdTokenFixture, crmFieldsFixture, crmValuesFixture, integrationProviderFixture, outreachResponsesFixture } from './fixtures';

export interface CrmHandlersOptions {
  /** @default 'connected' */
  provider?: 'connected' | 'disconnected' | 'loading' | 'error';
  /** What a send answers: ok, the provider already has it (duplicate), the provider's 400, another failure, or never (sending). @default 'ok' */
  send?: 'ok' | 'duplicate' | 'rejected' | 'error' | 'sending';
  /** Outreach generation. @default 'ok' */
  outreach?: 'ok' | 'generating' | 'failed';
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });
const fail = (status: number, code: string) => json({ error: { code, message: code } }, status);

/** REST and GraphQL mocks of the CRM integration and AI outreach, answering the routes the server has. */
/** The in-memory company connection behind the GraphQL operations (the REST mocks share it). */
export function createCrmMockRoot(initial: IntegrationProviderData | null = { ...integrationProviderFixture }) {
  const state = { provider: initial };
  const root: MockRoot = {
    integrationProvider: () => state.provider,
    // The support chat's visitor token (the server mints it with HubSpot; 12 hours).
    hubspotIdToken: () => ({ token: hubspotIdTokenFixture, expiresAt: '2026-11-26T00:00:00.000Z' }),
    disconnectCrm: () => {
      state.provider = null;
      return true;
    },
    updateCrmFieldMapping: (args) => {
      if (!state.provider) throw new GraphQLError('Sending to a CRM requires a connected provider', { extensions: { code: 'NOT_FOUND' } });
      state.provider = { ...state.provider, fieldMapping: String(args['mapping']) };
      return state.provider;
    },
    generateOutreach: (args) => {
      const input = args['input'] as { numberOfResponses: number };
      return { responses: Array.from({ length: input.numberOfResponses }, (_, i) => outreachResponsesFixture[i % outreachResponsesFixture.length]) };
    },
  };
  return { root, state };
}

export function crmHandlers(options: CrmHandlersOptions = {}): RequestHandler[] {
  const { root, state } = createCrmMockRoot(options.provider === 'disconnected' ? null : { ...integrationProviderFixture });
  const sent = new Set<string>();
  const notConnected = () => fail(404, 'crm_not_connected');
  const sendOutcome = async (key: string) => {
    if (!state.provider) return notConnected();
    if (options.send === 'sending') await delay('infinite');
    if (options.send === 'rejected') return fail(400, 'crm_rejected');
    if (options.send === 'error') return fail(502, 'crm_failed');
    const isDuplicate = options.send === 'duplicate' || sent.has(key);
    sent.add(key);
    return json({ isDuplicate, externalUrl: `https://app.hubspot.com/contacts/4242/record/0-3/${9000 + sent.size}`, provider: state.provider.provider });
  };
  const answer = async ({ query, variables }: { query: string; variables: Record<string, unknown> }) => {
    if (options.provider === 'loading') await delay('infinite');
    if (options.provider === 'error') return graphQLErrorResponse();
    return executeMock(query, variables, root);
  };
  return [
    graphql.query('IntegrationProvider', answer),
    graphql.mutation('DisconnectCrm', answer),
    graphql.mutation('UpdateCrmFieldMapping', answer),
    graphql.mutation('GenerateOutreach', async ({ query, variables }) => {
      if (options.outreach === 'generating') await delay('infinite');
      if (options.outreach === 'failed') return graphQLErrorResponse();
      await delay(300);
      return executeMock(query, variables, root);
    }),
    http.post('*/api/integrations/oauth/start', async ({ request }) => {
      const { provider: p } = (await request.json()) as { provider: string };
      return json({ url: p === 'SALESFORCE' ? 'https://login.salesforce.com/services/oauth2/authorize?state=mock-state' : null, state: 'mock-state' });
    }),
    http.post('*/api/integrations/oauth/complete', () => {
      state.provider = { ...integrationProviderFixture, authKind: 'private_app' };
      return json({ provider: 'HUBSPOT', authKind: 'private_app', accountId: '4242', accountName: 'Northwind Digital Ltd', connectedAt: state.provider.connectedAt });
    }),
    http.get('*/api/integrations/fields', () => (state.provider ? json({ provider: state.provider.provider, fields: crmFieldsFixture }) : notConnected())),
    http.get('*/api/integrations/form', ({ request }) => {
      if (!state.provider) return notConnected();
      const type = new URL(request.url).searchParams.get('type');
      const title = type === 'opportunity' ? 'Leeds cloud hosting' : 'Provision of Cloud Hosting Services for Leeds City Council';
      const values: Record<string, string> = {
        dealname: title,
        amount: '1200000',
        closedate: '2025-04-14',
        description: 'Tenderlens record: http://localhost/records/1\nSource: https://www.contractsfinder.service.gov.uk/Notice/1',
        pipeline: 'default',
        dealstage: '',
      };
      return json({ provider: state.provider.provider, title, fields: crmFieldsFixture.map((f) => ({ ...f, value: values[f.name] ?? '' })) });
    }),
    http.post('*/api/integrations/property_values', async ({ request }) => {
      const { propertyName } = (await request.json()) as { propertyName: string };
      return json({ values: crmValuesFixture[propertyName] ?? [] });
    }),
    http.post('*/api/integrations/accounts/search', async ({ request }) => {
      const { text, limit } = (await request.json()) as { text: string; limit: number };
      const all = text.toLowerCase() === 'council' ? Array.from({ length: 60 }, (_, i) => `Council ${i + 1}`) : crmAccountNames.filter((n) => n.toLowerCase().includes(text.toLowerCase()));
      return json({ accounts: all.slice(0, limit).map((name, i) => ({ id: String(100 + i), name, url: `https://app.hubspot.com/contacts/4242/record/0-2/${100 + i}` })), moreExist: all.length > limit });
    }),
    http.post('*/api/integrations/contacts/send', async ({ request }) => {
      const { contactId } = (await request.json()) as { contactId: string };
      if (options.send === 'rejected' || options.send === 'error') return state.provider ? fail(502, 'crm_failed') : notConnected();
      return sendOutcome(`contact:${contactId}`);
    }),
    http.post('*/api/integrations/contacts/describe', async ({ request }) => {
      const { contactId } = (await request.json()) as { contactId: string };
      if (!state.provider) return notConnected();
      return json({ externalUrl: sent.has(`contact:${contactId}`) ? `https://app.hubspot.com/contacts/4242/record/0-1/${contactId}` : null });
    }),
    http.post('*/api/integrations/notices/send', async ({ request }) => sendOutcome(`notice:${((await request.json()) as { guid: string }).guid}`)),
    http.post('*/api/integrations/opportunities/send', async ({ request }) => sendOutcome(`opportunity:${((await request.json()) as { id: string }).id}`)),
  ];
}
