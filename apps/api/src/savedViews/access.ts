/** Who may read, create, change and pin saved views (decision 0018): changes are the owner's. */
import { noGuest, northwindOnly, signedIn, type AccessTable } from '../http/access';

const list = { expect: signedIn(), example: () => ({ path: '/api/saved_views' }) };
const create = { expect: noGuest(), example: () => ({ path: '/api/saved_views', body: { name: 'Cloud in Leeds', view: { filter_settings: { text: 'cloud' } } } }) };
/** A TEAM view of the owner's: the teammate sees it but may not change it. */
const ownerOnly = northwindOnly({ paidNoExport: 'forbidden' });

export const access: AccessTable = {
  'GET /api/saved_views': list,
  'GET /api/saved_views/': list,
  'POST /api/saved_views': create,
  'POST /api/saved_views/': create,
  'PUT /api/saved_views/:id': { expect: ownerOnly, example: async (f) => ({ path: `/api/saved_views/${await f.make.savedView('TEAM')}`, body: { name: 'Renamed' } }) },
  'DELETE /api/saved_views/:id': { expect: ownerOnly, example: async (f) => ({ path: `/api/saved_views/${await f.make.savedView('TEAM')}` }) },
  'POST /api/pinned_saved_views/list': { expect: signedIn(), example: () => ({ path: '/api/pinned_saved_views/list', body: {} }) },
  'POST /api/pinned_saved_views/create': {
    expect: northwindOnly({ guest: 'forbidden' }),
    example: async (f) => ({ path: '/api/pinned_saved_views/create', body: { saved_view_id: await f.make.savedView('TEAM') } }),
  },
  // Unpinning is per user: a view one cannot see was never pinned, and nothing changes.
  'POST /api/pinned_saved_views/delete': {
    expect: noGuest(),
    example: async (f) => ({ path: '/api/pinned_saved_views/delete', body: { saved_view_id: await f.make.savedView('TEAM') } }),
  },
  'POST /api/pinned_saved_views/update_rank': { expect: noGuest(), example: async (f, role) => ({ path: '/api/pinned_saved_views/update_rank', body: { saved_view_ids: (await f.pinsOf(role)).reverse() } }) },
};
