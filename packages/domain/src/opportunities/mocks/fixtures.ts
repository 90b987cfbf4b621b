import { RECORD_GUIDS } from '../../leads/mocks/fixtures';
import { BUYER_GUIDS } from '../../lists/mocks/fixtures';
import type { OpportunitiesMockData } from './store';

const stage = (id: string, name: string, group: string) => ({
  id,
  name,
  color: null,
  transitionGroup: group,
});

/** The default workflow and three opportunities, one linked to the Leeds notice and buyer. */
export function opportunityFixtures(): OpportunitiesMockData {
  const workflow = {
    id: '1',
    isDefault: true,
    transitions: [
      { id: '1', group: 'Bidding', order: 0, stage: stage('101', 'Identified', 'Bidding') },
      {
        id: '2',
        group: 'TenderQualification',
        order: 1,
        stage: stage('102', 'Tender qualification', 'TenderQualification'),
      },
      { id: '3', group: 'Bidding', order: 2, stage: stage('103', 'Bid preparation', 'Bidding') },
      { id: '4', group: 'Bidding', order: 3, stage: stage('104', 'Bid submitted', 'Bidding') },
    ],
  };
  const full = (s: ReturnType<typeof stage>) => ({ ...s, iconName: null, iconColor: null });
  return {
    workflow,
    opportunities: [
      {
        id: '61',
        name: 'Leeds cloud hosting bid',
        description: 'Re-tender of the hosting contract',
        value: 250000,
        stage: full(stage('102', 'Tender qualification', 'TenderQualification')),
        buyers: [{ id: BUYER_GUIDS.leeds, name: 'Leeds City Council' }],
        entities: [
          { entityId: RECORD_GUIDS.leedsCloud, entityType: 'Notice' },
          { entityId: BUYER_GUIDS.leeds, entityType: 'Organisation' },
        ],
        updatedAt: '2026-11-18T09:00:00.000Z',
      },
      {
        id: '62',
        name: 'Kent housing system',
        description: null,
        value: 1200000,
        stage: full(stage('101', 'Identified', 'Bidding')),
        buyers: [{ id: BUYER_GUIDS.kent, name: 'Kent County Council' }],
        entities: [{ entityId: BUYER_GUIDS.kent, entityType: 'Organisation' }],
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
        updatedAt: '2026-11-10T09:00:00.000Z',
      },
    ],
  };
}
