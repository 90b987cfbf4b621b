/** Who may preview a company's feed (decision 0018): its own users and admins. */
import { signedIn, type AccessTable, type Outcomes } from '../http/access';

const ownCompanyOrAdmin: Outcomes = signedIn({ guest: 'forbidden', free: 'forbidden', otherCompany: 'forbidden' });

export const access: AccessTable = {
  'POST /api/companies/:id/feed_preview': { expect: ownCompanyOrAdmin, example: (f) => ({ path: `/api/companies/${f.companyGuid}/feed_preview`, body: {} }) },
  'POST /api/companies/:id/record_queries/annotate': {
    expect: ownCompanyOrAdmin,
    example: (f) => ({ path: `/api/companies/${f.companyGuid}/record_queries/annotate`, body: { record_guids: [f.notice.guid] } }),
  },
};
