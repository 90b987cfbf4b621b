/** Who may search organisations and read buyer, supplier and framework profiles (decision 0018). */
import { growthOnly, signedIn, type AccessTable, type OperationAccessTable } from '../http/access';

export const access: AccessTable = {
  'POST /api/organisations/search': { expect: signedIn(), example: () => ({ path: '/api/organisations/search', body: { text: 'leeds' } }) },
  'POST /api/suppliers': { expect: growthOnly(), example: () => ({ path: '/api/suppliers', body: { text: 'capita' } }) },
  'POST /api/suppliers/supplier_stats': {
    expect: growthOnly(),
    example: (f) => ({ path: '/api/suppliers/supplier_stats', body: { supplier_guids: [f.supplier.guid] } }),
  },
  'POST /api/buyers/stats': { expect: growthOnly(), example: (f) => ({ path: '/api/buyers/stats', body: { buyer_guids: [f.buyer.guid] } }) },
  'GET /api/buyers/buyer_categories': { expect: signedIn(), example: () => ({ path: '/api/buyers/buyer_categories' }) },
  'GET /api/buyers/:id/cpv_stats': { expect: growthOnly(), example: (f) => ({ path: `/api/buyers/${f.buyer.guid}/cpv_stats` }) },
  'GET /api/cpv_codes': { expect: signedIn(), example: () => ({ path: '/api/cpv_codes?sectors=72' }) },
  'GET /api/buyers/:id{[0-9a-fA-F-]+}': { expect: growthOnly(), example: (f) => ({ path: `/api/buyers/${f.buyer.guid}` }) },
  'POST /api/buyers/:id/suppliers_v3': { expect: growthOnly(), example: (f) => ({ path: `/api/buyers/${f.buyer.guid}/suppliers_v3`, body: {} }) },
  'GET /api/suppliers/:id{[0-9a-fA-F-]+}': { expect: growthOnly(), example: (f) => ({ path: `/api/suppliers/${f.supplier.guid}` }) },
  'POST /api/suppliers/:id/buyers': { expect: growthOnly(), example: (f) => ({ path: `/api/suppliers/${f.supplier.guid}/buyers`, body: {} }) },
  'GET /api/frameworks/:id': { expect: growthOnly(), example: (f) => ({ path: `/api/frameworks/${f.framework.guid}` }) },
  'POST /api/frameworks/:id/call_offs': { expect: growthOnly(), example: (f) => ({ path: `/api/frameworks/${f.framework.guid}/call_offs`, body: {} }) },
};

export const graphqlAccess: OperationAccessTable = {
  'Query.searchOrganisations': {
    expect: signedIn(),
    example: () => ({ query: '{ searchOrganisations(request: { text: "leeds" }) { __typename } }' }),
  },
  'Query.suppliers': { expect: growthOnly(), example: () => ({ query: '{ suppliers(request: { text: "capita" }) { __typename } }' }) },
  'Query.buyerCpvStats': {
    expect: growthOnly(),
    example: (f) => ({ query: 'query($b: ID!) { buyerCpvStats(buyerId: $b) { __typename } }', variables: { b: f.buyer.guid } }),
  },
};
