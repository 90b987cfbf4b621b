/**
 * `@tenderlens/domain/plans`: the plans, the data types each includes, the guest pass and the export limits — the one
 * definition that the server's policy (apps/api/src/policy), the domain's rules and schemas, the mocks and the tests
 * all import (spec 1§6, 2§6; docs/contracts.md "Data types"). Pure: no React, no urql, no zod, so the server can
 * import it without the client.
 */
import { SOLD_PLANS, type SoldPlan } from './catalogue';

/** Subscription data types that gate features (spec 2§6 "Data entitlements"). */
export const DATA_TYPES = [
  'AWARDS',
  'BUYERS',
  'SUPPLIERS',
  'CONTACTS',
  'FRAMEWORKS',
  'DOCUMENTS',
  'SPEND',
  'EXPORTS',
  'PARTNERS',
  'COMPETITORS',
  'BIDS',
  'CREATE_BIDS',
  'STRATEGY',
] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** A company's plan (its `payment_type`); a guest pass is a plan of its own. */
export const PLANS = ['FREEMIUM', 'BASIC', 'GROWTH', 'EXPERT', 'GUEST_PASS'] as const;
export type Plan = (typeof PLANS)[number];

/** Expert's extras; Growth is every other data type. */
const EXPERT_ONLY: readonly DataType[] = ['CREATE_BIDS', 'STRATEGY'];
const GROWTH: readonly DataType[] = DATA_TYPES.filter((t) => !EXPERT_ONLY.includes(t));

/** What each plan includes: Free nothing, Basic awards, Growth the market data, Expert also bids and strategy. */
export const PLAN_DATA_TYPES: Readonly<Record<Plan, readonly DataType[]>> = {
  FREEMIUM: [],
  BASIC: ['AWARDS'],
  GROWTH,
  EXPERT: [...GROWTH, ...EXPERT_ONLY],
  GUEST_PASS: [],
};

/** A fresh copy of the plan's data types. */
export function dataTypesForPlan(plan: Plan): DataType[] {
  return [...PLAN_DATA_TYPES[plan]];
}

export function planIncludes(plan: Plan, dataType: DataType): boolean {
  return PLAN_DATA_TYPES[plan].includes(dataType);
}

/** A guest pass: read-only, no data types, upgrade prompts instead of paywalled features. */
export function isGuestPlan(plan: Plan): boolean {
  return plan === 'GUEST_PASS';
}

export const isDataType = (value: string): value is DataType => (DATA_TYPES as readonly string[]).includes(value);
export const isPlan = (value: string): value is Plan => (PLANS as readonly string[]).includes(value);

/** Rows over this need the export permission (spec 1§5, 2§5). */
export const EXPORT_LIMIT_WITHOUT_PERMISSION = 500;

/** Rows over this are exported as a background job (spec 2§4 "Async export"). */
export const SYNC_EXPORT_ROW_LIMIT = 4000;

/**
 * Bid/no-bid AI report allowances (spec 1§1, 2§1, 2§9): Free 3 lifetime; Growth 15 per month and 5
 * active bid projects; Expert unlimited (`null`). Basic is not named by the spec and gets Free's
 * allowance; a guest pass none (decision 0034).
 */
export interface BidReportAllowance {
  /** Reports per period; `null` = unlimited. */
  reports: number | null;
  period: 'lifetime' | 'month';
  /** Opportunities in bidding stages at once; `null` = not limited. */
  activeBidProjects: number | null;
}

export const BID_REPORT_ALLOWANCES: Readonly<Record<Plan, BidReportAllowance>> = {
  FREEMIUM: { reports: 3, period: 'lifetime', activeBidProjects: null },
  BASIC: { reports: 3, period: 'lifetime', activeBidProjects: null },
  GROWTH: { reports: 15, period: 'month', activeBidProjects: 5 },
  EXPERT: { reports: null, period: 'month', activeBidProjects: null },
  GUEST_PASS: { reports: 0, period: 'lifetime', activeBidProjects: 0 },
};

export function bidReportAllowance(plan: Plan): BidReportAllowance {
  return BID_REPORT_ALLOWANCES[plan];
}

/**
 * How a plan changes (spec 2§4 "Plans"): Free → Basic through a payment link, Free → Growth/Expert
 * through 'Get in touch' (book a demo); Basic → Free through support chat; Growth/Expert ask for a
 * downgrade (POST api/subscription/downgrade) and their account manager is notified.
 */
export type PlanChangeRoute = 'payment_link' | 'book_a_demo' | 'support_chat' | 'downgrade_request';
export function planChangeRoute(from: Plan, to: SoldPlan): PlanChangeRoute | null {
  if (from === to || from === 'GUEST_PASS') return null;
  if (from === 'FREEMIUM') return to === 'BASIC' ? 'payment_link' : 'book_a_demo';
  if (from === 'BASIC') return to === 'FREEMIUM' ? 'support_chat' : 'book_a_demo';
  const rank = SOLD_PLANS.indexOf(to);
  return rank < SOLD_PLANS.indexOf(from) ? 'downgrade_request' : 'book_a_demo';
}
// The plans page and the paywalls (prices, comparison, customer success, add-ons, paywall copy and requirements).
export * from './catalogue';
