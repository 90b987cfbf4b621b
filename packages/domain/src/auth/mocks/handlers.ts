import { http, HttpResponse, type HttpHandler } from 'msw';
import type { CurrentUserInput } from '../../users/schemas/currentUser';
import { userFixtures } from '../../users/mocks/fixtures';

/** Password of every demo login (README). */
export const DEMO_PASSWORD = 'tenderlens-demo';

export interface AuthHandlersOptions {
  /** false: the token endpoint answers 401 (no session). @default true */
  signedIn?: boolean;
  /** Users that can sign in with DEMO_PASSWORD. @default every userFixtures entry */
  users?: CurrentUserInput[];
  /** Answer every login with 429. @default false */
  rateLimited?: boolean;
}

const toJson = (user: CurrentUserInput) => ({
  id: user.id,
  guid: user.guid,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  admin: user.admin,
  guest: user.guest,
  company: {
    id: user.company.id,
    guid: user.company.guid,
    name: user.company.name,
    payment_type: user.company.paymentType,
    partner_programme: user.company.partnerProgramme,
  },
  team: user.team,
  active_data_types: user.activeDataTypes,
  subscription: user.subscription,
  has_export_permission: user.hasExportPermission,
  use_supplier_name: user.useSupplierName,
});

/** REST auth mocks: app API token (600 s), login (demo password), logout. */
export function authHandlers(options: AuthHandlersOptions = {}): HttpHandler[] {
  let signedIn = options.signedIn ?? true;
  const users = options.users ?? Object.values(userFixtures);
  return [
    http.get('*/api/auth/app_api_token', () => {
      if (!signedIn) {
        return HttpResponse.json({ error: { code: 'unauthenticated', message: 'Sign in required' } }, { status: 401 });
      }
      return HttpResponse.json({
        token: 'mock-app-api-token',
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
        csrfToken: 'mock-csrf-token',
      });
    }),
    http.post('*/api/auth/login', async ({ request }) => {
      if (options.rateLimited) {
        return HttpResponse.json({ error: { code: 'rate_limited', message: 'Too many attempts' } }, { status: 429 });
      }
      const body = (await request.json().catch(() => null)) as { email?: unknown; password?: unknown } | null;
      const user = users.find((candidate) => candidate.email === body?.email);
      if (!user || body?.password !== DEMO_PASSWORD) {
        return HttpResponse.json({ error: { code: 'invalid_credentials', message: 'Incorrect' } }, { status: 401 });
      }
      signedIn = true;
      return HttpResponse.json({ user: toJson(user) });
    }),
    http.post('*/api/auth/logout', () => {
      signedIn = false;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
