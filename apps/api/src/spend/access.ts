/** Who may read invoiced spend (SPEND, Growth and up) and ask for a buyer's spend (any signed-in user). */
import { growthOnly, signedIn, type AccessTable, type OperationAccessTable } from '../http/access';

export const access: AccessTable = {
  'GET /api/spend-data/buyers': { expect: growthOnly(), example: () => ({ path: '/api/spend-data/buyers' }) },
  'POST /api/spend-data/search': { expect: growthOnly(), example: (f) => ({ path: '/api/spend-data/search', body: { buyer_guids: [f.buyer.guid] } }) },
  'POST /api/spend-data/supplier_totals': {
    expect: growthOnly(),
    example: (f) => ({ path: '/api/spend-data/supplier_totals', body: { supplier_guids: [f.supplier.guid] } }),
  },
  'POST /api/buyers/:guid/request_spend': { expect: signedIn(), example: (f) => ({ path: `/api/buyers/${f.buyer.guid}/request_spend`, body: {} }) },
};

export const graphqlAccess: OperationAccessTable = {
  'Query.spendBuyers': { expect: growthOnly(), example: () => ({ query: '{ spendBuyers { guid } }' }) },
  'Query.spendOverview': {
    expect: growthOnly(),
    example: (f) => ({ query: 'query($b: ID!) { spendOverview(request: { buyerGuids: [$b] }) { synthetic } }', variables: { b: f.buyer.guid } }),
  },
};
