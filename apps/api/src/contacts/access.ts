/**
 * Who may search, export and request contacts (spec 1§6): every signed-in user searches (without
 * CONTACTS the first page is redacted by the projection; more is a paywall); exports need EXPORTS and
 * CONTACTS; requests are refused to guests; the admins' list is admins'.
 */
import { adminOnly, noGuest, signedIn, type AccessTable, type OperationAccessTable } from '../http/access';

const exporters = signedIn({ guest: 'forbidden', free: 'paywall' });
const SENIORITY = 'Chief Officer';
const FUNCTION = 'Procurement';

export const access: AccessTable = {
  'POST /api/contacts/search': { expect: signedIn(), example: () => ({ path: '/api/contacts/search', body: { job_title: 'procurement', page: 1 } }) },
  'POST /api/contacts/search.csv': { expect: exporters, example: () => ({ path: '/api/contacts/search.csv', body: { job_title: 'procurement' } }) },
  'POST /api/contacts/search.xlsx': { expect: exporters, example: () => ({ path: '/api/contacts/search.xlsx', body: { job_title: 'procurement' } }) },
  'GET /api/buyers/:id/contacts': { expect: signedIn(), example: (f) => ({ path: `/api/buyers/${f.buyer.guid}/contacts` }) },
  'POST /api/outreach_lead/request_contacts': {
    expect: noGuest(),
    example: (f) => ({
      path: '/api/outreach_lead/request_contacts',
      body: { contact_filters: { seniority: [SENIORITY], job_function: [FUNCTION], buyer_guids: [f.buyer.guid] } },
    }),
  },
  'GET /api/admin/contact_requests': { expect: adminOnly(), example: () => ({ path: '/api/admin/contact_requests' }) },
};

export const graphqlAccess: OperationAccessTable = {
  'Query.contacts': { expect: signedIn(), example: () => ({ query: '{ contacts(request: { jobTitle: "procurement" }) { totalResults } }' }) },
  'Query.outreachOpportunities': { expect: signedIn(), example: () => ({ query: '{ outreachOpportunities { id } }' }) },
  'Mutation.exportContacts': {
    expect: exporters,
    example: () => ({ query: 'mutation { exportContacts(filters: { jobTitle: "procurement" }, exportFormat: { fileFormat: csv }) { id } }' }),
  },
  'Mutation.requestOutreachContacts': {
    expect: noGuest(),
    example: (f) => ({
      query: 'mutation($b: ID!) { requestOutreachContacts(input: { contactFilters: { seniority: ["Chief Officer"], jobFunction: ["Procurement"], buyerGuids: [$b] } }) { id } }',
      variables: { b: f.buyer.guid },
    }),
  },
};
