import { ORGANISATION_GUIDS } from '../../organisations/mocks/fixtures';
import type { LinkedArticleData, ReportContactGroupData, ReportData, ReportRecordData, ReportSectionData, ReportSummaryData } from '../graphql/reports';
import { REPORT_SECTION_TYPES, REPORT_SENIORITY_GROUPS, reportDocumentPath, reportPdfPath, type ReportSectionType } from '../rules/reports';

export const REPORT_IDS = {
  briefing: '5e7a1b20-0000-4000-8000-000000000001',
  industry: '5e7a1b20-0000-4000-8000-000000000002',
  draft: '5e7a1b20-0000-4000-8000-000000000003',
} as const;
export const NORTHWIND_COMPANY = { guid: '3d7f6a10-0000-4000-8000-000000000001', name: 'Northwind Digital Ltd' };

const record = (n: number, over: Partial<ReportRecordData>): ReportRecordData => ({
  guid: `6a1c0f3e-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: 'Cloud hosting and managed services',
  stage: 'TENDER',
  leadSignals: [{ id: 'keyword:cloud', name: 'cloud', category: 'Keywords', colour: '#2563eb' }],
  publishDate: '2026-10-02T00:00:00.000Z',
  canonicalUrlPath: `/records/6a1c0f3e-0000-4000-8000-${String(n).padStart(12, '0')}`,
  buyerName: 'Leeds City Council',
  value: 400000,
  valueSrc: 'notice',
  currency: 'GBP',
  closeDate: '2026-12-11T12:00:00.000Z',
  expiryDate: null,
  description: 'Hosting of the council’s line-of-business systems.',
  redacted: false,
  ...over,
});

export const reportRecordFixtures: ReportRecordData[] = [
  record(1, {}),
  record(2, {
    name: 'Data analytics platform',
    stage: 'AWARDED',
    leadSignals: [],
    value: 250000,
    closeDate: null,
    expiryDate: '2027-06-30T00:00:00.000Z',
    description: 'Business intelligence and data analytics.',
  }),
  record(3, { name: 'Cyber security operations centre', buyerName: 'Cardiff Council', value: null, valueSrc: null, closeDate: '2027-01-15T12:00:00.000Z' }),
];

/** The three seniority groups, with people (CONTACTS) or withheld (locked: counts only). */
export function contactGroupsFixture(locked: boolean): ReportContactGroupData[] {
  const people: Record<string, ReportContactGroupData['contacts']> = {
    'Chief Officer': [{ guid: 'c0000000-0000-4000-8000-000000000001', name: 'Ada Lovell', jobTitle: 'Chief Executive', email: 'ada.lovell@leeds.gov.uk', phone: '0113 222 0001', seniority: 'Chief Officer' }],
    'C-level & Execs': [{ guid: 'c0000000-0000-4000-8000-000000000002', name: 'Ben Ashworth', jobTitle: 'Director of Resources', email: 'ben.ashworth@leeds.gov.uk', phone: null, seniority: 'Top Level Director' }],
    Management: [
      { guid: 'c0000000-0000-4000-8000-000000000003', name: 'Cas Hartley', jobTitle: 'Head of Procurement', email: 'cas.hartley@leeds.gov.uk', phone: '0113 222 0003', seniority: 'Second Level / Head of Service' },
      { guid: 'c0000000-0000-4000-8000-000000000004', name: 'Dev Rana', jobTitle: 'ICT Service Manager', email: null, phone: '0113 222 0004', seniority: 'Third Level/Head of Service/Manager' },
    ],
  };
  return REPORT_SENIORITY_GROUPS.map((g) => ({
    group: g.group,
    total: people[g.group]?.length ?? 0,
    locked,
    contacts: locked ? [] : (people[g.group] ?? []),
  }));
}

export const linkedArticleFixtures = [
  { url: 'https://news.example.org/council-budgets-2027', title: 'Councils set out 2027 digital budgets', caption: 'Local Government Chronicle', description: 'Most metropolitan councils plan to raise spending on cloud and data.', src_url: 'https://news.example.org' },
  { url: 'https://news.example.org/procurement-act', title: 'What the Procurement Act changes for suppliers', caption: 'Guide' },
];

/** Each section type's authored content, as the editor saves it (the AiQuestion's answer is the server's). */
export const SECTION_CONTENT_FIXTURES: Record<ReportSectionType, Record<string, unknown>> = {
  RichText: { html: '<p>Leeds is consolidating its <strong>hosting</strong> contracts ahead of 2027. Expect a single tender for cloud and managed services.</p><ul><li>Two contracts expire in June 2027</li><li>SMEs won 43% of value</li></ul>' },
  Header: { text: 'Leeds City Council: 2027 outlook', subtitle: 'Digital and data contracts' },
  RecordList: { recordGuids: reportRecordFixtures.map((r) => r.guid) },
  LinkList: { links: linkedArticleFixtures },
  DocumentList: { refs: ['method-note', 'council-strategy'] },
  CpvChart: { buyerGuid: ORGANISATION_GUIDS.leeds },
  Suppliers: { buyerGuid: ORGANISATION_GUIDS.leeds },
  Contacts: { buyerGuid: ORGANISATION_GUIDS.leeds },
  Iframe: { src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', title: 'Briefing walkthrough', height: 360 },
  AiQuestion: { question: 'Which cloud contracts close first?' },
};

const SECTION_TITLES: Partial<Record<ReportSectionType, string>> = {
  RecordList: 'Opportunities to watch',
  LinkList: 'Further reading',
  DocumentList: 'Documents',
  CpvChart: 'What Leeds buys',
  Suppliers: 'Who Leeds buys from',
  Contacts: 'Who to talk to',
  AiQuestion: 'Ask the data',
};

export function sectionFixture(type: ReportSectionType, position = 0, options: { contactsLocked?: boolean } = {}): ReportSectionData {
  return {
    __typename: 'ReportSection',
    id: String(700 + REPORT_SECTION_TYPES.indexOf(type)),
    position,
    sectionType: type,
    title: SECTION_TITLES[type] ?? null,
    contentJson: JSON.stringify(SECTION_CONTENT_FIXTURES[type]),
    answer: type === 'AiQuestion' ? "2 of the report's 3 records bear on this question. Earliest close date: 2026-12-11 (Cloud hosting and managed services)." : null,
    answeredBy: type === 'AiQuestion' ? 'embedded' : null,
    answeredAt: type === 'AiQuestion' ? '2026-11-20T10:00:00.000Z' : null,
    records: type === 'RecordList' ? reportRecordFixtures : [],
    contactGroups: type === 'Contacts' ? contactGroupsFixture(options.contactsLocked ?? false) : [],
  };
}

const ORDER: ReportSectionType[] = ['Header', 'RichText', 'RecordList', 'CpvChart', 'Suppliers', 'Contacts', 'AiQuestion', 'LinkList', 'DocumentList', 'Iframe'];

export function reportFixture(id: string = REPORT_IDS.briefing, options: { contactsLocked?: boolean; sections?: ReportSectionType[] } = {}): ReportData {
  const industry = id === REPORT_IDS.industry;
  return {
    __typename: 'Report',
    id,
    title: industry ? 'UK public sector cloud market, Q4 2026' : 'Leeds City Council briefing',
    description: industry ? 'Where cloud spending is heading, who is winning it, and what to watch.' : 'What Leeds will buy in 2027 and who decides.',
    reportType: industry ? 'INDUSTRY_REPORT' : 'CUSTOM_BRIEFING',
    label: industry ? 'Market' : 'Account briefing',
    publishedAt: id === REPORT_IDS.draft ? null : '2026-11-20T09:00:00.000Z',
    pdfUrl: reportPdfPath(id),
    coverImageUrl: null,
    company: industry ? null : NORTHWIND_COMPANY,
    updatedAt: '2026-11-20T09:00:00.000Z',
    adminNotes: null,
    documents: [
      { ref: 'method-note', title: 'Method note', description: 'How we counted contracts.', caption: 'PDF, 2 pages', url: null, path: reportDocumentPath(id, 'method-note'), mimeType: 'application/pdf', sizeBytes: 48000 },
      { ref: 'council-strategy', title: 'Leeds digital strategy 2025–2030', description: null, caption: 'Council website', url: 'https://www.leeds.gov.uk/digital-strategy', path: reportDocumentPath(id, 'council-strategy'), mimeType: null, sizeBytes: null },
    ],
    sections: (options.sections ?? ORDER).map((t, i) => sectionFixture(t, i, options)),
  };
}

export const summaryOf = ({ adminNotes: _a, documents: _d, sections: _s, ...summary }: ReportData): ReportSummaryData => summary;

export function reportFixtures(options: { contactsLocked?: boolean } = {}): ReportData[] {
  return [reportFixture(REPORT_IDS.briefing, options), reportFixture(REPORT_IDS.industry, options), reportFixture(REPORT_IDS.draft, options)];
}

export const libraryArticlesFixture: LinkedArticleData[] = linkedArticleFixtures.map((l) => ({
  url: l.url,
  title: l.title,
  caption: l.caption,
  description: l.description ?? null,
  srcUrl: l.src_url ?? null,
  reportId: REPORT_IDS.industry,
  reportTitle: 'UK public sector cloud market, Q4 2026',
}));
