/** Who may share by email, open a share link and read the outbox (decision 0018). */
import { adminOnly, noGuest, outcomes, type AccessTable } from '../http/access';

export const access: AccessTable = {
  'GET /api/share_links/:token': { expect: outcomes('ok'), example: async (f) => ({ path: `/api/share_links/${await f.make.shareToken()}`, credentials: 'none' }) },
  'POST /api/records/share': { expect: noGuest(), example: (f) => ({ path: '/api/records/share', body: { emails: ['buyer@example.test'], guids: [f.notice.guid] } }) },
  'GET /api/admin/outbox': { expect: adminOnly(), example: () => ({ path: '/api/admin/outbox' }) },
  'POST /api/admin/outbox/:id/retry': { expect: adminOnly(), example: async (f) => ({ path: `/api/admin/outbox/${await f.make.outboxEmail()}/retry` }) },
};
