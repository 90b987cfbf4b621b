import { expect, it } from 'vitest';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';

const json = async <T>(res: Response): Promise<T> => {
  if (res.status >= 300) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};
const call = (api: ApiHarness, who: Tokens, method: string, path: string, body?: unknown) =>
  api.authed(who, path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

interface Company { id: string; name: string; payment_type: string; active_data_types: string[]; extra_data_types: string[]; teams: { id: string; name: string }[] }
interface User { id: string; email: string; admin: boolean; active: boolean; has_export_permission: boolean; team: { id: string } }

await describeOnDatabases('admin: users and companies', (api) => {
  it('moves FreeCo to Growth: sam then finds suppliers; the change is in the audit log', async () => {
    const admin = await api().signIn('admin@tenderlens.test');
    const sam = await api().signIn('sam@freeco.test');
    const refused = await call(api(), sam, 'POST', '/api/suppliers', { text: 'capita' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'paywall', data_type: 'SUPPLIERS' } });

    const { companies } = await json<{ companies: Company[] }>(await call(api(), admin, 'GET', '/api/admin/companies?q=freeco'));
    expect(companies.map((c) => c.name)).toEqual(['FreeCo']);
    const freeco = companies[0]!;
    const changed = await json<{ company: Company }>(
      await call(api(), admin, 'PATCH', `/api/admin/companies/${freeco.id}`, { payment_type: 'GROWTH', seats: 5, bid_report_allowance: 15 }),
    );
    expect(changed.company).toMatchObject({ payment_type: 'GROWTH', seats: 5, bid_report_allowance: 15 });
    expect(changed.company.active_data_types).toContain('SUPPLIERS');
    expect((await call(api(), sam, 'POST', '/api/suppliers', { text: 'capita' })).status).toBe(200);

    const { entries } = await json<{ entries: { action: string; target_id: string; details: { after: Record<string, unknown> } }[] }>(
      await call(api(), admin, 'GET', '/api/admin/audit_log'),
    );
    expect(entries[0]).toMatchObject({ action: 'company.update', target_id: freeco.id, details: { after: { paymentType: 'GROWTH', seats: 5 } } });

    // Data types granted on top of the plan: back on Free with SUPPLIERS granted, sam still finds suppliers.
    await json(await call(api(), admin, 'PATCH', `/api/admin/companies/${freeco.id}`, { payment_type: 'FREEMIUM', extra_data_types: ['SUPPLIERS'] }));
    expect((await call(api(), sam, 'POST', '/api/suppliers', { text: 'capita' })).status).toBe(200);
    const me = await json<{ active_data_types: string[] }>(await call(api(), sam, 'GET', '/api/current_user'));
    expect(me.active_data_types).toEqual(['SUPPLIERS']);
    await json(await call(api(), admin, 'PATCH', `/api/admin/companies/${freeco.id}`, { extra_data_types: [] }));
  });

  it('changes a user’s flags; a deactivated user’s session stops; bad input is a 400, not a 500', async () => {
    const admin = await api().signIn('admin@tenderlens.test');
    const { users } = await json<{ users: User[] }>(await call(api(), admin, 'GET', '/api/admin/users?q=leo'));
    const leo = users.find((u) => u.email.startsWith('leo'))!;
    const leoTokens = await api().signIn(leo.email);
    const updated = await json<{ user: User; teams: { id: string }[] }>(
      await call(api(), admin, 'PATCH', `/api/admin/users/${leo.id}`, { has_export_permission: true, active: false }),
    );
    expect(updated.user).toMatchObject({ has_export_permission: true, active: false });
    expect((await call(api(), leoTokens, 'GET', '/api/current_user')).status).toBe(401);
    await json(await call(api(), admin, 'PATCH', `/api/admin/users/${leo.id}`, { has_export_permission: false, active: true }));

    for (const body of [{}, { admin: 'yes' }, { team_id: '999999' }, { surprise: true }])
      expect((await call(api(), admin, 'PATCH', `/api/admin/users/${leo.id}`, body)).status, JSON.stringify(body)).toBe(400);
    expect((await call(api(), admin, 'PATCH', '/api/admin/companies/1', { seats: 0 })).status).toBe(400);
    expect((await call(api(), admin, 'GET', '/api/admin/users/999999')).status).toBe(404);
    const self = await json<{ users: User[] }>(await call(api(), admin, 'GET', '/api/admin/users?q=admin@tenderlens'));
    expect((await call(api(), admin, 'PATCH', `/api/admin/users/${self.users[0]!.id}`, { admin: false })).status).toBe(409);
  });

  it('switches an admin into another company and team, logs what they do there, and back', async () => {
    const admin = await api().signIn('admin@tenderlens.test');
    const { companies } = await json<{ companies: Company[] }>(await call(api(), admin, 'GET', '/api/admin/companies?q=northwind'));
    const northwind = await json<{ company: Company }>(await call(api(), admin, 'GET', `/api/admin/companies/${companies[0]!.id}`));
    expect((await call(api(), admin, 'POST', '/api/admin/switch_company', { company_id: northwind.company.id })).status).toBe(204);

    const session = await json<{ acting: boolean; company: { name: string }; home_company: { name: string } }>(
      await call(api(), admin, 'GET', '/api/admin/session'),
    );
    expect(session).toMatchObject({ acting: true, company: { name: northwind.company.name }, home_company: { name: 'Tenderlens Staff' } });
    const me = await json<{ company: { name: string } }>(await call(api(), admin, 'GET', '/api/current_user'));
    expect(me.company.name).toBe(northwind.company.name);

    const team = northwind.company.teams.at(-1)!;
    expect((await call(api(), admin, 'POST', '/api/admin/switch_team', { team_id: team.id })).status).toBe(204);
    expect((await json<{ team: { id: string } }>(await call(api(), admin, 'GET', '/api/current_user'))).team.id).toBe(team.id);

    // A write inside the other company is logged.
    expect((await call(api(), admin, 'POST', '/api/sales_interactions', { actionType: 'PAYWALL_OPENED', dataType: 'AWARDS', pageUrl: '/notices' })).status).toBe(204);
    const { entries } = await json<{ entries: { action: string; acting_company: string | null; details: Record<string, unknown> }[] }>(
      await call(api(), admin, 'GET', '/api/admin/audit_log'),
    );
    expect(entries[0]).toMatchObject({ action: 'request', acting_company: northwind.company.name, details: { method: 'POST', path: '/api/sales_interactions' } });
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['switch.company', 'switch.team']));

    expect((await call(api(), admin, 'POST', '/api/admin/switch_company', { company_id: null })).status).toBe(204);
    expect((await json<{ company: { name: string } }>(await call(api(), admin, 'GET', '/api/current_user'))).company.name).toBe('Tenderlens Staff');

    // Not an admin: refused, and a non-admin's session never acts elsewhere.
    const maya = await api().signIn('maya@northwind.test');
    expect((await call(api(), maya, 'POST', '/api/admin/switch_company', { company_id: '1' })).status).toBe(403);
  });
});
