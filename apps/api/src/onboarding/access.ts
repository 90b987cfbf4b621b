/** Who may call the onboarding routes (decision 0018, 0049): the writes are the company admin's, of their own company. */
import { northwindOnly, signedIn, type AccessTable } from '../http/access';

export const access: AccessTable = {
  'GET /api/onboarding_templates': { expect: signedIn(), example: () => ({ path: '/api/onboarding_templates?industry=it_digital' }) },
  'GET /api/onboarding_templates/:id': { expect: signedIn(), example: () => ({ path: '/api/onboarding_templates/cloud-hosting' }) },
  'PUT /api/companies/:guid/industry': {
    expect: northwindOnly({ guest: '404', paidNoExport: 'forbidden' }),
    example: (f) => ({ path: `/api/companies/${f.companyGuid}/industry`, body: { industry: 'it_digital' } }),
  },
  'POST /api/companies/:guid/complete_onboarding': {
    // Northwind has completed onboarding already: completing again changes nothing.
    expect: northwindOnly({ guest: '404', paidNoExport: 'forbidden' }),
    example: (f) => ({ path: `/api/companies/${f.companyGuid}/complete_onboarding`, body: {} }),
  },
};
