/** Who may call the sign-in routes (decision 0018): they do not depend on a session's role. */
import { outcomes, signedIn, type AccessTable } from '../http/access';
import { DEMO_PASSWORD } from '../seed/demo';

export const access: AccessTable = {
  'GET /api/health': { expect: outcomes('ok'), example: () => ({ path: '/api/health', credentials: 'none' }) },
  'POST /api/auth/login': {
    expect: outcomes('ok'),
    example: () => ({ path: '/api/auth/login', body: { email: 'maya@northwind.test', password: DEMO_PASSWORD }, credentials: 'none' }),
  },
  // Without a cookie or bearer: nothing to end, still 204 (the role's own session is kept for the other cells).
  'POST /api/auth/logout': { expect: outcomes('ok'), example: () => ({ path: '/api/auth/logout', credentials: 'none' }) },
  'GET /api/auth/app_api_token': { expect: signedIn(), example: () => ({ path: '/api/auth/app_api_token', credentials: 'cookie' }) },
};
