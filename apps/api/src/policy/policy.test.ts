import { describe, expect, it } from 'vitest';
import {
  BUYER_LIST_ACTIONS,
  buyerListActions,
  can,
  DATA_TYPES,
  dataTypesForPlan,
  exportDenial,
  isGuestPlan,
  PLAN_DATA_TYPES,
  type BuyerListAccess,
  type PolicySubject,
} from './index';
import { PLANS } from '@tenderlens/domain/plans';

const user = (over: Partial<PolicySubject> = {}): PolicySubject => ({
  id: 1,
  admin: false,
  active: true,
  plan: 'GROWTH',
  hasExportPermission: false,
  companyId: 10,
  teamId: 20,
  ...over,
});

describe('policy', () => {
  it.each(PLANS)('%s has the data types of the shared plans module, and dataType.use follows them', (plan) => {
    expect(dataTypesForPlan(plan)).toEqual(PLAN_DATA_TYPES[plan]);
    for (const dataType of DATA_TYPES)
      expect(can(user({ plan }), { type: 'dataType.use', dataType })).toBe(PLAN_DATA_TYPES[plan].includes(dataType));
  });

  it('marks only the guest pass as guest', () => {
    expect(isGuestPlan('GUEST_PASS')).toBe(true);
    expect(isGuestPlan('FREEMIUM')).toBe(false);
  });

  it('lets a user touch only their own notifications', () => {
    expect(can(user(), { type: 'notification.update', resource: { userId: 1 } })).toBe(true);
    expect(can(user(), { type: 'notification.update', resource: { userId: 2 } })).toBe(false);
    expect(can(user({ admin: true }), { type: 'notification.read', resource: { userId: 2 } })).toBe(false);
  });

  it('refuses anonymous and inactive users', () => {
    expect(can(null, { type: 'currentUser.read' })).toBe(false);
    expect(can(user({ active: false }), { type: 'notifications.list' })).toBe(false);
  });

  it('gates admin, data types and exports', () => {
    expect(can(user(), { type: 'admin.access' })).toBe(false);
    expect(can(user({ admin: true }), { type: 'admin.access' })).toBe(true);
    expect(can(user({ plan: 'BASIC' }), { type: 'dataType.use', dataType: 'CONTACTS' })).toBe(false);
    expect(can(user(), { type: 'dataType.use', dataType: 'CONTACTS' })).toBe(true);
    expect(can(user(), { type: 'export.rows', rows: 500 })).toBe(true);
    expect(can(user(), { type: 'export.rows', rows: 501 })).toBe(false);
    expect(can(user({ hasExportPermission: true }), { type: 'export.rows', rows: 10_000 })).toBe(true);
    expect(
      can(user({ plan: 'GUEST_PASS', hasExportPermission: true }), { type: 'export.rows', rows: 1 }),
    ).toBe(false);
  });

  it('scopes company reads to the user’s company (admins any)', () => {
    expect(can(user({ companyId: 7 }), { type: 'company.read', companyId: 7 })).toBe(true);
    expect(can(user({ companyId: 7 }), { type: 'company.read', companyId: 8 })).toBe(false);
    expect(can(user(), { type: 'company.read', companyId: 8 })).toBe(false);
    expect(can(user({ admin: true, companyId: 1 }), { type: 'company.read', companyId: 8 })).toBe(true);
  });

  it.each([
    ['GROWTH', false, false, true],
    ['GROWTH', true, true, true],
    ['FREEMIUM', false, false, true],
    ['FREEMIUM', true, false, false],
    ['FREEMIUM', false, true, false],
    ['BASIC', true, false, false],
    ['GUEST_PASS', false, false, false],
  ] as const)('signal settings update on %s (competitors %s, partners %s) → %s', (plan, competitors, partners, allowed) => {
    expect(can(user({ plan }), { type: 'signalSettings.update', competitors, partners })).toBe(allowed);
  });

  it('needs SUPPLIERS for supplier search and BUYERS for buyer stats', () => {
    expect(can(user(), { type: 'suppliers.search' })).toBe(true);
    expect(can(user({ plan: 'BASIC' }), { type: 'suppliers.search' })).toBe(false);
    expect(can(user({ plan: 'GUEST_PASS' }), { type: 'buyers.stats' })).toBe(false);
    expect(can(user({ plan: 'EXPERT' }), { type: 'buyers.stats' })).toBe(true);
    expect(can(user({ plan: 'GUEST_PASS' }), { type: 'records.search' })).toBe(true);
  });

  it.each([
    ['a guest', { plan: 'GUEST_PASS', hasExportPermission: true }, 1, 'guest'],
    ['a free user', { plan: 'FREEMIUM' }, 1, 'paywall'],
    ['a basic user', { plan: 'BASIC', hasExportPermission: true }, 1, 'paywall'],
    ['growth, 500 rows', {}, 500, null],
    ['growth, 501 rows', {}, 501, 'export_limit'],
    ['growth with permission, 1M rows', { hasExportPermission: true }, 1_000_000, null],
    ['an inactive user', { active: false, hasExportPermission: true }, 1, 'guest'],
  ] as const)('refuses exports for %s with the right reason', (_label, over, rows, code) => {
    const denial = exportDenial(user(over), rows);
    expect(denial?.code ?? null).toBe(code);
    expect(can(user(over), { type: 'export.rows', rows })).toBe(code === null);
  });

  it('explains the 500-row limit in the refusal', () => {
    expect(exportDenial(user(), 1234)?.message).toBe(
      'This export has 1,234 rows. Without export permission you can export up to 500 rows: narrow your results to 500 or less, or chat with our team to get export permission.',
    );
  });
});

describe('policy: core workspace', () => {
  const list = (over: Partial<BuyerListAccess> = {}): BuyerListAccess => ({
    companyId: 10,
    teamId: 20,
    ownerId: 1,
    sharingType: 'PRIVATE',
    grantedRoles: [],
    ...over,
  });

  it.each([
    ['GROWTH', 'TENDER', true],
    ['FREEMIUM', 'TENDER', true],
    ['FREEMIUM', 'AWARD', false],
    ['BASIC', 'AWARD', true],
    ['GUEST_PASS', 'PRE_TENDER', false],
  ] as const)('%s may write a %s lead: %s', (plan, stage, allowed) => {
    expect(can(user({ plan }), { type: 'lead.write', stage })).toBe(allowed);
  });

  it('lets only the author edit a comment of their company', () => {
    expect(can(user(), { type: 'comment.edit', resource: { authorId: 1, companyId: 10 } })).toBe(true);
    expect(can(user(), { type: 'comment.edit', resource: { authorId: 2, companyId: 10 } })).toBe(false);
    expect(can(user(), { type: 'comment.edit', resource: { authorId: 1, companyId: 11 } })).toBe(false);
  });

  it('needs AWARDS to create an opportunity from a strategy-paywalled context', () => {
    expect(can(user({ plan: 'FREEMIUM' }), { type: 'opportunity.write' })).toBe(true);
    expect(can(user({ plan: 'FREEMIUM' }), { type: 'opportunity.write', fromStrategy: true })).toBe(false);
    expect(can(user({ plan: 'BASIC' }), { type: 'opportunity.write', fromStrategy: true })).toBe(true);
    expect(can(user(), { type: 'opportunity.write', companyId: 11 })).toBe(false);
    expect(can(user({ plan: 'GUEST_PASS' }), { type: 'opportunity.write' })).toBe(false);
  });

  it('derives buyer-list actions from owner, sharing and grants', () => {
    expect(buyerListActions(user(), list())).toEqual([...BUYER_LIST_ACTIONS]);
    expect(buyerListActions(user({ id: 2 }), list())).toEqual([]);
    expect(buyerListActions(user({ id: 2 }), list({ sharingType: 'TEAM' }))).toEqual([
      'can_read',
      'create_buyer_list_entries',
      'delete_buyer_list_entries',
      'can_create',
    ]);
    expect(buyerListActions(user({ id: 2 }), list({ grantedRoles: ['VIEWER'] }))).toEqual([
      'can_read',
      'can_create',
    ]);
    expect(buyerListActions(user({ id: 2, companyId: 11 }), list({ sharingType: 'TEAM' }))).toEqual([]);
    expect(buyerListActions(user({ plan: 'FREEMIUM' }), list())).toEqual([]);
    expect(buyerListActions(user({ plan: 'GUEST_PASS' }), list())).toEqual([]);
  });
});
