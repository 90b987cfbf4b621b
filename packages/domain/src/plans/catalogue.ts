/**
 * The plans page and the paywalls, defined once (spec 2§1 plans, prices, allowances, customer success tiers and
 * add-ons; 2§2 "Plans page" and "Paywall"; 2§6 "Plan requirements for paywalls"; 2§9 prices). Pure data and
 * functions: the web app renders it, the server's paywall errors name the same data types, the tests read it.
 */
import type { DataType, Plan } from './index';

/** The four plans a customer can be on, cheapest first (the guest pass is not sold). */
export const SOLD_PLANS = ['FREEMIUM', 'BASIC', 'GROWTH', 'EXPERT'] as const satisfies readonly Plan[];
export type SoldPlan = (typeof SOLD_PLANS)[number];

export const PLAN_NAMES: Readonly<Record<Plan, string>> = {
  FREEMIUM: 'Free',
  BASIC: 'Basic',
  GROWTH: 'Growth',
  EXPERT: 'Expert',
  GUEST_PASS: 'Guest pass',
};

export type BillingPeriod = 'annual' | 'monthly';
export const BILLING_PERIODS: readonly BillingPeriod[] = ['annual', 'monthly'];

/** Spec 2§9 "Prices", in GBP. */
export const PRICES = {
  basicPerUserPerMonth: { annual: 50, monthly: 75 } as Readonly<Record<BillingPeriod, number>>,
  growthFromPerMonth: 475,
  createStrategyPerUserPerMonth: 100,
  createStrategyWasPerUserPerMonth: 400,
  bidStudioFromPerMonth: 990,
} as const;

/** Bid/no-bid report allowances (spec 2§1, 2§9): null is unlimited. */
export const BID_REPORT_ALLOWANCES: Readonly<Record<SoldPlan, { reports: number | null; per: 'lifetime' | 'month' | null; activeBidProjects: number | null }>> = {
  FREEMIUM: { reports: 3, per: 'lifetime', activeBidProjects: null },
  BASIC: { reports: 3, per: 'lifetime', activeBidProjects: null },
  GROWTH: { reports: 15, per: 'month', activeBidProjects: 5 },
  EXPERT: { reports: null, per: null, activeBidProjects: null },
};

/** Whole pounds, e.g. £1,000 (the plans entry stays free of the organisations rules). */
const formatGbp = (amount: number): string => `£${amount.toLocaleString('en-GB')}`;

export interface PlanCard {
  plan: SoldPlan;
  name: string;
  /** The price line for a billing period (only Basic's depends on it). */
  price: (period: BillingPeriod) => string;
  /** What the price is per. */
  priceNote: (period: BillingPeriod) => string;
  summary: string;
  /** How to move onto the plan from Free (spec 2§4): a payment link, or 'Get in touch' (book a demo). */
  cta: 'none' | 'payment_link' | 'book_a_demo';
  ctaLabel: string;
}

/** The four plan cards of the plans page (spec 2§1). */
export const PLAN_CARDS: readonly PlanCard[] = [
  {
    plan: 'FREEMIUM',
    name: 'Free',
    price: () => 'Free',
    priceNote: () => 'for unlimited users',
    summary: 'Tenders, PINs, open and historic tenders, procurement contacts and most tools.',
    cta: 'none',
    ctaLabel: 'Free forever',
  },
  {
    plan: 'BASIC',
    name: 'Basic',
    price: (period) => `From ${formatGbp(PRICES.basicPerUserPerMonth[period])}`,
    priceNote: (period) => `per user per month, billed ${period === 'annual' ? 'annually' : 'monthly'}`,
    summary: 'Adds awards, expiring contracts, live chat and self-serve integrations.',
    cta: 'payment_link',
    ctaLabel: 'Upgrade',
  },
  {
    plan: 'GROWTH',
    name: 'Growth',
    price: () => `From ${formatGbp(PRICES.growthFromPerMonth)}`,
    priceNote: () => 'per month',
    summary:
      'Adds buyer, supplier, contact, framework, spend and document intelligence, unlimited exports and a multi-team view.',
    cta: 'book_a_demo',
    ctaLabel: 'Get in touch',
  },
  {
    plan: 'EXPERT',
    name: 'Expert',
    price: () => 'Custom',
    priceNote: () => 'pricing',
    summary:
      'Adds managed analyst services (quarterly credits), multi-team instances, enterprise SAML/SSO and the top customer success benefits.',
    cta: 'book_a_demo',
    ctaLabel: 'Get in touch',
  },
];

/** A cell of a comparison table: included (true), not (false) or a short text. */
export type ComparisonValue = boolean | string;
export interface ComparisonRow {
  feature: string;
  values: Readonly<Record<SoldPlan, ComparisonValue>>;
}
export interface ComparisonSection {
  title: string;
  rows: readonly ComparisonRow[];
}

const row = (feature: string, free: ComparisonValue, basic: ComparisonValue, growth: ComparisonValue, expert: ComparisonValue): ComparisonRow => ({
  feature,
  values: { FREEMIUM: free, BASIC: basic, GROWTH: growth, EXPERT: expert },
});
/** A feature that comes with a plan and every dearer one. */
const from = (feature: string, plan: SoldPlan): ComparisonRow => {
  const at = SOLD_PLANS.indexOf(plan);
  const [free, basic, growth, expert] = SOLD_PLANS.map((_, i) => i >= at);
  return row(feature, free!, basic!, growth!, expert!);
};

/** 'Compare our plans in detail' (spec 2§2): the Sales Studio comparison. */
export const SALES_STUDIO_COMPARISON: readonly ComparisonSection[] = [
  {
    title: 'Market data',
    rows: [
      from('Tenders and PINs', 'FREEMIUM'),
      from('Open and historic tenders', 'FREEMIUM'),
      from('Procurement contacts', 'FREEMIUM'),
      row('Awards', 'Free viewing limit', true, true, true),
      from('Expiring contracts', 'BASIC'),
      from('Buyer intelligence', 'GROWTH'),
      from('Supplier intelligence', 'GROWTH'),
      from('Decision-maker contacts', 'GROWTH'),
      from('Framework intelligence', 'GROWTH'),
      from('Invoiced spend', 'GROWTH'),
      from('Document intelligence', 'GROWTH'),
    ],
  },
  {
    title: 'Pipeline tools',
    rows: [
      from('Signals and notice feed', 'FREEMIUM'),
      from('Notice and buyer lists', 'FREEMIUM'),
      row('Exports', 'Up to 500 rows', 'Up to 500 rows', 'Unlimited', 'Unlimited'),
      row('Bid/no-bid reports', '3 lifetime', '3 lifetime', '15 a month', 'Unlimited'),
      row('Active bid projects', false, false, '5', 'Unlimited'),
    ],
  },
  {
    title: 'Strategy tools',
    rows: [
      row('Create Strategy', 'Add-on', 'Add-on', 'Add-on', 'Add-on'),
      row('Managed analyst services', false, false, false, 'Quarterly credits'),
      from('Account briefings', 'EXPERT'),
    ],
  },
  {
    title: 'Platform security and admin',
    rows: [
      row('Users', 'Unlimited', 'Per user', 'Per team', 'Per team'),
      from('Multi-team view', 'GROWTH'),
      from('Multi-team instances', 'EXPERT'),
      from('Enterprise SAML/SSO', 'EXPERT'),
    ],
  },
  {
    title: 'Integrations',
    rows: [
      row('Salesforce, HubSpot, MSTeams, Slack', false, 'Self-serve', 'Supported', 'Supported'),
      row('Custom integration', false, false, 'Custom priced', 'Custom priced'),
    ],
  },
];

/** Customer success tiers per plan (spec 2§1). */
export const CUSTOMER_SUCCESS_TIERS: Readonly<Record<SoldPlan, string>> = {
  FREEMIUM: 'Bronze',
  BASIC: 'Silver',
  GROWTH: 'Gold',
  EXPERT: 'Platinum',
};

/** The customer success table that follows the comparison (spec 2§1 "Other plan-comparison details"). */
export const CUSTOMER_SUCCESS_ROWS: readonly ComparisonRow[] = [
  row('Onboarding session', false, '0.5 hour', '1 hour', 'Unlimited'),
  row('Office hours', false, false, 'Monthly', 'Weekly'),
  row('Support sessions', false, false, '1 hour a month', 'Unlimited'),
  row('Live chat', false, '9am-6pm Monday to Friday', '9am-6pm Monday to Friday', '9am-6pm Monday to Friday'),
];

/** The Bid Studio comparison (spec 2§2), on the newer layout's 'Bid Studio' tab. */
export const BID_STUDIO_COMPARISON: readonly ComparisonSection[] = [
  {
    title: 'Track tenders',
    rows: [from('Bid pipeline from qualification to submission', 'GROWTH'), row('Active bid projects', false, false, '5', 'Unlimited')],
  },
  {
    title: 'Win bids',
    rows: [
      row('AI bid/no-bid reports', '3 lifetime', '3 lifetime', '15 a month', 'Unlimited'),
      from('Draft bid responses', 'EXPERT'),
    ],
  },
  {
    title: 'AI source data',
    rows: [from('Tender documents', 'FREEMIUM'), from('Your own content library', 'EXPERT')],
  },
  {
    title: 'Platform',
    rows: [from('Assign, review and comment', 'GROWTH'), from('Enterprise SAML/SSO', 'EXPERT')],
  },
  {
    title: 'Integrations',
    rows: [row('Salesforce, HubSpot, MSTeams, Slack', false, 'Self-serve', 'Supported', 'Supported')],
  },
];

export interface AddOn {
  id: 'CREATE_STRATEGY' | 'BID_STUDIO';
  name: string;
  price: string;
  priceNote: string;
  /** The earlier price, struck through. */
  wasPrice?: string;
  badge?: string;
  description: string;
}

/** The add-ons section (spec 2§1): Create Strategy (early access, was 400) and Bid Studio. */
export const ADD_ONS: readonly AddOn[] = [
  {
    id: 'CREATE_STRATEGY',
    name: 'Create Strategy',
    price: formatGbp(PRICES.createStrategyPerUserPerMonth),
    priceNote: 'per user per month',
    wasPrice: formatGbp(PRICES.createStrategyWasPerUserPerMonth),
    badge: 'Early access',
    description: 'Strategy features that turn your market data into an account plan.',
  },
  {
    id: 'BID_STUDIO',
    name: 'Bid Studio',
    price: `From ${formatGbp(PRICES.bidStudioFromPerMonth)}`,
    priceNote: 'per month',
    description: 'Bid/no-bid reports, bid projects and response drafting for your bid team.',
  },
];

export const PLANS_PAGE_COPY = {
  heading: 'Plans to help you build public sector pipeline',
  newerHeading: 'Plans',
  studios: ['Sales Studio', 'Bid Studio'] as const,
  compareHeading: 'Compare our plans in detail',
  customerSuccessHeading: 'Customer success',
  addOnsHeading: 'Add-ons',
  bannerHeading: 'Become a preferred pub-sec supplier',
  bannerText: 'See how teams like yours find, shape and win public sector contracts.',
  freemiumPrompt: 'Not sure which plan is right for you? Book a demo and we will show you what each plan adds for your team.',
  currentPlan: 'Current plan',
} as const;

// ---- Paywalls -----------------------------------------------------------------------------------------

/** The paywall types: the data types, the awards lock and account briefings (spec 1§6, 2§2, 2§6). */
export const PAYWALL_TYPES = [
  'AWARDS',
  'AWARDS_LOCKED',
  'BIDS',
  'CREATE_BIDS',
  'CONTACTS',
  'BUYERS',
  'SUPPLIERS',
  'PARTNERS',
  'COMPETITORS',
  'DOCUMENTS',
  'SPEND',
  'FRAMEWORKS',
  'EXPORTS',
  'STRATEGY',
  'ACCOUNT_BRIEFINGS',
] as const;
export type PaywallType = (typeof PAYWALL_TYPES)[number];
export const isPaywallType = (value: string): value is PaywallType => (PAYWALL_TYPES as readonly string[]).includes(value);

/** Which plan unlocks a paywall: included in a plan, or an add-on to one (spec 2§2 plan note). */
export type PaywallRequirement = { plan: SoldPlan } | { addOn: AddOn['id']; to: SoldPlan };

export interface Paywall {
  type: PaywallType;
  /** The data type the server names in its paywall error, when there is one. */
  dataType: DataType | null;
  title: string;
  description: string;
  bullets: readonly string[];
  requires: PaywallRequirement;
  /** The picture beside the text (a path under the web app's public folder). */
  image: { src: string; alt: string };
  /** Spec 2§2: 'Upgrade' for awards features (Basic is a payment link away), else 'Book a demo'. */
  primary: 'Upgrade' | 'Book a demo';
}

const growth: PaywallRequirement = { plan: 'GROWTH' };

type PaywallText = Omit<Paywall, 'type' | 'primary' | 'image' | 'dataType'> & { image?: string };

const TEXT: Readonly<Record<PaywallType, PaywallText>> = {
  AWARDS: {
    title: 'See who won and for how much',
    description: 'Contract awards show the winning suppliers, award values and when each contract expires.',
    bullets: ['Winning suppliers and award values', 'Expiring contracts to plan your pipeline', 'Live chat with our team'],
    requires: { plan: 'BASIC' },
  },
  AWARDS_LOCKED: {
    title: 'Unlock contract awards',
    description: 'You have used your free award views. Upgrade to see every contract award and its suppliers.',
    bullets: ['Every contract award, with suppliers and values', 'Expiring contracts before they are re-tendered', 'Self-serve integrations'],
    requires: { plan: 'BASIC' },
    image: 'AWARDS',
  },
  BIDS: {
    title: 'Win more bids with Bid Studio',
    description: 'Qualify tenders faster and write stronger responses with your whole team in one place.',
    bullets: ['AI bid / no-bid reports on any tender', 'Track every bid from qualification to submission', 'Draft responses from your own content'],
    requires: { addOn: 'BID_STUDIO', to: 'GROWTH' },
  },
  CREATE_BIDS: {
    title: 'Create bid projects',
    description: 'Turn a qualified tender into a bid project with its questions, owners and deadlines.',
    bullets: ['Bid projects from any tender', 'Assign questions and reviewers', 'Draft answers from your content library'],
    requires: { addOn: 'BID_STUDIO', to: 'EXPERT' },
    image: 'BIDS',
  },
  CONTACTS: {
    title: 'Reach the decision makers',
    description: 'Find the people behind the procurement: job titles, seniority, emails and phone numbers.',
    bullets: ['Verified public-sector contacts', 'Filter by function and seniority', 'Send contacts to your CRM'],
    requires: growth,
  },
  BUYERS: {
    title: 'Know your buyers',
    description: 'See every buyer’s contracts, spend, expiring contracts and the suppliers they work with.',
    bullets: ['Award history and value by CPV', 'Upcoming contract expiries', 'Buyer relationships with suppliers'],
    requires: growth,
  },
  SUPPLIERS: {
    title: 'Track competitors and partners',
    description: 'Follow the suppliers you compete and partner with, and find renewals before they are re-tendered.',
    bullets: ['Save suppliers as competitor or partner signals', 'Their awards, frameworks and expiries', 'Renewal hunting across every buyer'],
    requires: growth,
  },
  PARTNERS: {
    title: 'Find work through your partners',
    description: 'Save the suppliers you partner with and see the contracts they win and when those come up again.',
    bullets: ['Partner signals in your feed', 'Their buyers and awards', 'Joint-bid opportunities'],
    requires: growth,
    image: 'SUPPLIERS',
  },
  COMPETITORS: {
    title: 'Keep ahead of your competitors',
    description: 'Save your competitors and see where they win, what they charge and when their contracts expire.',
    bullets: ['Competitor signals in your feed', 'Their buyers, awards and values', 'Contracts to win back at renewal'],
    requires: growth,
    image: 'SUPPLIERS',
  },
  DOCUMENTS: {
    title: 'Search buyer documents',
    description: 'Strategies, meeting minutes and budgets tell you what a buyer plans before it goes to tender.',
    bullets: ['Search across public-body documents', 'Get alerted when your keywords appear', 'Get ahead of the tender'],
    requires: growth,
  },
  SPEND: {
    title: 'See what buyers really spend',
    description: 'Invoiced spend shows who public bodies pay, for what and how much, beyond published awards.',
    bullets: ['Spend by supplier and buyer', 'Spot incumbents before a tender', 'Size your market with real payments'],
    requires: growth,
  },
  FRAMEWORKS: {
    title: 'Find the frameworks your buyers use',
    description: 'See which frameworks are live, who is on them and when they are up for renewal.',
    bullets: ['Framework lots and suppliers', 'Call-off activity by buyer', 'Renewal dates before they are published'],
    requires: growth,
  },
  EXPORTS: {
    title: 'Export without limits',
    description: 'Take notices, buyers, suppliers and contacts into your own tools, as CSV or Excel.',
    bullets: ['Unlimited exports', 'CSV and XLSX', 'Exports that follow your table’s columns'],
    requires: growth,
  },
  STRATEGY: {
    title: 'Plan your accounts with Create Strategy',
    description: 'Turn market data into an account strategy: priorities, buyers to target and the timing of each bid.',
    bullets: ['Account plans from your signals', 'Buyers ranked by fit', 'Early access pricing'],
    requires: { addOn: 'CREATE_STRATEGY', to: 'GROWTH' },
  },
  ACCOUNT_BRIEFINGS: {
    title: 'Account briefings from our analysts',
    description: 'Our analysts brief you on a buyer: its plans, its suppliers and how to position your offer.',
    bullets: ['Analyst-written buyer briefings', 'Quarterly analyst credits', 'Platinum customer success'],
    requires: { plan: 'EXPERT' },
  },
};

const DATA_TYPE_OF: Readonly<Partial<Record<PaywallType, DataType>>> = {
  AWARDS: 'AWARDS',
  AWARDS_LOCKED: 'AWARDS',
  BIDS: 'BIDS',
  CREATE_BIDS: 'CREATE_BIDS',
  CONTACTS: 'CONTACTS',
  BUYERS: 'BUYERS',
  SUPPLIERS: 'SUPPLIERS',
  PARTNERS: 'PARTNERS',
  COMPETITORS: 'COMPETITORS',
  DOCUMENTS: 'DOCUMENTS',
  SPEND: 'SPEND',
  FRAMEWORKS: 'FRAMEWORKS',
  EXPORTS: 'EXPORTS',
  STRATEGY: 'STRATEGY',
};

/** The paywall of a type (every type has one; the image is `/paywall/<type>.svg`). */
export function paywallFor(type: PaywallType): Paywall {
  const { image, ...text } = TEXT[type];
  const picture = (image ?? type).toLowerCase().replace(/_/g, '-');
  return {
    type,
    dataType: DATA_TYPE_OF[type] ?? null,
    ...text,
    image: { src: `/paywall/${picture}.svg`, alt: '' },
    primary: type === 'AWARDS' || type === 'AWARDS_LOCKED' ? 'Upgrade' : 'Book a demo',
  };
}

/** The plan note (spec 2§2): 'Available on our Growth plan' or 'Available as an add on to our Growth plan'. */
export function paywallPlanNote(requires: PaywallRequirement): string {
  if ('plan' in requires) return `Available on our ${PLAN_NAMES[requires.plan]} plan`;
  const addOn = ADD_ONS.find((a) => a.id === requires.addOn)!;
  return `${addOn.name} is available as an add on to our ${PLAN_NAMES[requires.to]} plan`;
}

/** The cheapest plan whose paywall requirement is met (spec 2§6 "Plan requirements for paywalls"). */
export function requiredPlan(type: PaywallType): SoldPlan {
  const requires = TEXT[type].requires;
  return 'plan' in requires ? requires.plan : requires.to;
}

/** The plan the page marks as the user's (a guest pass has none of the four). */
export const currentSoldPlan = (plan: Plan): SoldPlan | null => (plan === 'GUEST_PASS' ? null : plan);
