import { expect, it } from 'vitest';
import { PLAN_DATA_TYPES } from '@tenderlens/domain/plans';
import { describeOnDatabases } from '../testing/api';

const GROWTH = PLAN_DATA_TYPES.GROWTH;

const CASES = [
  { email: 'admin@tenderlens.test', admin: true, guest: false, plan: 'EXPERT', types: PLAN_DATA_TYPES.EXPERT, exportPermission: true, company: 'Tenderlens Staff' },
  { email: 'maya@northwind.test', admin: false, guest: false, plan: 'GROWTH', types: GROWTH, exportPermission: true, company: 'Northwind Digital Ltd', team: 'Bid team' },
  { email: 'leo@northwind.test', admin: false, guest: false, plan: 'GROWTH', types: GROWTH, exportPermission: false, company: 'Northwind Digital Ltd', team: 'Bid team' },
  { email: 'sam@freeco.test', admin: false, guest: false, plan: 'FREEMIUM', types: [], exportPermission: false, company: 'FreeCo' },
  { email: 'guest@guestpass.test', admin: false, guest: true, plan: 'GUEST_PASS', types: [], exportPermission: false, company: 'Guest pass' },
];

const QUERY = /* GraphQL */ `{
  currentUser { id guid email firstName lastName admin guest activeDataTypes subscription hasExportPermission useSupplierName
    company { id guid name paymentType partnerProgramme } team { id name } }
  appConfig { environment environmentLabel featureFlags helpUrl sandboxName supportEmail }
}`;

await describeOnDatabases('current user', (api) => {
  for (const c of CASES) {
    it(`${c.email}: ${c.plan}${c.guest ? ', guest' : ''}${c.admin ? ', admin' : ''} over REST and GraphQL`, async () => {
      const tokens = await api().signIn(c.email);
      const res = await api().authed(tokens, '/api/current_user');
      expect(res.status).toBe(200);
      const json = (await res.json()) as Record<string, unknown>;
      expect(json).toMatchObject({
        email: c.email,
        admin: c.admin,
        guest: c.guest,
        subscription: c.plan,
        active_data_types: c.types,
        has_export_permission: c.exportPermission,
        use_supplier_name: false,
        company: { name: c.company, payment_type: c.plan, partner_programme: expect.any(Boolean) },
        team: { id: expect.any(String), name: c.team ?? expect.any(String) },
      });
      expect(json.id).toEqual(expect.stringMatching(/^\d+$/));
      expect(Object.keys(json).sort()).toEqual(
        ['id', 'guid', 'email', 'first_name', 'last_name', 'admin', 'guest', 'company', 'team', 'active_data_types', 'subscription', 'has_export_permission', 'use_supplier_name'].sort(),
      );

      const gql = await api().graphql<{ currentUser: Record<string, unknown>; appConfig: Record<string, unknown> }>(tokens, QUERY);
      expect(gql.errors).toBeUndefined();
      expect(gql.data?.currentUser).toMatchObject({
        id: json.id,
        email: c.email,
        guest: c.guest,
        admin: c.admin,
        activeDataTypes: c.types,
        subscription: c.plan,
        hasExportPermission: c.exportPermission,
        company: { name: c.company, paymentType: c.plan },
      });
      expect(gql.data?.appConfig).toEqual({
        environment: 'development',
        environmentLabel: 'DEVELOPMENT ADMIN',
        featureFlags: [],
        helpUrl: 'https://help.tenderlens.org',
        sandboxName: null,
        supportEmail: 'support@tenderlens.test',
      });
    });
  }

  it('masks unexpected GraphQL errors and keeps introspection for signed-in users', async () => {
    const tokens = await api().signIn('sam@freeco.test');
    const intro = await api().graphql<{ __schema: { queryType: { name: string } } }>(tokens, '{ __schema { queryType { name } } }');
    expect(intro.data?.__schema.queryType.name).toBe('Query');
    const bad = await api().graphql(tokens, '{ nope }');
    expect(bad.errors?.[0]?.message).toMatch(/Cannot query field "nope"/);
    expect(JSON.stringify(bad)).not.toMatch(/\bat \S+:\d+:\d+/); // no stack trace
  });
});
