/** Who may read and change the team's signal settings (decision 0018). */
import { noGuest, signedIn, type AccessTable, type OperationAccessTable } from '../http/access';

export const access: AccessTable = {
  'GET /api/team/signal_settings': { expect: signedIn(), example: () => ({ path: '/api/team/signal_settings' }) },
  'POST /api/team/signal_settings': { expect: noGuest(), example: () => ({ path: '/api/team/signal_settings', body: { keywords: ['cloud'] } }) },
};

export const graphqlAccess: OperationAccessTable = {
  'Query.signalSettings': { expect: signedIn(), example: () => ({ query: '{ signalSettings { __typename } }' }) },
  'Query.savedSuppliers': { expect: signedIn(), example: () => ({ query: '{ savedSuppliers { __typename } }' }) },
  'Mutation.updateSignalSettings': {
    expect: noGuest(),
    example: () => ({ query: 'mutation { updateSignalSettings(input: { keywords: ["cloud"] }) { __typename } }' }),
  },
};
