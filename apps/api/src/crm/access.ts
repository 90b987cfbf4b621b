/**
 * Who may use the CRM integration (decision 0044): Basic plan and up, no guest pass (`crm.use`); contacts need CONTACTS
 * too. The fixtures' companies have no CRM connected, so the provider routes answer 404
 * crm_not_connected past the policy (the sends themselves run against the fake CRM in crm.test.ts).
 */
import { noGuest, outcomes, type AccessTable, type OperationAccessTable } from '../http/access';

const notConnected = () => outcomes('404', { anonymous: '401', guest: 'forbidden', free: 'forbidden' });

export const access: AccessTable = {
  'POST /api/integrations/oauth/start': { expect: noGuest({ free: 'forbidden' }), example: () => ({ path: '/api/integrations/oauth/start', body: { provider: 'HUBSPOT' } }) },
  // An unknown state is refused before the provider is called (the flow itself runs against the fake CRM in crm.test.ts).
  'POST /api/integrations/oauth/complete': {
    expect: notConnected(),
    example: () => ({ path: '/api/integrations/oauth/complete', body: { code: 'code-1', state: 'bad.state' } }),
  },
  'GET /api/integrations/form': { expect: notConnected(), example: (f) => ({ path: `/api/integrations/form?type=notice&id=${f.notice.guid}` }) },
  'GET /api/integrations/fields': { expect: notConnected(), example: () => ({ path: '/api/integrations/fields' }) },
  'POST /api/integrations/property_values': {
    expect: notConnected(),
    example: () => ({ path: '/api/integrations/property_values', body: { propertyName: 'dealstage', formData: { pipeline: 'default' } } }),
  },
  'POST /api/integrations/accounts/search': { expect: notConnected(), example: () => ({ path: '/api/integrations/accounts/search', body: { text: 'Leeds', limit: 50 } }) },
  'POST /api/integrations/contacts/send': {
    expect: notConnected(),
    example: () => ({ path: '/api/integrations/contacts/send', body: { firstName: 'Alex', lastName: 'Moss', contactId: '1' } }),
  },
  'POST /api/integrations/contacts/describe': {
    expect: notConnected(),
    example: () => ({ path: '/api/integrations/contacts/describe', body: { contactId: '1' } }),
  },
  'POST /api/integrations/notices/send': {
    expect: notConnected(),
    example: (f) => ({ path: '/api/integrations/notices/send', body: { guid: f.notice.guid, fields: '{"dealname":"Cloud hosting"}' } }),
  },
  'POST /api/integrations/opportunities/send': {
    expect: notConnected(),
    example: async (f) => ({ path: '/api/integrations/opportunities/send', body: { id: await f.make.opportunity(), fields: { dealname: 'Cloud hosting' } } }),
  },
};

export const graphqlAccess: OperationAccessTable = {
  // The fixtures configure no chat token: null reads as 404 for every signed-in user, guests included.
  'Query.hubspotIdToken': { expect: outcomes('404', { anonymous: '401' }), example: () => ({ query: '{ hubspotIdToken { token expiresAt } }' }) },
  // null (no provider connected in the fixtures) reads as 404: every signed-in user may ask.
  'Query.integrationProvider': { expect: outcomes('404', { anonymous: '401' }), example: () => ({ query: '{ integrationProvider { provider } }' }) },
  'Mutation.disconnectCrm': { expect: noGuest({ free: 'forbidden' }), example: () => ({ query: 'mutation { disconnectCrm }' }) },
  'Mutation.updateCrmFieldMapping': {
    expect: notConnected(),
    example: () => ({ query: 'mutation($m: String!) { updateCrmFieldMapping(mapping: $m) { id } }', variables: { m: '{"deal":{"title":"dealname"}}' } }),
  },
};
