/** Who may read the current user and the app configuration (decision 0018). */
import { signedIn, type AccessTable, type OperationAccessTable } from '../http/access';

export const access: AccessTable = {
  'GET /api/current_user': { expect: signedIn(), example: () => ({ path: '/api/current_user' }) },
  'GET /graphql': { expect: signedIn(), example: () => ({ path: '/graphql?query=%7BcurrentUser%7Bid%7D%7D' }) },
  'POST /graphql': { expect: signedIn(), example: () => ({ path: '/graphql', body: { query: '{ currentUser { id } }' } }) },
};

export const graphqlAccess: OperationAccessTable = {
  'Query.currentUser': { expect: signedIn(), example: () => ({ query: '{ currentUser { id } }' }) },
  'Query.appConfig': { expect: signedIn(), example: () => ({ query: '{ appConfig { environment } }' }) },
};
