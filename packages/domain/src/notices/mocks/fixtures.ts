import type { Lead } from '../../leads/schemas/lead';
import { teamUserFixtures } from '../../leads/mocks/fixtures';
import type { NoticeRowData } from '../graphql/queries/Notices';

const org = (id: string, name: string) => ({ id, guid: `00000000-0000-4000-8000-${id.padStart(12, '0')}`, name });
const cpv = (code: string, name: string) => ({ code, name, dimensionCode: code.slice(0, 2) });
const signal = (category: string, name: string, colour: string) => ({ id: `${category}:${name.toLowerCase()}`, name, category, colour });

const TEAM = Object.values(teamUserFixtures);

/** The team lead a notice row carries (the same shape the leads mocks serve). */
export function leadOfNotice(n: Omit<NoticeRowData, 'lead'>): Lead | null {
  if (!n.procurementStage) return null;
  const assignee = n.assignee ? (TEAM.find((u) => u.guid === n.assignee?.guid) ?? null) : null;
  return {
    id: n.procurementStage.id,
    stage: n.procurementStage.stage as Lead['stage'],
    recordGuid: n.guid,
    recordTitle: n.name,
    noticeStage: n.stage,
    qualification: n.qualification as Lead['qualification'],
    procurementStageQualification: null,
    hiddenDate: n.hiddenDate,
    assignee,
    commentCount: n.commentCount,
  };
}

function notice(n: number, patch: Partial<NoticeRowData>): NoticeRowData {
  const row = noticeWithoutLead(n, patch);
  return { ...row, lead: patch.lead === undefined ? leadOfNotice(row) : patch.lead };
}

function noticeWithoutLead(n: number, patch: Partial<NoticeRowData>): Omit<NoticeRowData, 'lead'> {
  const guid = `6a1c0f3e-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id: String(n),
    guid,
    name: `Notice ${n}`,
    description: null,
    stage: 'OPEN',
    value: null,
    currency: 'GBP',
    publishDate: '2025-02-10T09:00:00.000Z',
    closeDate: null,
    awardDate: null,
    expiryDate: null,
    startDate: null,
    addedAt: '2025-02-10T09:00:00.000Z',
    country: 'United Kingdom',
    countryCode: 'GB',
    canonicalUrlPath: `/records/${guid}`,
    relevanceScore: 0,
    qualification: 'unqualified',
    hiddenDate: null,
    commentCount: 0,
    isFramework: false,
    alsoPublishedOn: [],
    redacted: false,
    lists: [],
    buyer: null,
    buyers: [],
    suppliers: [],
    isSme: null,
    buyerCategories: [],
    buyerLists: [],
    cpvCodes: [],
    signals: [],
    assignee: null,
    procurementStage: { id: String(1000 + n), stage: 'TENDER' },
    ...patch,
  };
}

const localAuthority = { id: '11', name: 'Local authority' };
const nhsBody = { id: '12', name: 'NHS body' };
/** Buyer lists of the signed-in user that hold these buyers (the buyer lists mocks hold the same names). */
const councilsList = { id: '41', name: 'Councils' };

const leeds = org('101', 'Leeds City Council');
const nhs = org('102', 'NHS Shared Business Services');
const scotWater = org('103', 'Scottish Water');
const cardiff = org('104', 'Cardiff Council');

/** Notices shaped like the real Contracts Finder, Public Contracts Scotland and Sell2Wales ones. */
export const noticeFixtures: NoticeRowData[] = [
  notice(1, {
    name: 'Supply of cloud hosting and managed services',
    description: 'The Council seeks a supplier for cloud hosting, managed services and support for its line-of-business applications.',
    stage: 'OPEN',
    value: 1_200_000,
    closeDate: '2025-04-14T12:00:00.000Z',
    buyer: leeds,
    buyers: [leeds],
    buyerCategories: [localAuthority],
    buyerLists: [councilsList],
    cpvCodes: [cpv('72000000', 'IT services: consulting, software development, Internet and support')],
    signals: [signal('keyword', 'cloud', '#1d4ed8'), signal('cpv', '72', '#047857')],
    relevanceScore: 3,
    assignee: { guid: teamUserFixtures.maya.guid, firstName: 'Maya', lastName: 'Patel' },
    commentCount: 2,
  }),
  notice(2, {
    name: 'Digital workplace for NHS organisations',
    stage: 'PRE_TENDER',
    value: 4_500_000,
    buyer: nhs,
    buyers: [nhs],
    buyerCategories: [nhsBody],
    cpvCodes: [cpv('48000000', 'Software package and information systems')],
    signals: [signal('keyword', 'digital', '#1d4ed8')],
    relevanceScore: 2,
    procurementStage: { id: '1002', stage: 'PRE_TENDER' },
  }),
  notice(3, {
    name: 'Asset data platform',
    stage: 'AWARDED',
    value: 380_000,
    awardDate: '2024-11-02T00:00:00.000Z',
    expiryDate: '2027-11-01T00:00:00.000Z',
    startDate: '2024-12-01T00:00:00.000Z',
    buyer: scotWater,
    buyers: [scotWater],
    suppliers: [org('201', 'Northgate Data Ltd')],
    isSme: true,
    cpvCodes: [cpv('72300000', 'Data services')],
    signals: [signal('competitor', 'Northgate Data Ltd', '#b91c1c')],
    relevanceScore: 1,
    procurementStage: { id: '1003', stage: 'AWARD' },
  }),
  notice(4, {
    name: 'CRM replacement',
    stage: 'CLOSED',
    value: 220_000,
    closeDate: '2025-01-20T12:00:00.000Z',
    buyer: cardiff,
    buyers: [cardiff],
    buyerCategories: [localAuthority],
    cpvCodes: [cpv('48400000', 'Business transaction and personal business software package')],
  }),
  notice(5, {
    name: 'Library management system',
    stage: 'STALE_PRE_TENDER',
    buyer: leeds,
    buyers: [leeds],
    publishDate: '2023-06-01T09:00:00.000Z',
    procurementStage: { id: '1005', stage: 'PRE_TENDER' },
  }),
];
