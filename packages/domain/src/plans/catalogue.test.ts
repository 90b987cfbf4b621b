import { describe, expect, it } from 'vitest';
import {
  ADD_ONS,
  BID_STUDIO_COMPARISON,
  CUSTOMER_SUCCESS_ROWS,
  CUSTOMER_SUCCESS_TIERS,
  PAYWALL_TYPES,
  PLAN_CARDS,
  PLAN_DATA_TYPES,
  PLANS_PAGE_COPY,
  SALES_STUDIO_COMPARISON,
  paywallFor,
  paywallPlanNote,
  planIncludes,
  requiredPlan,
} from './index';

describe('plans page catalogue (spec 2§1, 2§2, 2§9)', () => {
  it('prices the four cards as the spec does', () => {
    expect(PLAN_CARDS.map((c) => c.name)).toEqual(['Free', 'Basic', 'Growth', 'Expert']);
    const basic = PLAN_CARDS[1]!;
    expect(basic.price('annual')).toBe('From £50');
    expect(basic.price('monthly')).toBe('From £75');
    expect(basic.priceNote('annual')).toBe('per user per month, billed annually');
    expect(PLAN_CARDS[2]!.price('annual')).toBe('From £475');
    expect(PLAN_CARDS[3]!.price('monthly')).toBe('Custom');
    expect(PLAN_CARDS[0]!.priceNote('annual')).toBe('for unlimited users');
  });

  it('has the comparison sections, customer success tiers and add-ons', () => {
    expect(PLANS_PAGE_COPY.heading).toBe('Plans to help you build public sector pipeline');
    expect(SALES_STUDIO_COMPARISON.map((s) => s.title)).toEqual([
      'Market data',
      'Pipeline tools',
      'Strategy tools',
      'Platform security and admin',
      'Integrations',
    ]);
    expect(BID_STUDIO_COMPARISON.map((s) => s.title)).toEqual(['Track tenders', 'Win bids', 'AI source data', 'Platform', 'Integrations']);
    expect(Object.values(CUSTOMER_SUCCESS_TIERS)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
    expect(CUSTOMER_SUCCESS_ROWS.map((r) => r.feature)).toEqual(['Onboarding session', 'Office hours', 'Support sessions', 'Live chat']);
    expect(CUSTOMER_SUCCESS_ROWS[0]!.values).toEqual({ FREEMIUM: false, BASIC: '0.5 hour', GROWTH: '1 hour', EXPERT: 'Unlimited' });
    expect(ADD_ONS.map((a) => [a.name, a.price, a.wasPrice ?? null])).toEqual([
      ['Create Strategy', '£100', '£400'],
      ['Bid Studio', 'From £990', null],
    ]);
  });
});

describe('paywalls (spec 2§2, 2§6)', () => {
  it('requires the plans of spec 2§6', () => {
    expect(requiredPlan('AWARDS')).toBe('BASIC');
    for (const type of ['PARTNERS', 'COMPETITORS', 'SUPPLIERS', 'BUYERS', 'CONTACTS', 'DOCUMENTS', 'SPEND', 'FRAMEWORKS', 'EXPORTS'] as const)
      expect(requiredPlan(type)).toBe('GROWTH');
    expect(requiredPlan('ACCOUNT_BRIEFINGS')).toBe('EXPERT');
  });

  it('words the plan note and the buttons', () => {
    expect(paywallPlanNote(paywallFor('CONTACTS').requires)).toBe('Available on our Growth plan');
    expect(paywallPlanNote(paywallFor('AWARDS').requires)).toBe('Available on our Basic plan');
    expect(paywallPlanNote(paywallFor('BIDS').requires)).toBe('Bid Studio is available as an add on to our Growth plan');
    expect(paywallFor('AWARDS').primary).toBe('Upgrade');
    expect(paywallFor('AWARDS_LOCKED').primary).toBe('Upgrade');
    expect(paywallFor('CONTACTS').primary).toBe('Book a demo');
    expect(paywallFor('PARTNERS').image.src).toBe('/paywall/suppliers.svg');
  });

  it('the required plan includes the paywalled data type', () => {
    for (const type of PAYWALL_TYPES) {
      const paywall = paywallFor(type);
      expect(paywall.title.length).toBeGreaterThan(0);
      expect(paywall.bullets.length).toBeGreaterThan(0);
      if (paywall.dataType && 'plan' in paywall.requires) {
        expect(planIncludes(requiredPlan(type), paywall.dataType), type).toBe(true);
        expect(PLAN_DATA_TYPES.FREEMIUM).not.toContain(paywall.dataType);
      }
    }
  });
});
