/** Who may export (policy `exportDenial`, decision 0018): guests refused, Free and Basic paywalled, jobs their owner's. */
import { outcomes, signedIn, type AccessTable, type OperationAccessTable } from '../http/access';

const exporters = signedIn({ guest: 'forbidden', free: 'paywall' });
const jobOwner = outcomes('404', { anonymous: '401', paid: 'ok' });

export const access: AccessTable = {
  'POST /api/records/search.csv': { expect: exporters, example: () => ({ path: '/api/records/search.csv', body: { text: 'cloud' } }) },
  'POST /api/records/search.xlsx': { expect: exporters, example: () => ({ path: '/api/records/search.xlsx', body: { text: 'cloud' } }) },
  'POST /api/records/async_export': { expect: exporters, example: () => ({ path: '/api/records/async_export', body: { text: 'cloud', format: 'csv' } }) },
  'POST /api/suppliers/export': { expect: exporters, example: (f) => ({ path: '/api/suppliers/export', body: { guids: [f.supplier.guid], format: 'csv' } }) },
  'POST /api/suppliers/async_export': { expect: exporters, example: (f) => ({ path: '/api/suppliers/async_export', body: { guids: [f.supplier.guid], format: 'csv' } }) },
  'GET /api/jobs/:id': { expect: jobOwner, example: async (f) => ({ path: `/api/jobs/${await f.make.exportJob()}` }) },
  'GET /api/jobs/:id/download': { expect: jobOwner, example: async (f) => ({ path: `/api/jobs/${await f.make.exportJob()}/download` }) },
};

export const graphqlAccess: OperationAccessTable = {
  'Query.fileExport': { expect: jobOwner, example: async (f) => ({ query: 'query($id: ID!) { fileExport(id: $id) { __typename } }', variables: { id: await f.make.exportJob() } }) },
  'Mutation.exportOrganisations': {
    expect: exporters,
    example: () => ({ query: 'mutation { exportOrganisations(request: { text: "leeds" }, exportFormat: { fileFormat: csv }) { __typename } }' }),
  },
};
