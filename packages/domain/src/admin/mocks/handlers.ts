import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AdminCompany, AdminUser } from '../schemas/admin';
import { dataTypesForPlan, type DataType } from '../../plans/index';
import {
  adminCompanyFixtures,
  adminSessionFixture,
  adminTeamFixtures,
  adminUserFixtures,
  auditFixtures,
  demoRequestFixtures,
  salesInteractionFixtures,
} from './fixtures';

export type AdminScenario = 'default' | 'empty' | 'error' | 'loading' | 'acting';

const failure = () => HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } }, { status: 500 });
const notFound = () => HttpResponse.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });

/** REST mocks of the admin pages, over an in-memory copy of the fixtures (changes stick for the story). */
export function adminHandlers(scenario: AdminScenario = 'default'): HttpHandler[] {
  const companies: AdminCompany[] = structuredClone(scenario === 'empty' ? [] : adminCompanyFixtures);
  const users: AdminUser[] = structuredClone(scenario === 'empty' ? [] : adminUserFixtures);
  let session = structuredClone(adminSessionFixture);
  if (scenario === 'acting')
    session = { ...session, acting: true, company: { id: '2', name: 'Northwind Digital Ltd' }, team: { id: '22', name: 'Sales' }, teams: adminTeamFixtures['2']! };
  const companyDetail = (c: AdminCompany) => ({
    company: { ...c, teams: adminTeamFixtures[c.id] ?? [] },
    users: users.filter((u) => u.company.id === c.id),
  });
  const userDetail = (u: AdminUser) => ({ user: u, teams: adminTeamFixtures[u.company.id] ?? [] });
  const matches = (text: string, q: string) => text.toLowerCase().includes(q.toLowerCase());
  const guard = scenario === 'error' ? failure : scenario === 'loading' ? () => new Promise<never>(() => undefined) : null;
  const read = <T,>(answer: (request: Request, params: Record<string, string | readonly string[] | undefined>) => T) =>
    ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => (guard ? guard() : answer(request, params));

  return [
    http.get('*/api/admin/users', read((request) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return HttpResponse.json({ users: users.filter((u) => matches(`${u.email} ${u.first_name} ${u.last_name} ${u.company.name}`, q)) });
    })),
    http.get('*/api/admin/companies', read((request) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return HttpResponse.json({ companies: companies.filter((c) => matches(c.name, q)) });
    })),
    http.get('*/api/admin/users/:id', read((_r, params) => {
      const u = users.find((x) => x.id === params.id);
      return u ? HttpResponse.json(userDetail(u)) : notFound();
    })),
    http.patch('*/api/admin/users/:id', async ({ request, params }) => {
      const u = users.find((x) => x.id === params.id);
      if (!u) return notFound();
      const change = (await request.json()) as Partial<AdminUser> & { team_id?: string };
      const { team_id, ...flags } = change;
      Object.assign(u, flags);
      if (team_id) u.team = (adminTeamFixtures[u.company.id] ?? []).find((t) => t.id === team_id) ?? u.team;
      return HttpResponse.json(userDetail(u));
    }),
    http.delete('*/api/admin/users/:id', ({ params }) => {
      const i = users.findIndex((x) => x.id === params.id);
      if (i < 0) return notFound();
      const [gone] = users.splice(i, 1);
      return HttpResponse.json({ deleted: { id: gone!.id, email: gone!.email }, removed: { savedViews: 0, buyerLists: 0, noticeLists: 0 } });
    }),
    http.get('*/api/admin/companies/:id', read((_r, params) => {
      const c = companies.find((x) => x.id === params.id);
      return c ? HttpResponse.json(companyDetail(c)) : notFound();
    })),
    http.patch('*/api/admin/companies/:id', async ({ request, params }) => {
      const c = companies.find((x) => x.id === params.id);
      if (!c) return notFound();
      Object.assign(c, (await request.json()) as Partial<AdminCompany>);
      const types: DataType[] = dataTypesForPlan(c.payment_type);
      for (const extra of c.extra_data_types) if (!types.includes(extra)) types.push(extra);
      c.active_data_types = types;
      return HttpResponse.json(companyDetail(c));
    }),
    http.get('*/api/admin/session', read(() => HttpResponse.json(session))),
    http.post('*/api/admin/switch_company', () => new HttpResponse(null, { status: 204 })),
    http.post('*/api/admin/switch_team', () => new HttpResponse(null, { status: 204 })),
    http.get('*/api/admin/audit_log', read(() => HttpResponse.json({ entries: scenario === 'empty' ? [] : auditFixtures }))),
    http.get('*/api/admin/demo_requests', read(() => HttpResponse.json({ demo_requests: scenario === 'empty' ? [] : demoRequestFixtures }))),
    http.get('*/api/admin/sales_interactions', read(() => HttpResponse.json({ sales_interactions: scenario === 'empty' ? [] : salesInteractionFixtures }))),
  ];
}
