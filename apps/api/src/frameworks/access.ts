/** Who may search and export frameworks: FRAMEWORKS (Growth and up); the export also needs EXPORTS. */
import { growthOnly, type AccessTable, type OperationAccessTable } from '../http/access';

export const access: AccessTable = {
  'POST /api/frameworks/search': { expect: growthOnly(), example: () => ({ path: '/api/frameworks/search', body: { text: 'framework' } }) },
  'POST /api/frameworks/export': { expect: growthOnly(), example: () => ({ path: '/api/frameworks/export', body: { format: 'csv' } }) },
};

export const graphqlAccess: OperationAccessTable = {
  'Query.frameworks': { expect: growthOnly(), example: () => ({ query: '{ frameworks(request: { text: "framework" }) { totalResults } }' }) },
};
