/** Who may book a demo and log sales interactions, and who reads them (decision 0018): every signed-in user writes; admins read. */
import { adminOnly, signedIn, type AccessTable } from '../http/access';

export const access: AccessTable = {
  'POST /api/demo_requests': {
    expect: signedIn(),
    example: () => ({
      path: '/api/demo_requests',
      body: { first_name: 'Maya', last_name: 'Patel', email: 'maya@northwind.test', phone: null, context: 'AWARDS' },
    }),
  },
  'POST /api/sales_interactions': {
    expect: signedIn(),
    example: () => ({
      path: '/api/sales_interactions',
      body: { actionType: 'BOOK_A_DEMO_CANCELLED', dataType: 'CONTACTS', pageUrl: '/notices', contextSource: 'book_a_demo_modal' },
    }),
  },
  'GET /api/admin/demo_requests': { expect: adminOnly(), example: () => ({ path: '/api/admin/demo_requests?limit=5' }) },
  'GET /api/admin/sales_interactions': { expect: adminOnly(), example: () => ({ path: '/api/admin/sales_interactions?limit=5' }) },
};
