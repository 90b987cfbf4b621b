import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adminAuditLog, buyerLists, opportunities, savedViews, sessions, users } from '../db/schema/index';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';

const json = async <T>(res: Response): Promise<T> => {
  if (res.status >= 300) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};
const call = (api: ApiHarness, who: Tokens, method: string, path: string, body?: unknown) =>
  api.authed(who, path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
const cookieOf = (res: Response) => /tl_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';

async function signUp(api: ApiHarness, email: string): Promise<Tokens> {
  const res = await api.request('/api/users/create-account', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Ola', last_name: 'New', company_name: 'Onboard Ltd', email, password: 'correct-horse-battery' }),
  });
  expect(res.status).toBe(201);
  const cookie = cookieOf(res);
  const t = await json<{ token: string; csrfToken: string; expiresAt: string }>(
    await api.request('/api/auth/app_api_token', { headers: { cookie: `tl_session=${cookie}` } }),
  );
  return { cookie, token: t.token, csrfToken: t.csrfToken, expiresAt: t.expiresAt } as Tokens;
}

interface Template { id: string; industry: string; keywords: string[]; cpv_codes: string[] }

await describeOnDatabases('onboarding and deleting users', (api) => {
  it('runs onboarding: industry, a template that pre-fills the signals, then complete_onboarding', async () => {
    const ola = await signUp(api(), 'ola@onboard.test');
    const account = await json<{ completed_onboarding: boolean; industry: string | null; role: string }>(await call(api(), ola, 'GET', '/api/account'));
    expect(account).toMatchObject({ completed_onboarding: false, industry: null, role: 'admin' });

    const { industries, templates } = await json<{ industries: { id: string }[]; templates: Template[] }>(
      await call(api(), ola, 'GET', '/api/onboarding_templates?industry=it_digital'),
    );
    expect(industries.map((i) => i.id)).toContain('construction');
    expect(templates.length).toBeGreaterThan(0);
    expect(templates.every((x) => x.industry === 'it_digital')).toBe(true);
    expect((await call(api(), ola, 'GET', '/api/onboarding_templates?industry=space')).status).toBe(400);
    const { template } = await json<{ template: Template }>(await call(api(), ola, 'GET', '/api/onboarding_templates/cloud-hosting'));
    expect(template.keywords).toContain('cloud');
    expect((await call(api(), ola, 'GET', '/api/onboarding_templates/nope')).status).toBe(404);

    const guid = (await json<{ company: { guid: string } }>(await call(api(), ola, 'GET', '/api/current_user'))).company.guid;
    expect((await call(api(), ola, 'PUT', `/api/companies/${guid}/industry`, { industry: 'nope' })).status).toBe(400);
    expect(await json(await call(api(), ola, 'PUT', `/api/companies/${guid}/industry`, { industry: 'it_digital' }))).toEqual({ industry: 'it_digital' });
    await json(await call(api(), ola, 'POST', '/api/team/signal_settings', { keywords: template.keywords, cpv_codes: template.cpv_codes }));
    const signals = await json<{ keywords: string[] }>(await call(api(), ola, 'GET', '/api/team/signal_settings'));
    expect(signals.keywords).toEqual(template.keywords);

    // Another company cannot touch this one's onboarding.
    const maya = await api().signIn('maya@northwind.test');
    expect((await call(api(), maya, 'POST', `/api/companies/${guid}/complete_onboarding`, {})).status).toBe(404);

    expect(await json(await call(api(), ola, 'POST', `/api/companies/${guid}/complete_onboarding`, {}))).toMatchObject({ completed_onboarding: true });
    expect(await json(await call(api(), ola, 'GET', '/api/account'))).toMatchObject({ completed_onboarding: true, industry: 'it_digital' });
  });

  it('lets a company admin delete a colleague: private data goes, shared data stays without an author, audited', async () => {
    const db = api().db.handle.db;
    const maya = await api().signIn('maya@northwind.test');
    const [mayaRow] = await db.select().from(users).where(eq(users.email, 'maya@northwind.test'));
    const [dee] = await db
      .insert(users)
      .values({ email: 'dee@northwind.test', firstName: 'Dee', lastName: 'Parted', passwordHash: mayaRow!.passwordHash, companyId: mayaRow!.companyId, teamId: mayaRow!.teamId })
      .returning();
    const dt = await api().signIn('dee@northwind.test');
    const privateView = await json<{ saved_view: { id: number } }>(await call(api(), dt, 'POST', '/api/saved_views', { name: 'Mine', sharing: 'PRIVATE' }));
    const teamView = await json<{ saved_view: { id: number } }>(await call(api(), dt, 'POST', '/api/saved_views', { name: 'Ours', sharing: 'TEAM' }));
    await json(await call(api(), dt, 'POST', '/api/buyer_lists', { name: 'Dee private', sharing_type: 'PRIVATE', buyer_guids: [] }));
    await json(await call(api(), dt, 'POST', '/api/buyer_lists', { name: 'Dee team', sharing_type: 'TEAM', buyer_guids: [] }));
    const companyGuid = (await json<{ company: { guid: string } }>(await call(api(), maya, 'GET', '/api/current_user'))).company.guid;

    // Leo is no company admin; another company's admin does not see Dee; nobody deletes themselves.
    const leo = await api().signIn('leo@northwind.test');
    expect((await call(api(), leo, 'DELETE', `/api/companies/${companyGuid}/members/${dee!.guid}`)).status).toBe(403);
    expect((await call(api(), maya, 'DELETE', `/api/companies/${companyGuid}/members/${mayaRow!.guid}`)).status).toBe(409);

    expect((await call(api(), maya, 'DELETE', `/api/companies/${companyGuid}/members/${dee!.guid}`)).status).toBe(204);
    expect(await db.select().from(users).where(eq(users.id, dee!.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, dee!.id))).toEqual([]);
    expect((await call(api(), dt, 'GET', '/api/current_user')).status).toBe(401);
    expect(await db.select().from(savedViews).where(eq(savedViews.id, privateView.saved_view.id))).toEqual([]);
    const [kept] = await db.select().from(savedViews).where(eq(savedViews.id, teamView.saved_view.id));
    expect(kept?.ownerId).toBeNull();
    const lists = await db.select({ name: buyerLists.name, ownerId: buyerLists.ownerId }).from(buyerLists).where(eq(buyerLists.companyId, mayaRow!.companyId));
    expect(lists.filter((l) => l.name.startsWith('Dee'))).toEqual([{ name: 'Dee team', ownerId: null }]);
    const [entry] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, String(dee!.id)));
    expect(entry).toMatchObject({ action: 'user.delete', adminUserId: mayaRow!.id, details: { email: 'dee@northwind.test', by: 'company_admin', removed: { savedViews: 1, buyerLists: 1 } } });
    expect((await call(api(), maya, 'DELETE', `/api/companies/${companyGuid}/members/${dee!.guid}`)).status).toBe(404);
  });

  it('lets a staff admin delete any user, keeping what they made for the team without an author; not the company’s only admin', async () => {
    const db = api().db.handle.db;
    const admin = await api().signIn('admin@tenderlens.test');
    const [leoRow] = await db.select().from(users).where(eq(users.email, 'leo@northwind.test'));
    const leo = await api().signIn('leo@northwind.test');
    const made = await api().graphql<{ createOpportunity: { id: string } }>(leo, 'mutation { createOpportunity(opportunity: { name: "Kept" }) { id } }');
    const opportunityId = Number(made.data?.createOpportunity.id);

    const sam = await api().signIn('sam@freeco.test');
    expect((await call(api(), sam, 'DELETE', `/api/admin/users/${leoRow!.id}`)).status).toBe(403);
    const answer = await json<{ deleted: { email: string } }>(await call(api(), admin, 'DELETE', `/api/admin/users/${leoRow!.id}`));
    expect(answer.deleted.email).toBe('leo@northwind.test');
    const [kept] = await db.select().from(opportunities).where(eq(opportunities.id, opportunityId));
    expect(kept).toMatchObject({ name: 'Kept', createdById: null });
    const { entries } = await json<{ entries: { action: string; details: { by: string } }[] }>(await call(api(), admin, 'GET', '/api/admin/audit_log'));
    expect(entries[0]).toMatchObject({ action: 'user.delete', details: { by: 'admin' } });

    // Maya is Northwind's only company admin while colleagues remain.
    const [mayaRow] = await db.select().from(users).where(eq(users.email, 'maya@northwind.test'));
    await db.insert(users).values({ email: 'left@northwind.test', firstName: 'L', lastName: 'Eft', passwordHash: 'x', companyId: mayaRow!.companyId, teamId: mayaRow!.teamId });
    expect((await call(api(), admin, 'DELETE', `/api/admin/users/${mayaRow!.id}`)).status).toBe(409);
    expect((await call(api(), admin, 'DELETE', '/api/admin/users/999999')).status).toBe(404);
  });
});
