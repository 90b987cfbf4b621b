import { RECORD_GUIDS } from '../../leads/mocks/fixtures';
import type { RecordDetail, RecordNotice } from '../graphql/fragments/RecordDetailFields';
import type { RecordSummary } from '../schemas/summary';

const org = (id: string, name: string) => ({ id, guid: `00000000-0000-4000-8000-${id.padStart(12, '0')}`, name });
const leeds = org('101', 'Leeds City Council');
const capita = org('201', 'Capita Business Services Ltd');
const acme = org('202', 'Acme Cloud Ltd');
const kent = org('105', 'Kent County Council');

const baseNotice: RecordNotice = {
  __typename: 'Notice',
  id: '9001',
  guid: RECORD_GUIDS.leedsCloud,
  name: 'Provision of Cloud Hosting Services for Leeds City Council',
  description:
    'Leeds City Council seeks a supplier for cloud hosting and managed infrastructure on Microsoft Azure, with Cyber Essentials Plus and ISO 27001 certification.',
  stage: 'OPEN',
  value: 1_200_000,
  valueSrc: 'tender.value.amount',
  currency: 'GBP',
  publishDate: '2025-02-10T09:00:00.000Z',
  closeDate: '2025-04-14T12:00:00.000Z',
  tenderDate: null,
  awardDate: null,
  expiryDate: null,
  addedAt: '2025-02-10T09:00:00.000Z',
  tendersReceived: null,
  country: 'United Kingdom',
  countryCode: 'GB',
  canonicalUrlPath: `/records/${RECORD_GUIDS.leedsCloud}`,
  url: 'https://www.contractsfinder.service.gov.uk/Notice/2c1e9a4b-1f2d-4c3e-8a9b-0c1d2e3f4a5b',
  type: 'tender',
  relevanceScore: 3,
  qualification: 'unqualified',
  hiddenDate: null,
  commentCount: 2,
  isFramework: false,
  redacted: false,
  lists: [],
  buyer: leeds,
  buyers: [leeds],
  suppliers: [],
  cpvCodes: [
    { code: '72400000', name: 'Internet services', dimensionCode: '72' },
    { code: '72212000', name: 'Programming services of application software', dimensionCode: '72' },
  ],
  signals: [
    { id: 'keyword:cloud', name: 'cloud', category: 'keyword', colour: '#1d4ed8' },
    { id: 'cpv:72', name: 'IT services', category: 'cpv', colour: '#047857' },
  ],
  assignee: null,
  procurementStage: { id: '11', stage: 'TENDER' },
  lead: null,
};

const openRecord: RecordDetail = {
  __typename: 'RecordDetail',
  guid: RECORD_GUIDS.leedsCloud,
  recordFamilyId: '7b0c1d2e-0000-4000-8000-000000000001',
  ocid: 'ocds-b5fd17-2c1e9a4b',
  procurementMethod: 'open',
  deliveryRegions: [],
  notice: baseNotice,
  contact: { name: 'Digital Procurement Team', email: 'procurement@leeds.gov.test', phone: '0113 000 0000', url: null },
  relatedFrameworkProcess: null,
  duplicates: [],
  lots: [
    {
      id: '1',
      title: 'Hosting platform',
      description: 'Cloud hosting of line-of-business applications.',
      cpvCodes: ['72400000'],
      value: 800_000,
      currency: 'GBP',
      contractPeriod: { startDate: '2025-07-01T00:00:00.000Z', endDate: '2028-06-30T00:00:00.000Z', maxExtentDate: '2030-06-30T00:00:00.000Z' },
      suppliers: [],
    },
    {
      id: '2',
      title: 'Managed service and support',
      description: 'Service desk and 24/7 support.',
      cpvCodes: ['72212000'],
      value: 400_000,
      currency: 'GBP',
      contractPeriod: { startDate: '2025-07-01T00:00:00.000Z', endDate: '2028-06-30T00:00:00.000Z', maxExtentDate: null },
      suppliers: [],
    },
  ],
  contracts: [],
  awardAccess: { visible: true, freeUnlocked: false, canUnlock: false, unlocksRemaining: null },
};

const awardedNotice: RecordNotice = {
  ...baseNotice,
  id: '9002',
  guid: RECORD_GUIDS.kentHousing,
  name: 'Housing Management System Replacement for Kent County Council',
  description: 'Replacement of the housing management software, hosted in the cloud, with data migration and training.',
  stage: 'AWARDED',
  value: 2_400_000,
  awardDate: '2025-01-20T00:00:00.000Z',
  expiryDate: '2028-01-31T00:00:00.000Z',
  closeDate: '2024-11-01T12:00:00.000Z',
  canonicalUrlPath: `/records/${RECORD_GUIDS.kentHousing}`,
  url: 'https://www.publiccontractsscotland.gov.uk/search/show/search_view.aspx?ID=APR349988',
  type: 'award',
  relevanceScore: 2,
  buyer: kent,
  buyers: [kent],
  suppliers: [capita, acme],
  tendersReceived: 6,
  procurementStage: { id: '21', stage: 'AWARD' },
  commentCount: 0,
};

const awardedRecord: RecordDetail = {
  ...openRecord,
  guid: RECORD_GUIDS.kentHousing,
  recordFamilyId: '7b0c1d2e-0000-4000-8000-000000000002',
  ocid: 'ocds-r6ebe6-0000349988',
  notice: awardedNotice,
  relatedFrameworkProcess: { frameworkId: '3c4d5e6f-0000-4000-8000-000000000009', frameworkName: 'Digital Outcomes 6', processType: 'call-off' },
  duplicates: [{ guid: '6a1c0f3e-0000-4000-8000-000000000077', name: 'Housing Management System Replacement', url: null }],
  lots: openRecord.lots.map((l) => ({ ...l, suppliers: l.id === '1' ? [capita] : [acme] })),
  contracts: [
    {
      id: '501',
      awardId: 'KCC-HMS-1',
      title: 'Housing management platform',
      cpvCodes: [{ code: '72400000', name: 'Internet services' }],
      suppliers: [capita],
      lots: [{ id: '1', title: 'Hosting platform' }],
      value: 1_600_000,
      currency: 'GBP',
      startDate: '2025-02-01T00:00:00.000Z',
      endDate: '2028-01-31T00:00:00.000Z',
      maxExtentDate: '2030-01-31T00:00:00.000Z',
      extensionMonths: 24,
    },
    {
      id: '502',
      awardId: 'KCC-HMS-2',
      title: 'Contract KCC-HMS-2',
      cpvCodes: [{ code: '72212000', name: 'Programming services of application software' }],
      suppliers: [acme, capita],
      lots: [{ id: '2', title: 'Managed service and support' }],
      value: 800_000,
      currency: 'GBP',
      startDate: '2025-02-01T00:00:00.000Z',
      endDate: '2028-01-31T00:00:00.000Z',
      maxExtentDate: null,
      extensionMonths: null,
    },
  ],
};

const lockedRecord: RecordDetail = {
  ...awardedRecord,
  notice: { ...awardedNotice, value: null, valueSrc: null, suppliers: [], tendersReceived: null, redacted: true },
  lots: openRecord.lots,
  contracts: [],
  awardAccess: { visible: false, freeUnlocked: false, canUnlock: true, unlocksRemaining: 3 },
};

export const recordFixtures = {
  open: openRecord,
  awarded: awardedRecord,
  /** The awarded record as a Free user sees it before a free unlock. */
  locked: lockedRecord,
  /** After the free unlock. */
  unlocked: { ...awardedRecord, awardAccess: { visible: true, freeUnlocked: true, canUnlock: false, unlocksRemaining: 2 } } satisfies RecordDetail,
  /** A guest: locked, no unlock. */
  guest: { ...lockedRecord, awardAccess: { visible: false, freeUnlocked: false, canUnlock: false, unlocksRemaining: null } } satisfies RecordDetail,
  /** Source on a portal home page ("We can't take you directly to this notice"). */
  oldPortal: {
    ...openRecord,
    notice: { ...baseNotice, url: 'http://etenderwales.bravosolution.co.uk' },
  } satisfies RecordDetail,
  /** Delivered in named NUTS regions (Find a Tender / Sell2Wales codes, a Contracts Finder region name). */
  deliveryRegions: {
    ...openRecord,
    deliveryRegions: [
      { id: 'UKE', name: 'Yorkshire and The Humber', level: 1 },
      { id: 'UKE42', name: 'Leeds', level: 3 },
    ],
  } satisfies RecordDetail,
  /** No URL, no lots, no contact. */
  bare: { ...openRecord, notice: { ...baseNotice, url: null, signals: [], relevanceScore: 0 }, lots: [], contact: null } satisfies RecordDetail,
};

export const timelineFixtures = {
  open: {
    record_family_id: openRecord.recordFamilyId,
    current: 'tender' as const,
    pre_tender: null,
    tender: { published_date: '2025-02-10T09:00:00.000Z', clarification_date: '2025-03-31T12:00:00.000Z', close_date: '2025-04-14T12:00:00.000Z', estimated: false },
    award: [],
  },
  awarded: {
    record_family_id: awardedRecord.recordFamilyId,
    current: 'award' as const,
    pre_tender: { published_date: '2024-06-03T09:00:00.000Z', deadline_dates: ['2024-09-01T00:00:00.000Z'] },
    tender: { published_date: '2024-09-20T09:00:00.000Z', clarification_date: null, close_date: '2024-11-01T12:00:00.000Z', estimated: false },
    award: [
      { published_date: '2025-01-22T09:00:00.000Z', award_date: '2025-01-20T00:00:00.000Z', start_date: '2025-02-01T00:00:00.000Z', expiry_date: '2028-01-31T00:00:00.000Z', extension_date: '2030-01-31T00:00:00.000Z' },
    ],
  },
};

export const summaryFixture: { record_guid: string; summary: Record<string, string | null>; redacted: string[]; generator: string } = {
  record_guid: RECORD_GUIDS.leedsCloud,
  summary: {
    summary: 'Leeds City Council is procuring Provision of Cloud Hosting Services worth £1,200,000, closing 2025-04-14.',
    thing_being_procured: 'Cloud hosting and managed infrastructure on Microsoft Azure. CPV: Internet services (72400000).',
    contract_value: 'Estimated value £1,200,000. Divided into 2 lots. Option to extend by up to 24 months.',
    topic_relevance: 'Azure, cloud, hosting',
    mentioned_parties: 'Leeds City Council',
    bid_requirements: 'ISO 27001 certification; Cyber Essentials.',
    routes_to_market: 'Procurement method: open.',
    incumbent_relationships: 'No incumbent supplier named.',
    previous_similar_activity: 'Leeds City Council published: Cloud Email Service (2024-01-12).',
  },
  redacted: [],
  generator: 'embedded',
};

/** The awarded Kent notice's summary (the handlers answer by record guid). */
export const awardedSummaryFixture: typeof summaryFixture = {
  record_guid: RECORD_GUIDS.kentHousing,
  summary: {
    summary: 'Kent County Council awarded Housing Management System Replacement worth £2,400,000.',
    thing_being_procured: 'Replacement of the housing management software, hosted in the cloud, with data migration and training.',
    contract_value: 'Estimated value £2,400,000. Divided into 2 lots. Contract term 36 months (2025-02-01 to 2028-01-31). Option to extend by up to 24 months.',
    topic_relevance: 'cloud, hosting',
    mentioned_parties: 'Kent County Council, Capita Business Services Ltd, Acme Cloud Ltd',
    bid_requirements: 'Not identified in the notice.',
    routes_to_market: 'Called off the framework “Digital Outcomes 6”.',
    incumbent_relationships: 'Awarded to Capita Business Services Ltd, Acme Cloud Ltd.',
    previous_similar_activity: 'No earlier similar notices from Kent County Council.',
  },
  redacted: [],
  generator: 'embedded',
};

export type RecordSummaryFixture = RecordSummary;
