import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { onboardingHandlers } from '../../onboarding/mocks/handlers';
import { BID_REPORT_ALLOWANCES, PLAN_NAMES, dataTypesForPlan, type Plan } from '../../plans/index';

/** Fixed clock of the accounts fixtures (stories are deterministic). */
export const ACCOUNTS_FIXTURE_NOW = '2026-11-20T10:30:00.000Z';

export const teamMemberFixtures = [
  { id: '2', guid: 'usr-maya-0002', email: 'maya@northwind.test', first_name: 'Maya', last_name: 'Patel', role: 'admin', active: true, has_export_permission: true, last_seen_at: '2026-11-20T09:12:00.000Z', email_verified: true, team: { id: '2', name: 'Public sector sales' } },
  { id: '3', guid: 'usr-leo-0003', email: 'leo@northwind.test', first_name: 'Leo', last_name: 'Okafor', role: 'member', active: true, has_export_permission: false, last_seen_at: '2026-11-19T16:40:00.000Z', email_verified: true, team: { id: '2', name: 'Public sector sales' } },
  { id: '6', guid: 'usr-priya-0006', email: 'priya@northwind.test', first_name: 'Priya', last_name: 'Shah', role: 'member', active: false, has_export_permission: false, last_seen_at: '2026-10-02T08:00:00.000Z', email_verified: true, team: { id: '7', name: 'Bid writers' } },
  { id: '8', guid: 'usr-tom-0008', email: 'tom@northwind.test', first_name: 'Tom', last_name: 'Reed', role: 'member', active: true, has_export_permission: false, last_seen_at: null, email_verified: true, team: { id: '2', name: 'Public sector sales' } },
] as const;

export const invitationFixtures = [
  { id: '11', email: 'nina@northwind.test', team: { id: '2', name: 'Public sector sales' }, status: 'pending', expires_at: '2026-12-02T10:00:00.000Z', last_sent_at: '2026-11-18T10:00:00.000Z' },
  { id: '12', email: 'omar@northwind.test', team: { id: '7', name: 'Bid writers' }, status: 'expired', expires_at: '2026-11-10T10:00:00.000Z', last_sent_at: '2026-10-27T10:00:00.000Z' },
] as const;

export interface AccountsHandlersOptions {
  /** 'error': every accounts call fails with a 500; 'loading': reads never answer; 'empty': no colleagues or invitations. */
  scenario?: 'ok' | 'error' | 'loading' | 'empty';
  plan?: Plan;
  role?: 'admin' | 'member';
  emailVerified?: boolean;
  /** The Free → Basic payment links are configured. @default false */
  paymentLinks?: boolean;
  /** POST api/subscription/downgrade answers 500. */
  downgradeFails?: boolean;
  /** What a link from an email comes to. @default 'pending' */
  invitation?: 'pending' | 'expired' | 'invalid';
  /** verify / reset / invitation links: 'invalid' answers 404, 'error' 500, 'loading' never answers. */
  link?: 'ok' | 'invalid' | 'error' | 'loading';
  /** Sign-up with an address that already has an account (409). */
  signUpConflict?: boolean;
  /** The user belongs to several teams. */
  severalTeams?: boolean;
  /** The display setting show_buyer_categories (on in the fixtures: the notices stories show every column). @default true */
  showBuyerCategories?: boolean;
  /** The company has completed onboarding. @default true */
  completedOnboarding?: boolean;
  /** The industry chosen in onboarding. @default null */
  industry?: string | null;
}

const fail = () => HttpResponse.json({ error: { code: 'internal', message: 'Unexpected error' } }, { status: 500 });
const invalidLink = () => HttpResponse.json({ error: { code: 'link_invalid', message: 'This link is not valid or has expired.' } }, { status: 404 });
const signedInUser = {
  user: {
    id: '20', guid: 'usr-ana-0020', email: 'ana@acme.test', first_name: 'Ana', last_name: 'Lopez', admin: false, guest: false,
    company: { id: '20', guid: 'cmp-acme-0020', name: 'Acme Bids Ltd', payment_type: 'FREEMIUM', partner_programme: false },
    team: { id: '20', name: 'Acme Bids Ltd' }, active_data_types: [], subscription: 'FREEMIUM', has_export_permission: true, use_supplier_name: false,
  },
};

/** REST mocks of accounts: the signed-in account, team, invitations, subscription, display settings, sessions and the public links. */
export function accountsHandlers(options: AccountsHandlersOptions = {}): HttpHandler[] {
  const scenario = options.scenario ?? 'ok';
  const plan = options.plan ?? 'GROWTH';
  let members = scenario === 'empty' ? [teamMemberFixtures[0]] : [...teamMemberFixtures];
  let invitations = scenario === 'empty' ? [] : [...invitationFixtures];
  let downgrade: { new_plan: string; requested_at: string } | null = null;
  let display = { use_supplier_name: false, show_buyer_categories: options.showBuyerCategories ?? true };
  let sessions = [
    { id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', created_at: '2026-11-20T08:00:00.000Z', last_seen_at: '2026-11-20T10:25:00.000Z', user_agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', current: true },
    { id: '0f9e8d7c6b5a49382716f5e4d3c2b1a0', created_at: '2026-11-12T14:00:00.000Z', last_seen_at: '2026-11-18T17:45:00.000Z', user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0', current: false },
  ];
  const read = async <T>(answer: () => T) => {
    if (scenario === 'loading') await delay('infinite');
    if (scenario === 'error') return fail();
    return HttpResponse.json(answer() as Record<string, unknown>);
  };
  /** A link call that fails (500) or never answers, as `link` says. */
  const linkTrouble = async () => {
    if (options.link === 'loading') await delay('infinite');
    return options.link === 'error' ? fail() : null;
  };
  const write = (answer: () => Response) => () => (scenario === 'error' ? fail() : answer());

  return [
    http.get('*/api/account', () =>
      read(() => ({
        role: options.role ?? 'admin',
        email_verified: options.emailVerified ?? true,
        pub_sec_experience: null,
        completed_onboarding: options.completedOnboarding ?? true,
        industry: options.industry ?? null,
        teams: options.severalTeams ? [{ id: '2', name: 'Public sector sales' }, { id: '7', name: 'Bid writers' }] : [{ id: '2', name: 'Public sector sales' }],
      })),
    ),
    http.get('*/api/companies/:guid/members', () => read(() => ({ users: members }))),
    http.patch('*/api/companies/:guid/members/:userGuid', async ({ params, request }) => {
      if (scenario === 'error') return fail();
      const body = (await request.json()) as { role?: 'admin' | 'member'; active?: boolean; has_export_permission?: boolean };
      members = members.map((m) =>
        m.guid === params.userGuid
          ? { ...m, ...(body.role ? { role: body.role } : {}), ...(body.active === undefined ? {} : { active: body.active }), ...(body.has_export_permission === undefined ? {} : { has_export_permission: body.has_export_permission }) }
          : m,
      ) as typeof members;
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/api/companies/:guid/members/:userGuid', ({ params }) => {
      if (scenario === 'error') return fail();
      members = members.filter((m) => m.guid !== params.userGuid) as typeof members;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/companies/:guid/teams', () =>
      read(() => ({ teams: [{ id: '7', name: 'Bid writers', is_private: false }, { id: '2', name: 'Public sector sales', is_private: false }] })),
    ),
    http.get('*/api/user_invitations', () => read(() => ({ invitations }))),
    http.post('*/api/user_invitations', async ({ request }) => {
      if (scenario === 'error') return fail();
      const body = (await request.json()) as { email_addresses: string[] };
      const known = new Set<string>(members.map((m) => m.email));
      const added = body.email_addresses.filter((e) => !known.has(e));
      invitations = [
        ...invitations,
        ...added.map((email, i) => ({ id: String(100 + invitations.length + i), email, team: { id: '2', name: 'Public sector sales' }, status: 'pending' as const, expires_at: '2026-12-04T10:30:00.000Z', last_sent_at: ACCOUNTS_FIXTURE_NOW })),
      ] as typeof invitations;
      return HttpResponse.json({ invitation_ids: added.map((_, i) => String(100 + i)), skipped: body.email_addresses.filter((e) => known.has(e)) }, { status: 201 });
    }),
    http.post('*/api/user_invitations/:id/resend', write(() => {
      return new HttpResponse(null, { status: 204 });
    })),
    http.delete('*/api/user_invitations/:id', ({ params }) => {
      if (scenario === 'error') return fail();
      invitations = invitations.filter((i) => i.id !== params.id) as typeof invitations;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/users/switch_team', write(() => HttpResponse.json({ team_id: '7' }))),
    http.post('*/api/users/send_verification_email', write(() => HttpResponse.json({ sent: true, verified: false }))),
    http.get('*/api/subscription', () =>
      read(() => {
        const allowance = BID_REPORT_ALLOWANCES[plan];
        const used = plan === 'GROWTH' ? 4 : 1;
        return {
          plan,
          plan_name: PLAN_NAMES[plan],
          guest: plan === 'GUEST_PASS',
          data_types: dataTypesForPlan(plan),
          seats_used: plan === 'FREEMIUM' ? 1 : 3,
          bid_reports: { allowance: allowance.reports, period: allowance.period, used, left: allowance.reports === null ? null : Math.max(0, allowance.reports - used), active_bid_projects: allowance.activeBidProjects },
          payment_links: options.paymentLinks ? { annual: 'https://pay.example.test/basic-annual', monthly: 'https://pay.example.test/basic-monthly' } : { annual: null, monthly: null },
          support_email: 'support@tenderlens.test',
          downgrade_requested: downgrade,
        };
      }),
    ),
    http.post('*/api/subscription/downgrade', async ({ request }) => {
      if (scenario === 'error' || options.downgradeFails) return fail();
      const body = (await request.json()) as { new_plan: string };
      downgrade = { new_plan: body.new_plan, requested_at: ACCOUNTS_FIXTURE_NOW };
      return HttpResponse.json({ requested: true, new_plan: body.new_plan }, { status: 201 });
    }),
    http.get('*/api/display_settings', () => read(() => display)),
    http.post('*/api/display_settings', async ({ request }) => {
      if (scenario === 'error') return fail();
      const body = (await request.json()) as Partial<typeof display>;
      display = { use_supplier_name: body.use_supplier_name ?? display.use_supplier_name, show_buyer_categories: body.show_buyer_categories ?? display.show_buyer_categories };
      return HttpResponse.json(display);
    }),
    http.get('*/api/sessions', () => read(() => ({ sessions }))),
    http.delete('*/api/sessions/:id', ({ params }) => {
      if (scenario === 'error') return fail();
      sessions = sessions.filter((s) => s.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    ...onboardingHandlers({ scenario }),
    http.post('*/api/users/create-account', () => {
      if (scenario === 'error') return fail();
      if (options.signUpConflict) return HttpResponse.json({ error: { code: 'conflict', message: 'exists' } }, { status: 409 });
      return HttpResponse.json(signedInUser, { status: 201 });
    }),
    http.post('*/api/users/verify_email', async () => (await linkTrouble()) ?? (options.link === 'invalid' ? invalidLink() : HttpResponse.json({ verified: true }))),
    http.post('*/api/users/reset_password', async () => (await linkTrouble()) ?? write(() => HttpResponse.json({ sent: true }, { status: 202 }))()),
    http.post('*/api/users/reset_password/confirm', async () => (await linkTrouble()) ?? (options.link === 'invalid' ? invalidLink() : HttpResponse.json({ reset: true }))),
    http.post('*/api/user_invitations/lookup', async () => {
      const trouble = await linkTrouble();
      if (trouble) return trouble;
      if (options.invitation === 'invalid') return invalidLink();
      return HttpResponse.json({ email: 'nina@northwind.test', company_name: 'Northwind Digital Ltd', team_name: 'Public sector sales', status: options.invitation ?? 'pending' });
    }),
    http.post('*/api/user_invitations/accept', () => (options.invitation === 'pending' || options.invitation === undefined ? HttpResponse.json(signedInUser, { status: 201 }) : invalidLink())),
  ];
}
