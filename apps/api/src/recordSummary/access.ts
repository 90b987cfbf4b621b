/** Who may read and generate AI summaries (decision 0018): generation is closed to guest passes. */
import { signedIn, type AccessTable } from '../http/access';

export const access: AccessTable = {
  'POST /api/record_summary/stored': { expect: signedIn(), example: (f) => ({ path: '/api/record_summary/stored', body: { record_guid: f.notice.guid } }) },
  'POST /api/record_summary/details': {
    expect: signedIn({ guest: 'forbidden' }),
    example: (f) => ({ path: '/api/record_summary/details', body: { record_guid: f.notice.guid } }),
  },
};
