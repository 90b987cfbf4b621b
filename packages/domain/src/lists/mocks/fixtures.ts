import { RECORD_GUIDS, teamUserFixtures } from '../../leads/mocks/fixtures';
import type { ListsMockData } from './store';

export const BUYER_GUIDS = {
  leeds: '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a01',
  kent: '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a02',
  bristol: '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a03',
} as const;

const AT = '2026-11-01T09:00:00.000Z';
const OWNER = [
  'can_read',
  'create_buyer_list_entries',
  'delete_buyer_list_entries',
  'can_delete',
  'can_create',
];
const me = teamUserFixtures.maya;
const leo = teamUserFixtures.leo;

/** Maya's notice lists (one own, one Leo's shared) and buyer lists (private and team). */
export function listFixtures(): ListsMockData {
  return {
    me: { id: me.id, guid: me.guid, firstName: me.firstName, lastName: me.lastName },
    buyers: {
      [BUYER_GUIDS.leeds]: 'Leeds City Council',
      [BUYER_GUIDS.kent]: 'Kent County Council',
      [BUYER_GUIDS.bristol]: 'Bristol City Council',
    },
    recordLists: [
      {
        id: '31',
        guid: '3f1a0000-0000-4000-8000-000000000031',
        name: 'Cloud leads',
        sharingType: 'TEAM',
        user: { id: me.id, guid: me.guid, firstName: 'Maya', lastName: 'Patel' },
        recordCount: 1,
        createdAt: AT,
        updatedAt: AT,
      },
      {
        id: '32',
        guid: '3f1a0000-0000-4000-8000-000000000032',
        name: 'Housing',
        sharingType: 'TEAM',
        user: { id: leo.id, guid: leo.guid, firstName: 'Leo', lastName: 'Okafor' },
        recordCount: 0,
        createdAt: AT,
        updatedAt: AT,
      },
    ],
    memberships: { [RECORD_GUIDS.leedsCloud]: ['31'] },
    buyerLists: [
      {
        id: '41',
        guid: '4b1a0000-0000-4000-8000-000000000041',
        name: 'Councils',
        ownerId: me.id,
        sharingType: 'PRIVATE',
        entries: [{ id: '1', guid: BUYER_GUIDS.leeds, name: 'Leeds City Council' }],
        buyerGuids: [BUYER_GUIDS.leeds],
        permissionActions: OWNER,
        createdAt: AT,
        updatedAt: AT,
      },
      {
        id: '42',
        guid: '4b1a0000-0000-4000-8000-000000000042',
        name: 'Team targets',
        ownerId: leo.id,
        sharingType: 'TEAM',
        entries: [],
        buyerGuids: [],
        permissionActions: [
          'can_read',
          'create_buyer_list_entries',
          'delete_buyer_list_entries',
          'can_create',
        ],
        createdAt: AT,
        updatedAt: AT,
      },
    ],
  };
}
