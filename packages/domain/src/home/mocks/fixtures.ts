import { serialiseNoticeFilters } from '../../notices/schemas/noticeFilters';
import { homeCardFilters, type HomeCardContext, type HomeNoticeCardKind } from '../rules/homeCards';
import type { Home, HomeNoticeCard, HomeNoticeItem } from '../schemas/home';

const DAY = 86_400_000;
const at = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString();

/** Maya (userFixtures.growth) with one team buyer list. */
const context = (now: Date): HomeCardContext => ({ since: new Date(now.getTime() - 2 * DAY), userGuid: 'usr-maya-0002', buyerListIds: ['31'] });

const card = (kind: HomeNoticeCardKind, now: Date, items: HomeNoticeItem[], total = items.length): HomeNoticeCard => ({
  lock: null,
  total,
  totalIsEstimate: false,
  items,
  noticeFilters: serialiseNoticeFilters(homeCardFilters(kind, context(now))),
});

const item = (guid: string, name: string, buyerName: string, stage: string, date: string, relevanceScore: number): HomeNoticeItem => ({
  guid,
  name,
  buyerName,
  stage,
  date,
  relevanceScore,
});

/**
 * Home for Maya (Northwind, Growth) relative to `now` (deterministic for a fixed clock): new notices
 * since two days ago, two leads closing, one expiring contract, team activity of each kind, one alert.
 */
export function homeFixture(now: Date): Home {
  return {
    since: new Date(now.getTime() - 2 * DAY).toISOString(),
    hasSignals: true,
    hasBuyerLists: true,
    newNotices: card(
      'newNotices',
      now,
      [
        item('5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e01', 'Provision of Cloud Hosting Services for Leeds City Council', 'Leeds City Council', 'OPEN', at(now, -1), 3),
        item('5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e02', 'Digital Patient Engagement Platform', 'Manchester University NHS Foundation Trust', 'OPEN', at(now, -1), 2),
        item('5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e03', 'Identity Verification Service', 'Department for Work and Pensions', 'PRE_TENDER', at(now, -2), 1),
      ],
      12,
    ),
    closingLeads: card('closingLeads', now, [
      item('5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e04', 'Data Platform Modernisation', 'Cardiff Council', 'OPEN', at(now, 3), 3),
      item('5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e05', 'Managed Print Services', 'Leeds City Council', 'OPEN', at(now, 11), 1),
    ]),
    expiringContracts: card('expiringContracts', now, [
      item('5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e06', 'Housing Management System', 'Leeds City Council', 'AWARDED', at(now, 45), 2),
    ]),
    teamActivity: {
      lock: null,
      items: [
        { id: 'comment-1', kind: 'COMMENT', at: at(now, -0.1), actorName: 'Leo Okafor', assigneeName: null, commentText: 'Worth a bid: we hosted their pilot.', recordGuid: '5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e01', recordName: 'Provision of Cloud Hosting Services for Leeds City Council' },
        { id: 'assignment-2', kind: 'ASSIGNMENT', at: at(now, -1), actorName: 'Leo Okafor', assigneeName: 'Maya Patel', commentText: null, recordGuid: '5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e04', recordName: 'Data Platform Modernisation' },
        { id: 'hide-3', kind: 'HIDE', at: at(now, -3), actorName: 'Maya Patel', assigneeName: null, commentText: null, recordGuid: '5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e07', recordName: 'Grounds Maintenance Framework' },
      ],
    },
    alerts: { lock: null, total: 1, items: [{ id: 'alert-1', name: 'Cloud tenders', frequency: 'DAILY', disabled: false, destinationType: 'EMAIL' }] },
  };
}

const emptyCard = (kind: HomeNoticeCardKind, now: Date) => card(kind, now, []);

/** A brand-new team: no signals, no leads, no lists, no activity, no alerts. */
export function homeEmptyFixture(now: Date): Home {
  return {
    since: new Date(now.getTime() - 7 * DAY).toISOString(),
    hasSignals: false,
    hasBuyerLists: false,
    newNotices: emptyCard('newNotices', now),
    closingLeads: emptyCard('closingLeads', now),
    expiringContracts: emptyCard('expiringContracts', now),
    teamActivity: { lock: null, items: [] },
    alerts: { lock: null, total: 0, items: [] },
  };
}

/** A Free plan: expiring contracts (buyer lists, BUYERS) behind the paywall. */
export function homeLockedFixture(now: Date): Home {
  const home = homeFixture(now);
  return { ...home, hasBuyerLists: false, expiringContracts: { ...emptyCard('expiringContracts', now), lock: 'PAYWALL' } };
}

/** A guest pass: new notices only; the workspace cards are for members. */
export function homeGuestFixture(now: Date): Home {
  const home = homeFixture(now);
  const locked = (kind: HomeNoticeCardKind) => ({ ...emptyCard(kind, now), lock: 'GUEST' as const });
  return {
    ...home,
    hasBuyerLists: false,
    closingLeads: locked('closingLeads'),
    expiringContracts: locked('expiringContracts'),
    teamActivity: { lock: 'GUEST', items: [] },
    alerts: { lock: 'GUEST', total: 0, items: [] },
  };
}
