import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { accountTokens, users } from '../db/schema/index';
import { DEMO_PASSWORD } from '../seed/demo';
import { BASE, describeOnDatabases, type ApiHarness } from '../testing/api';
import { startSmtpServer, type LocalSmtpServer } from '../testing/smtpServer';

const smtp: LocalSmtpServer = await startSmtpServer();
afterAll(() => smtp.close());

const PASSWORD = 'correct-horse-battery';

/** The link token of the newest email to `to` whose link path is `path` (quoted-printable decoded). */
function tokenFromMail(to: string, path: string): string {
  const mail = [...smtp.received].reverse().find((m) => m.to.includes(to));
  const raw = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(raw);
  if (!match?.[1]) throw new Error(`no ${path} link mailed to ${to}`);
  return match[1];
}

const post = (api: ApiHarness, path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

const cookieOf = (res: Response) => /tl_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';

async function tokensFromCookie(api: ApiHarness, cookie: string) {
  const res = await api.request('/api/auth/app_api_token', { headers: { cookie: `tl_session=${cookie}` } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { token: string; csrfToken: string; expiresAt: string };
  return { cookie, token: body.token, csrfToken: body.csrfToken, expiresAt: body.expiresAt };
}

async function signUp(api: ApiHarness, email: string, company = 'Acme Bids Ltd') {
  const res = await post(api, '/api/users/create-account', { first_name: 'Ana', last_name: 'Lopez', company_name: company, email, password: PASSWORD });
  expect(res.status).toBe(201);
  return tokensFromCookie(api, cookieOf(res));
}

await describeOnDatabases(
  'accounts',
  (api) => {
    it('signs up: a new Free company with its first user as company admin, unverified until the emailed link is followed', async () => {
      const tokens = await signUp(api(), 'Ana@Acme.test');
      const me = await api().authed(tokens, '/api/current_user');
      expect(await me.json()).toMatchObject({ email: 'ana@acme.test', subscription: 'FREEMIUM', company: { name: 'Acme Bids Ltd' } });
      const account = (await (await api().authed(tokens, '/api/account')).json()) as Record<string, unknown>;
      expect(account).toMatchObject({ role: 'admin', email_verified: false, completed_onboarding: false });

      const token = tokenFromMail('ana@acme.test', '/verify-email');
      expect((await post(api(), '/api/users/verify_email', { token })).status).toBe(200);
      expect(await (await api().authed(tokens, '/api/account')).json()).toMatchObject({ email_verified: true });
      // Single use.
      const again = await post(api(), '/api/users/verify_email', { token });
      expect(again.status).toBe(404);
      expect(((await again.json()) as { error: { code: string } }).error.code).toBe('link_invalid');

      const dup = await post(api(), '/api/users/create-account', { first_name: 'A', last_name: 'B', company_name: 'C', email: 'ana@acme.test', password: PASSWORD });
      expect(dup.status).toBe(409);
    });

    it('refuses bad sign-up input with readable 400s and a cross-site post with 403', async () => {
      const bad = await post(api(), '/api/users/create-account', { first_name: '', last_name: 'B', company_name: 'C', email: 'nope', password: 'short' });
      expect(bad.status).toBe(400);
      const { error } = (await bad.json()) as { error: { message: string } };
      expect(error.message).toContain('Enter your first name');
      expect(error.message).toContain('Enter a valid email address');
      expect(error.message).toContain('Password must be at least 10 characters');
      const extra = await post(api(), '/api/users/create-account', { first_name: 'A', last_name: 'B', company_name: 'C', email: 'x@y.test', password: PASSWORD, admin: true });
      expect(extra.status).toBe(400);
      const cross = await post(api(), '/api/users/create-account', { first_name: 'A', last_name: 'B', company_name: 'C', email: 'x@y.test', password: PASSWORD }, { origin: 'https://evil.example' });
      expect(cross.status).toBe(403);
    });

    it('resets a password by email: the same answer for unknown addresses, a single-use hashed token, old sessions ended', async () => {
      const before = smtp.received.length;
      const unknown = await post(api(), '/api/users/reset_password', { email: 'nobody@nowhere.test' });
      const known = await post(api(), '/api/users/reset_password', { email: 'leo@northwind.test' });
      expect(unknown.status).toBe(202);
      expect(known.status).toBe(202);
      expect(await unknown.json()).toEqual(await known.json());
      expect(smtp.received.slice(before).map((m) => m.to)).toEqual([['leo@northwind.test']]);

      const token = tokenFromMail('leo@northwind.test', '/reset-password');
      const stored = await api().db.handle.db.select({ hash: accountTokens.tokenHash }).from(accountTokens);
      expect(stored.some((r) => r.hash === token)).toBe(false);

      const session = await api().signIn('leo@northwind.test');
      expect((await post(api(), '/api/users/reset_password/confirm', { token, password: 'short' })).status).toBe(400);
      expect((await post(api(), '/api/users/reset_password/confirm', { token, password: 'a-brand-new-password' })).status).toBe(200);
      expect((await post(api(), '/api/users/reset_password/confirm', { token, password: 'another-new-password' })).status).toBe(404);
      expect((await api().authed(session, '/api/current_user')).status).toBe(401);
      expect((await api().login('leo@northwind.test', 'a-brand-new-password')).status).toBe(200);
      // Back to the demo password for the other tests.
      await post(api(), '/api/users/reset_password', { email: 'leo@northwind.test' });
      const back = tokenFromMail('leo@northwind.test', '/reset-password');
      expect((await post(api(), '/api/users/reset_password/confirm', { token: back, password: DEMO_PASSWORD })).status).toBe(200);
    });

    it('expires a reset link after an hour', async () => {
      await post(api(), '/api/users/reset_password', { email: 'sam@freeco.test' });
      const token = tokenFromMail('sam@freeco.test', '/reset-password');
      api().clock.offsetMs = 61 * 60 * 1000;
      try {
        expect((await post(api(), '/api/users/reset_password/confirm', { token, password: 'a-brand-new-password' })).status).toBe(404);
      } finally {
        api().clock.offsetMs = 0;
      }
    });

    it('rate-limits reset requests per address (429)', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await post(api(), '/api/users/reset_password', { email: 'limit@nowhere.test' })).status);
      expect(codes).toEqual([202, 202, 202, 429]);
    });

    it('invites a colleague who accepts into the same company and team; resend replaces the link; revoke ends it', async () => {
      const maya = await api().signIn('maya@northwind.test');
      const res = await api().authed(maya, '/api/user_invitations', { method: 'POST', body: JSON.stringify({ email_addresses: ['Nina@Northwind.test', 'leo@northwind.test'] }) });
      expect(res.status).toBe(201);
      const body = (await res.json()) as { invitation_ids: string[]; skipped: string[] };
      expect(body.skipped).toEqual(['leo@northwind.test']);
      const first = tokenFromMail('nina@northwind.test', '/accept-invitation');

      const id = body.invitation_ids[0] ?? '';
      expect((await api().authed(maya, `/api/user_invitations/${id}/resend`, { method: 'POST', body: '{}' })).status).toBe(204);
      const second = tokenFromMail('nina@northwind.test', '/accept-invitation');
      expect(second).not.toBe(first);
      expect((await post(api(), '/api/user_invitations/lookup', { token: first })).status).toBe(404);
      const looked = await post(api(), '/api/user_invitations/lookup', { token: second });
      expect(await looked.json()).toEqual({ email: 'nina@northwind.test', company_name: 'Northwind Digital Ltd', team_name: 'Bid team', status: 'pending' });

      const list = (await (await api().authed(maya, '/api/user_invitations')).json()) as { invitations: { email: string }[] };
      expect(list.invitations.map((i) => i.email)).toContain('nina@northwind.test');

      const accepted = await post(api(), '/api/user_invitations/accept', { token: second, first_name: 'Nina', last_name: 'North', password: PASSWORD });
      expect(accepted.status).toBe(201);
      expect(await accepted.json()).toMatchObject({ user: { email: 'nina@northwind.test', company: { name: 'Northwind Digital Ltd' }, team: { name: 'Bid team' } } });
      expect((await post(api(), '/api/user_invitations/accept', { token: second, first_name: 'N', last_name: 'N', password: PASSWORD })).status).toBe(404);

      const revokeMe = await api().authed(maya, '/api/user_invitations', { method: 'POST', body: JSON.stringify({ email_addresses: ['omar@northwind.test'] }) });
      const revokeId = ((await revokeMe.json()) as { invitation_ids: string[] }).invitation_ids[0] ?? '';
      const revokeToken = tokenFromMail('omar@northwind.test', '/accept-invitation');
      expect((await api().authed(maya, `/api/user_invitations/${revokeId}`, { method: 'DELETE' })).status).toBe(204);
      expect(await (await post(api(), '/api/user_invitations/lookup', { token: revokeToken })).json()).toMatchObject({ status: 'revoked' });
      expect((await post(api(), '/api/user_invitations/accept', { token: revokeToken, first_name: 'O', last_name: 'M', password: PASSWORD })).status).toBe(404);
    });

    it('expires an invitation after 14 days', async () => {
      const maya = await api().signIn('maya@northwind.test');
      await api().authed(maya, '/api/user_invitations', { method: 'POST', body: JSON.stringify({ email_addresses: ['late@northwind.test'] }) });
      const token = tokenFromMail('late@northwind.test', '/accept-invitation');
      api().clock.offsetMs = 14 * 24 * 60 * 60 * 1000 + 1000;
      try {
        expect(await (await post(api(), '/api/user_invitations/lookup', { token })).json()).toMatchObject({ status: 'expired' });
        expect((await post(api(), '/api/user_invitations/accept', { token, first_name: 'L', last_name: 'T', password: PASSWORD })).status).toBe(404);
      } finally {
        api().clock.offsetMs = 0;
      }
    });

    it('lists the team; a company admin changes role and export permission and deactivates: every auth path of that user stops', async () => {
      const maya = await api().signIn('maya@northwind.test');
      const company = ((await (await api().authed(maya, '/api/current_user')).json()) as { company: { guid: string } }).company.guid;
      const team = (await (await api().authed(maya, `/api/companies/${company}/members`)).json()) as { users: { guid: string; email: string; role: string; last_seen_at: string | null }[] };
      const leo = team.users.find((u) => u.email === 'leo@northwind.test');
      expect(leo).toMatchObject({ role: 'member' });
      expect(team.users.find((u) => u.email === 'maya@northwind.test')?.last_seen_at).not.toBeNull();

      const patch = (body: unknown, tokens = maya, guid = leo?.guid ?? '') =>
        api().authed(tokens, `/api/companies/${company}/members/${guid}`, { method: 'PATCH', body: JSON.stringify(body) });
      expect((await patch({ has_export_permission: true })).status).toBe(204);
      expect((await patch({ role: 'owner' })).status).toBe(400);
      expect((await patch({})).status).toBe(400);

      // Leo, a member, cannot manage the team.
      const leoTokens = await api().signIn('leo@northwind.test');
      expect((await patch({ active: false }, leoTokens, team.users.find((u) => u.email === 'maya@northwind.test')?.guid)).status).toBe(403);
      // Maya cannot lock herself out.
      expect((await patch({ active: false }, maya, team.users.find((u) => u.email === 'maya@northwind.test')?.guid)).status).toBe(409);

      expect((await patch({ active: false })).status).toBe(204);
      expect((await api().authed(leoTokens, '/api/current_user')).status).toBe(401);
      expect((await api().graphql(leoTokens, '{ currentUser { id } }')).status).toBe(401);
      expect((await api().request('/api/auth/app_api_token', { headers: { cookie: `tl_session=${leoTokens.cookie}` } })).status).toBe(401);
      expect((await api().login('leo@northwind.test', 'a-brand-new-password')).status).toBe(401);
      expect((await api().login('leo@northwind.test')).status).toBe(401);
      // A deactivated user gets no reset link either (the answer is the same).
      const before = smtp.received.length;
      expect((await post(api(), '/api/users/reset_password', { email: 'leo@northwind.test' })).status).toBe(202);
      expect(smtp.received.length).toBe(before);

      expect((await patch({ active: true, has_export_permission: false })).status).toBe(204);
    });

    it('lists the company teams and switches team only to a team of the user', async () => {
      const maya = await api().signIn('maya@northwind.test');
      const me = (await (await api().authed(maya, '/api/current_user')).json()) as { company: { guid: string }; team: { id: string } };
      const teams = (await (await api().authed(maya, `/api/companies/${me.company.guid}/teams`)).json()) as { teams: { id: string }[] };
      expect(teams.teams.map((t) => t.id)).toContain(me.team.id);
      const ok = await api().authed(maya, '/api/users/switch_team', { method: 'POST', body: JSON.stringify({ team_id: me.team.id }) });
      expect(ok.status).toBe(200);
      const sam = await api().signIn('sam@freeco.test');
      const other = await api().authed(sam, '/api/users/switch_team', { method: 'POST', body: JSON.stringify({ team_id: me.team.id }) });
      expect(other.status).toBe(404);
      expect((await api().authed(sam, `/api/companies/${me.company.guid}/teams`)).status).toBe(404);
    });

    it('shows the subscription with allowances; Growth asks for a downgrade and the account manager is emailed; Free cannot', async () => {
      const sam = await api().signIn('sam@freeco.test');
      const free = await (await api().authed(sam, '/api/subscription')).json();
      expect(free).toMatchObject({ plan: 'FREEMIUM', plan_name: 'Free', data_types: [], bid_reports: { allowance: 3, period: 'lifetime', left: 3 }, payment_links: { annual: null, monthly: null } });
      expect((await api().authed(sam, '/api/subscription/downgrade', { method: 'POST', body: JSON.stringify({ new_plan: 'FREEMIUM' }) })).status).toBe(403);

      const maya = await api().signIn('maya@northwind.test');
      const before = smtp.received.length;
      const res = await api().authed(maya, '/api/subscription/downgrade', { method: 'POST', body: JSON.stringify({ new_plan: 'BASIC' }) });
      expect(res.status).toBe(201);
      const mail = smtp.received.slice(before);
      expect(mail.map((m) => m.to)).toEqual([['sales@tenderlens.test']]);
      expect(mail[0]?.raw).toContain('Downgrade request: Northwind Digital Ltd (Growth to Basic)');
      expect(await (await api().authed(maya, '/api/subscription')).json()).toMatchObject({ plan: 'GROWTH', downgrade_requested: { new_plan: 'BASIC' } });
      expect((await api().authed(maya, '/api/subscription/downgrade', { method: 'POST', body: JSON.stringify({ new_plan: 'EXPERT' }) })).status).toBe(400);
    });

    it('stores display settings, pub-sec experience and PQL actions', async () => {
      const sam = await api().signIn('sam@freeco.test');
      const saved = await api().authed(sam, '/api/display_settings', { method: 'POST', body: JSON.stringify({ show_buyer_categories: true }) });
      expect(await saved.json()).toEqual({ use_supplier_name: false, show_buyer_categories: true });
      expect(await (await api().authed(sam, '/api/display_settings')).json()).toEqual({ use_supplier_name: false, show_buyer_categories: true });
      expect((await api().authed(sam, '/api/users/update_pub_sec_experience', { method: 'POST', body: JSON.stringify({ pub_sec_experience: 'SOME' }) })).status).toBe(200);
      expect(await (await api().authed(sam, '/api/account')).json()).toMatchObject({ pub_sec_experience: 'SOME' });
      expect((await api().authed(sam, '/api/users/pql_actioned', { method: 'POST', body: JSON.stringify({ dataType: 'SUPPLIERS', actionType: 'UPGRADE' }) })).status).toBe(204);
    });

    it('lists sessions and revokes one: its tokens and cookie stop working, the current one keeps going', async () => {
      const current = await api().signIn('admin@tenderlens.test');
      const other = await api().signIn('admin@tenderlens.test');
      const list = (await (await api().authed(current, '/api/sessions')).json()) as { sessions: { id: string; current: boolean }[] };
      expect(list.sessions.filter((s) => s.current)).toHaveLength(1);
      const target = list.sessions.find((s) => !s.current);
      expect(target?.id).toMatch(/^[0-9a-f]{32}$/);
      const del = await api().authed(current, `/api/sessions/${target?.id ?? ''}`, { method: 'DELETE' });
      expect(del.status).toBe(204);
      const otherList = list.sessions.filter((s) => !s.current).length;
      expect(otherList).toBeGreaterThan(0);
      const stillOk = await api().authed(current, '/api/sessions');
      expect(stillOk.status).toBe(200);
      // One of the other sessions was ended; revoking all of them ends `other` for sure.
      for (const s of (await stillOk.json() as { sessions: { id: string; current: boolean }[] }).sessions.filter((x) => !x.current)) {
        await api().authed(current, `/api/sessions/${s.id}`, { method: 'DELETE' });
      }
      expect((await api().authed(other, '/api/current_user')).status).toBe(401);
      expect((await api().authed(current, '/api/current_user')).status).toBe(200);
    });

    it('the verification email can be asked for again while unverified', async () => {
      const tokens = await signUp(api(), 'resend@acme.test', 'Resend Ltd');
      const res = await api().authed(tokens, '/api/users/send_verification_email', { method: 'POST', body: '{}' });
      expect(await res.json()).toEqual({ sent: true, verified: false });
      const [row] = await api().db.handle.db.select({ verified: users.emailVerifiedAt }).from(users).where(eq(users.email, 'resend@acme.test'));
      expect(row?.verified).toBeNull();
      expect(BASE).toMatch(/^http/);
    });
  },
  { config: { smtpUrl: smtp.url } },
);
