/** Admin users and companies (decision 0018): admins only; the writes are harmless no-ops on the fixtures. */
import { adminOnly, type AccessTable } from '../http/access';

export const access: AccessTable = {
  'GET /api/admin/users': { expect: adminOnly(), example: () => ({ path: '/api/admin/users?q=northwind&limit=5' }) },
  'GET /api/admin/companies': { expect: adminOnly(), example: () => ({ path: '/api/admin/companies?q=north' }) },
  'GET /api/admin/users/:id': { expect: adminOnly(), example: (f) => ({ path: `/api/admin/users/${f.userIds.paid}` }) },
  'PATCH /api/admin/users/:id': {
    expect: adminOnly(),
    example: (f) => ({ path: `/api/admin/users/${f.userIds.paid}`, body: { has_export_permission: true } }),
  },
  'DELETE /api/admin/users/:id': { expect: adminOnly(), example: async (f) => ({ path: `/api/admin/users/${(await f.make.member()).id}` }) },
  'GET /api/admin/companies/:id': { expect: adminOnly(), example: (f) => ({ path: `/api/admin/companies/${f.companyId}` }) },
  'PATCH /api/admin/companies/:id': {
    expect: adminOnly(),
    example: (f) => ({ path: `/api/admin/companies/${f.companyId}`, body: { seats: null } }),
  },
  'GET /api/admin/session': { expect: adminOnly(), example: () => ({ path: '/api/admin/session' }) },
  'POST /api/admin/switch_company': { expect: adminOnly(), example: () => ({ path: '/api/admin/switch_company', body: { company_id: null } }) },
  'POST /api/admin/switch_team': {
    expect: adminOnly(),
    example: (f) => ({ path: '/api/admin/switch_team', body: { team_id: String(f.adminTeamId) } }),
  },
  'GET /api/admin/audit_log': { expect: adminOnly(), example: () => ({ path: '/api/admin/audit_log?limit=5' }) },
};
