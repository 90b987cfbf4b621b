import { describe, expect, it } from 'vitest';
import { DATA_TYPES, PLANS, PLAN_DATA_TYPES, dataTypesForPlan, bidReportAllowance, isGuestPlan, planIncludes } from './index';

describe('plans', () => {
  it('gives each plan the data types of docs/contracts.md', () => {
    expect(PLAN_DATA_TYPES.FREEMIUM).toEqual([]);
    expect(PLAN_DATA_TYPES.BASIC).toEqual(['AWARDS']);
    const growth = ['AWARDS', 'BUYERS', 'SUPPLIERS', 'CONTACTS', 'FRAMEWORKS', 'DOCUMENTS', 'SPEND', 'EXPORTS', 'PARTNERS', 'COMPETITORS', 'BIDS'];
    expect(PLAN_DATA_TYPES.GROWTH).toEqual(growth);
    expect(PLAN_DATA_TYPES.EXPERT).toEqual([...growth, 'CREATE_BIDS', 'STRATEGY']);
    expect([...DATA_TYPES].sort()).toEqual([...growth, 'CREATE_BIDS', 'STRATEGY'].sort());
    expect(PLAN_DATA_TYPES.GUEST_PASS).toEqual([]);
  });

  it('only names known data types, and each plan is a superset of the cheaper one', () => {
    for (const plan of PLANS) for (const type of PLAN_DATA_TYPES[plan]) expect(DATA_TYPES).toContain(type);
    const order = ['FREEMIUM', 'BASIC', 'GROWTH', 'EXPERT'] as const;
    for (let i = 1; i < order.length; i += 1)
      for (const type of PLAN_DATA_TYPES[order[i - 1]!]) expect(planIncludes(order[i]!, type)).toBe(true);
  });

  it('hands out copies and knows the guest pass', () => {
    const types = dataTypesForPlan('BASIC');
    types.push('SPEND');
    expect(PLAN_DATA_TYPES.BASIC).toEqual(['AWARDS']);
    expect(isGuestPlan('GUEST_PASS')).toBe(true);
    expect(isGuestPlan('FREEMIUM')).toBe(false);
  });

  it('gives the bid report allowances of spec 2§1: Free 3 lifetime, Growth 15 a month and 5 bid projects, Expert unlimited', () => {
    expect(bidReportAllowance('FREEMIUM')).toEqual({ reports: 3, period: 'lifetime', activeBidProjects: null });
    expect(bidReportAllowance('GROWTH')).toEqual({ reports: 15, period: 'month', activeBidProjects: 5 });
    expect(bidReportAllowance('EXPERT').reports).toBeNull();
    expect(bidReportAllowance('GUEST_PASS').reports).toBe(0);
  });
});
