import type { Comment, Lead, TeamUser } from '../schemas/lead';
import type { LeadsMockData } from './store';

const user = (id: string, first: string, last: string, guid: string, active = true): TeamUser => ({
  id,
  guid,
  email: `${first.toLowerCase()}@northwind.test`,
  firstName: first,
  lastName: last,
  active,
});

export const teamUserFixtures = {
  maya: user('2', 'Maya', 'Patel', '0b7a9d1e-2c3f-4a5b-8c6d-7e8f9a0b1c2d'),
  leo: user('3', 'Leo', 'Okafor', '1c8b0e2f-3d4a-4b6c-9d7e-8f9a0b1c2d3e'),
  jordan: user('6', 'Jordan', 'Blake', '2d9c1f3a-4e5b-4c7d-8e8f-9a0b1c2d3e4f', false),
} as const;

export const RECORD_GUIDS = {
  leedsCloud: '5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e01',
  kentHousing: '5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e07',
} as const;

const lead = (
  id: string,
  stage: Lead['stage'],
  recordGuid: string,
  recordTitle: string,
  over: Partial<Lead> = {},
): Lead => ({
  id,
  stage,
  recordGuid,
  recordTitle,
  noticeStage: stage === 'PRE_TENDER' ? 'PRE_TENDER' : 'OPEN',
  qualification: 'unqualified',
  procurementStageQualification: null,
  hiddenDate: null,
  assignee: null,
  commentCount: 0,
  ...over,
});

/** A lead per timeline stage of two real-looking notices; one hidden, one assigned with comments. */
export function leadFixtures(now: Date = new Date('2026-11-20T10:00:00Z')): LeadsMockData {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const comments: Comment[] = [
    {
      id: '501',
      procurementStageId: '11',
      content: `Their current contract ends in March @[Maya Patel](${teamUserFixtures.maya.guid})`,
      author: { guid: teamUserFixtures.leo.guid, firstName: 'Leo', lastName: 'Okafor' },
      createdAt: at(120),
      lastEditedAt: null,
      deletedAt: null,
    },
    {
      id: '502',
      procurementStageId: '11',
      content: 'I will call the digital team.',
      author: { guid: teamUserFixtures.maya.guid, firstName: 'Maya', lastName: 'Patel' },
      createdAt: at(60),
      lastEditedAt: at(50),
      deletedAt: null,
    },
    {
      id: '503',
      procurementStageId: '11',
      content: '',
      author: { guid: teamUserFixtures.leo.guid, firstName: 'Leo', lastName: 'Okafor' },
      createdAt: at(30),
      lastEditedAt: null,
      deletedAt: at(20),
    },
  ];
  return {
    me: teamUserFixtures.maya,
    users: [teamUserFixtures.maya, teamUserFixtures.leo, teamUserFixtures.jordan],
    comments,
    leads: [
      lead(
        '10',
        'PRE_TENDER',
        RECORD_GUIDS.leedsCloud,
        'Provision of Cloud Hosting Services for Leeds City Council',
      ),
      lead(
        '11',
        'TENDER',
        RECORD_GUIDS.leedsCloud,
        'Provision of Cloud Hosting Services for Leeds City Council',
        {
          assignee: teamUserFixtures.leo,
          commentCount: 2,
        },
      ),
      lead(
        '20',
        'TENDER',
        RECORD_GUIDS.kentHousing,
        'Housing Management System Replacement for Kent County Council',
        {
          qualification: 'not_relevant',
          hiddenDate: at(600),
          procurementStageQualification: {
            id: 'q-20',
            qualification: 'not_relevant',
            qualifiedById: teamUserFixtures.leo.id,
            contextSource: 'feed',
            score: '1',
            signalTypes: ['keyword'],
            createdAt: at(600),
            updatedAt: at(600),
          },
        },
      ),
    ],
    seenBy: {
      [RECORD_GUIDS.leedsCloud]: [{ guid: teamUserFixtures.leo.guid, firstName: 'Leo', lastName: 'Okafor' }],
    },
  };
}

const SAMPLE_COMMENTS = [
  `Worth a look: the scope matches our hosting offer @[Maya Patel](${teamUserFixtures.maya.guid})`,
  'I have asked the bid team for a first read of the specification.',
  'The incumbent contract ends next spring.',
];

/** As many comments (by Leo) as each lead's commentCount, so a count and its panel agree. */
export function noticeCommentFixtures(leads: readonly Lead[], now: Date = new Date('2026-11-20T10:00:00Z')): Comment[] {
  return leads.flatMap((l) =>
    Array.from({ length: l.commentCount }, (_, i) => ({
      id: `${l.id}-c${i + 1}`,
      procurementStageId: l.id,
      content: SAMPLE_COMMENTS[i % SAMPLE_COMMENTS.length] ?? '',
      author: { guid: teamUserFixtures.leo.guid, firstName: 'Leo', lastName: 'Okafor' },
      createdAt: new Date(now.getTime() - (l.commentCount - i) * 3_600_000).toISOString(),
      lastEditedAt: null,
      deletedAt: null,
    })),
  );
}
