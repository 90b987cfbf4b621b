/** Who may read regions (decision 0018): reference data, every signed-in user (as the CPV codes). */
import { signedIn, type AccessTable, type OperationAccessTable } from '../http/access';

export const access: AccessTable = {
  'POST /api/regions/search': { expect: signedIn(), example: () => ({ path: '/api/regions/search', body: { level: 1 } }) },
};

export const graphqlAccess: OperationAccessTable = {
  'Query.regions': { expect: signedIn(), example: () => ({ query: '{ regions(request: { level: 1 }) { id name } }' }) },
};
