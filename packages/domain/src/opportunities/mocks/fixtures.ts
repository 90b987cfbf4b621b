import { RECORD_GUIDS } from '../../leads/mocks/fixtures';
import { teamUserFixtures } from '../../leads/mocks/fixtures';
import { BUYER_GUIDS } from '../../lists/mocks/fixtures';
import type { MockOpportunity, OpportunitiesMockData } from './store';

/** The default workflow's stages as the server seeds them (apps/api opportunities/workflow.ts). */
const STAGES = [
  { id: '101', name: 'Identified', group: 'Bidding', qualification: 'pre_engage_to_do', color: 'grey', iconName: 'eye' },
  { id: '102', name: 'Tender qualification', group: 'TenderQualification', qualification: 'in_review', color: 'blue', iconName: 'filter' },
  { id: '103', name: 'Bid preparation', group: 'Bidding', qualification: 'bid_prep', color: 'purple', iconName: 'edit' },
  { id: '104', name: 'Bid submitted', group: 'Bidding', qualification: 'bid_submitted', color: 'orange', iconName: 'send' },
  { id: '105', name: 'Won', group: 'Bidding', qualification: 'won', color: 'green', iconName: 'trophy' },
  { id: '106', name: 'Lost', group: 'Bidding', qualification: 'lost', color: 'red', iconName: 'close' },
  { id: '107', name: 'No bid', group: 'Bidding', qualification: 'no_bid', color: 'grey', iconName: 'stop' },
] as const;

const stage = (id: string) => {
  const s = STAGES.find((x) => x.id === id) ?? STAGES[0];
  return { id: s.id, name: s.name, color: s.color, iconName: s.iconName, transitionGroup: s.group };
};
const full = (id: string) => ({ ...stage(id), iconColor: null });

const person = (u: { id: string; guid: string; firstName: string; lastName: string }) => ({
  id: u.id,
  guid: u.guid,
  name: `${u.firstName} ${u.lastName}`,
});
const maya = person(teamUserFixtures.maya);
const leo = person(teamUserFixtures.leo);

function workflow() {
  return {
    id: '1',
    isDefault: true,
    transitions: STAGES.map((s, order) => ({
      id: String(order + 1),
      group: s.group,
      order,
      stage: { ...stage(s.id), qualification: s.qualification },
    })),
  };
}

/** The default workflow and three opportunities, one linked to the Leeds notice and buyer. */
export function opportunityFixtures(): OpportunitiesMockData {
  return {
    workflow: workflow(),
    users: [teamUserFixtures.maya, teamUserFixtures.leo, teamUserFixtures.jordan],
    opportunities: [
      {
        id: '61',
        name: 'Leeds cloud hosting bid',
        description: 'Re-tender of the hosting contract',
        value: 250000,
        stage: full('102'),
        buyers: [{ id: BUYER_GUIDS.leeds, name: 'Leeds City Council' }],
        entities: [
          { entityId: RECORD_GUIDS.leedsCloud, entityType: 'Notice' },
          { entityId: BUYER_GUIDS.leeds, entityType: 'Organisation' },
        ],
        links: [
          { entityId: RECORD_GUIDS.leedsCloud, entityType: 'Notice', name: 'Cloud hosting and managed services', detail: 'OPEN' },
          { entityId: BUYER_GUIDS.leeds, entityType: 'Organisation', name: 'Leeds City Council', detail: 'BUYER' },
        ],
        buyerActivity: [
          {
            guid: RECORD_GUIDS.leedsCloud,
            name: 'Cloud hosting and managed services',
            stage: 'OPEN',
            buyerName: 'Leeds City Council',
            publishDate: '2026-11-02T09:00:00.000Z',
            closeDate: '2026-12-14T12:00:00.000Z',
            value: 250000,
            redacted: false,
          },
          {
            guid: '5b1f0c3e-9a7d-4e62-8c1b-2f3d4e5a6b7c',
            name: 'Data platform support',
            stage: 'AWARDED',
            buyerName: 'Leeds City Council',
            publishDate: '2026-08-12T09:00:00.000Z',
            closeDate: null,
            value: null,
            redacted: true,
          },
        ],
        assignedTo: maya,
        createdBy: maya,
        closeDate: '2026-12-14',
        submissionDate: '2026-12-10',
        clarificationDeadline: '2026-12-01',
        routeToMarket: 'Open tender',
        updatedAt: '2026-11-18T09:00:00.000Z',
      },
      {
        id: '62',
        name: 'Kent housing system',
        description: null,
        value: 1200000,
        stage: full('101'),
        buyers: [{ id: BUYER_GUIDS.kent, name: 'Kent County Council' }],
        entities: [{ entityId: BUYER_GUIDS.kent, entityType: 'Organisation' }],
        links: [{ entityId: BUYER_GUIDS.kent, entityType: 'Organisation', name: 'Kent County Council', detail: 'BUYER' }],
        assignedTo: leo,
        createdBy: maya,
        closeDate: '2027-01-20',
        updatedAt: '2026-11-19T09:00:00.000Z',
      },
      {
        id: '63',
        name: 'Bristol analytics framework',
        description: null,
        value: null,
        stage: null,
        buyers: [],
        entities: [],
        createdBy: leo,
        updatedAt: '2026-11-10T09:00:00.000Z',
      },
    ],
  };
}

/** A pipeline of `count` opportunities spread over the stages (stories and the board benchmark). */
export function pipelineFixtures(count: number): OpportunitiesMockData {
  const base = opportunityFixtures();
  const buyers = [
    { id: BUYER_GUIDS.leeds, name: 'Leeds City Council' },
    { id: BUYER_GUIDS.kent, name: 'Kent County Council' },
  ];
  const opportunities: MockOpportunity[] = Array.from({ length: count }, (_, i) => {
    const buyer = buyers[i % buyers.length] ?? buyers[0];
    return {
      id: String(1000 + i),
      name: `Pipeline opportunity ${i + 1}`,
      description: null,
      value: ((i * 7919) % 90 + 10) * 10_000,
      stage: full(STAGES[i % STAGES.length]?.id ?? '101'),
      buyers: buyer ? [buyer] : [],
      entities: buyer ? [{ entityId: buyer.id, entityType: 'Organisation' }] : [],
      assignedTo: i % 3 === 0 ? leo : maya,
      createdBy: maya,
      closeDate: `2027-0${(i % 9) + 1}-1${i % 10}`,
      updatedAt: new Date(Date.UTC(2026, 10, 20) - i * 60_000).toISOString(),
    };
  });
  return { ...base, opportunities };
}

/** The fixtures with two bids in progress (Bid preparation, Bid submitted): the /bids stories. */
export function bidProjectFixtures(): OpportunitiesMockData {
  const base = opportunityFixtures();
  const [leedsBid, kent] = base.opportunities;
  if (!leedsBid || !kent) return base;
  return {
    ...base,
    opportunities: [
      { ...leedsBid, stage: full('103') },
      { ...kent, stage: full('104'), submissionDate: '2027-01-15' },
      ...base.opportunities.slice(2),
    ],
  };
}
