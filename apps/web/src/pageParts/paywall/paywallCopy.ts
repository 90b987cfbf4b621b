import type { GatedDataType } from '../../navigation/navItems';

export interface PaywallCopy {
  title: string;
  description: string;
  bullets: string[];
  plan: string;
}

/** What the paywall says for each locked navigation item (spec 2§2 "Paywall"; plan tiers of spec 2§1). */
export const PAYWALL_COPY: Record<GatedDataType, PaywallCopy> = {
  BIDS: {
    title: 'Win more bids with Bid Studio',
    description: 'Qualify tenders faster and write stronger responses with your whole team in one place.',
    bullets: [
      'AI bid / no-bid reports on any tender',
      'Track every bid from qualification to submission',
      'Draft responses from your own content',
    ],
    plan: 'Available on our Growth plan',
  },
  FRAMEWORKS: {
    title: 'Find the frameworks your buyers use',
    description: 'See which frameworks are live, who is on them and when they are up for renewal.',
    bullets: [
      'Framework lots and suppliers',
      'Call-off activity by buyer',
      'Renewal dates before they are published',
    ],
    plan: 'Available on our Growth plan',
  },
  SPEND: {
    title: 'See what buyers really spend',
    description:
      'Invoiced spend shows who public bodies pay, for what and how much, beyond published awards.',
    bullets: [
      'Spend by supplier and buyer',
      'Spot incumbents before a tender',
      'Size your market with real payments',
    ],
    plan: 'Available on our Growth plan',
  },
  DOCUMENTS: {
    title: 'Search buyer documents',
    description:
      'Strategies, meeting minutes and budgets tell you what a buyer plans before it goes to tender.',
    bullets: [
      'Search across public-body documents',
      'Get alerted when your keywords appear',
      'Get ahead of the tender',
    ],
    plan: 'Available on our Growth plan',
  },
  CONTACTS: {
    title: 'Reach the decision makers',
    description: 'Find the people behind the procurement: job titles, seniority, emails and phone numbers.',
    bullets: [
      'Verified public-sector contacts',
      'Filter by function and seniority',
      'Send contacts to your CRM',
    ],
    plan: 'Available on our Growth plan',
  },
  BUYERS: {
    title: 'Know your buyers',
    description: 'See every buyer’s contracts, spend, expiring contracts and the suppliers they work with.',
    bullets: [
      'Award history and value by CPV',
      'Upcoming contract expiries',
      'Buyer relationships with suppliers',
    ],
    plan: 'Available on our Growth plan',
  },
  SUPPLIERS: {
    title: 'Track competitors and partners',
    description:
      'Follow the suppliers you compete and partner with, and find renewals before they are re-tendered.',
    bullets: [
      'Save suppliers as competitor or partner signals',
      'Their awards, frameworks and expiries',
      'Renewal hunting across every buyer',
    ],
    plan: 'Available on our Growth plan',
  },
};
