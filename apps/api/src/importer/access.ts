/** Who may upload OCDS packages (decision 0018): admins only. */
import { adminOnly, type AccessTable } from '../http/access';

export const access: AccessTable = {
  'POST /api/admin/import': { expect: adminOnly(), example: () => ({ path: '/api/admin/import', body: { releases: [] } }) },
};
