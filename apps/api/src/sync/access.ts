/** Who sees data freshness and runs the sync (decision 0018): freshness for every signed-in user and guest; the sync state and 'Sync now' for admins. */
import { adminOnly, signedIn, type AccessTable } from '../http/access';

export const access: AccessTable = {
  'GET /api/data_freshness': { expect: signedIn(), example: () => ({ path: '/api/data_freshness' }) },
  'GET /api/admin/sync_sources': { expect: adminOnly(), example: () => ({ path: '/api/admin/sync_sources' }) },
  'POST /api/admin/sync_sources/:source/run': { expect: adminOnly(), example: () => ({ path: '/api/admin/sync_sources/fts/run', body: {} }) },
};
