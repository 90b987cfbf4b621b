import { describe, expect, it } from 'vitest';
import { can, dataTypesForPlan, isGuestPlan, type PolicySubject } from './index';

const user = (over: Partial<PolicySubject> = {}): PolicySubject => ({
  id: 1,
  admin: false,
  active: true,
  plan: 'GROWTH',
  hasExportPermission: false,
  ...over,
});

describe('policy', () => {
  it.each([
    ['FREEMIUM', []],
    ['BASIC', ['AWARDS']],
    ['GROWTH', ['AWARDS', 'BUYERS', 'SUPPLIERS', 'CONTACTS', 'FRAMEWORKS', 'DOCUMENTS', 'SPEND', 'EXPORTS', 'PARTNERS', 'COMPETITORS', 'BIDS']],
    ['EXPERT', ['AWARDS', 'BUYERS', 'SUPPLIERS', 'CONTACTS', 'FRAMEWORKS', 'DOCUMENTS', 'SPEND', 'EXPORTS', 'PARTNERS', 'COMPETITORS', 'BIDS', 'CREATE_BIDS', 'STRATEGY']],
    ['GUEST_PASS', []],
  ] as const)('%s has data types %j', (plan, types) => {
    expect(dataTypesForPlan(plan)).toEqual(types);
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
    expect(can(user({ plan: 'GUEST_PASS', hasExportPermission: true }), { type: 'export.rows', rows: 1 })).toBe(false);
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
});
