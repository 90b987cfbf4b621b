import type { AdminCompany, AdminSession, AdminTeam, AdminUser, AuditEntry, DemoRequestEntry, SalesInteractionEntry } from '../schemas/admin';
import { dataTypesForPlan } from '../../plans/index';

const company = (id: string, name: string, plan: AdminCompany['payment_type'], users: number, over: Partial<AdminCompany> = {}): AdminCompany => ({
  id,
  guid: `00000000-0000-4000-8000-00000000000${id}`,
  name,
  payment_type: plan,
  extra_data_types: [],
  active_data_types: dataTypesForPlan(plan),
  seats: null,
  bid_report_allowance: null,
  is_demo: false,
  user_count: users,
  ...over,
});

export const adminCompanyFixtures: AdminCompany[] = [
  company('1', 'FreeCo', 'FREEMIUM', 1),
  company('2', 'Northwind Digital Ltd', 'GROWTH', 2, { seats: 10, bid_report_allowance: 15, is_demo: true }),
  company('3', 'Tenderlens Staff', 'EXPERT', 1),
];

export const adminTeamFixtures: Record<string, AdminTeam[]> = {
  '1': [{ id: '11', name: 'FreeCo' }],
  '2': [
    { id: '21', name: 'Bids' },
    { id: '22', name: 'Sales' },
  ],
  '3': [{ id: '31', name: 'Staff' }],
};

const user = (id: string, email: string, first: string, last: string, companyId: string, over: Partial<AdminUser> = {}): AdminUser => ({
  id,
  guid: `10000000-0000-4000-8000-00000000000${id}`,
  email,
  first_name: first,
  last_name: last,
  admin: false,
  active: true,
  has_export_permission: false,
  role: 'member',
  company: { id: companyId, name: adminCompanyFixtures.find((c) => c.id === companyId)!.name },
  team: adminTeamFixtures[companyId]![0]!,
  ...over,
});

export const adminUserFixtures: AdminUser[] = [
  user('1', 'admin@tenderlens.test', 'Ada', 'Admin', '3', { admin: true, has_export_permission: true }),
  user('2', 'maya@northwind.test', 'Maya', 'Patel', '2', { has_export_permission: true, role: 'owner' }),
  user('3', 'leo@northwind.test', 'Leo', 'Grant', '2', { team: { id: '22', name: 'Sales' } }),
  user('4', 'sam@freeco.test', 'Sam', 'Reid', '1'),
];

export const adminSessionFixture: AdminSession = {
  acting: false,
  company: { id: '3', name: 'Tenderlens Staff' },
  team: { id: '31', name: 'Staff' },
  home_company: { id: '3', name: 'Tenderlens Staff' },
  home_team: { id: '31', name: 'Staff' },
  teams: adminTeamFixtures['3']!,
};

export const demoRequestFixtures: DemoRequestEntry[] = [
  {
    id: '1',
    first_name: 'Sam',
    last_name: 'Reid',
    email: 'sam@freeco.test',
    phone: '+44 20 7946 0958',
    context: 'SUPPLIERS',
    created_at: '2026-11-20T09:30:00.000Z',
    company: { name: 'FreeCo' },
    email_status: 'sent',
  },
];

export const salesInteractionFixtures: SalesInteractionEntry[] = [
  { id: '2', action_type: 'PAYWALL_OPENED', data_type: 'SUPPLIERS', page_url: '/suppliers', context_source: 'paywall_page', created_at: '2026-11-20T09:28:00.000Z', company_name: 'FreeCo' },
  { id: '1', action_type: 'BOOK_A_DEMO_CANCELLED', data_type: null, page_url: '/plans', context_source: 'book_a_demo_modal', created_at: '2026-11-19T15:02:00.000Z', company_name: 'FreeCo' },
];

export const auditFixtures: AuditEntry[] = [
  { id: '1', admin_email: 'admin@tenderlens.test', acting_company: null, action: 'company.update', target_type: 'company', target_id: '1', created_at: '2026-11-20T10:00:00.000Z' },
];
