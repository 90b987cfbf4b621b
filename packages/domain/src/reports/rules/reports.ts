/**
 * `@tenderlens/domain/reports`: reports — custom briefings and industry reports (spec 2§2 "Reports", 2§3 Report,
 * Document list item, Linked article; spec 1§2 "Record list section in reports"). The one definition of the report
 * types, the ten section types and each one's content, the seniority groups of the Contacts section, the iframe
 * allow-list and sandbox, and the copy — read by the server (validation, rendering, PDF), the hooks, the mocks and
 * the tests.
 */
import { z } from 'zod';

export const REPORT_TYPES = ['CUSTOM_BRIEFING', 'INDUSTRY_REPORT'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  CUSTOM_BRIEFING: 'Custom briefing',
  INDUSTRY_REPORT: 'Industry report',
};

export const REPORT_SECTION_TYPES = [
  'RichText',
  'Header',
  'RecordList',
  'LinkList',
  'DocumentList',
  'CpvChart',
  'Suppliers',
  'Contacts',
  'Iframe',
  'AiQuestion',
] as const;
export type ReportSectionType = (typeof REPORT_SECTION_TYPES)[number];

export const SECTION_TYPE_LABELS: Record<ReportSectionType, string> = {
  RichText: 'Rich text',
  Header: 'Header',
  RecordList: 'Record list',
  LinkList: 'Linked articles',
  DocumentList: 'Documents',
  CpvChart: 'CPV chart',
  Suppliers: 'Suppliers',
  Contacts: 'Contacts',
  Iframe: 'Embed',
  AiQuestion: 'AI question',
};

/** Spec 2§5: 'Seniority groups in reports: Chief Officer, C-level & Execs, Management' — and which contact seniorities fall in each. */
export const REPORT_SENIORITY_GROUPS = [
  { group: 'Chief Officer', seniorities: ['Chief Officer', 'Deputy/Assistant Chief Officer'] },
  { group: 'C-level & Execs', seniorities: ['Chairman', 'Vice/Deputy Chairman', 'Top Level Director'] },
  { group: 'Management', seniorities: ['Second Level / Head of Service', 'Third Level/Head of Service/Manager'] },
] as const;
export type ReportSeniorityGroup = (typeof REPORT_SENIORITY_GROUPS)[number]['group'];
/** Contacts shown per seniority group. */
export const REPORT_CONTACTS_PER_GROUP = 10;
/** Records in one RecordList section, links in one LinkList, documents in one DocumentList. */
export const REPORT_SECTION_ITEMS_MAX = 50;
export const REPORT_SECTIONS_MAX = 60;
/** An attached file is at most this large (sent as base64 within the 1 MB request body limit). */
export const REPORT_DOCUMENT_MAX_BYTES = 700 * 1024;

/**
 * Embeds (embed type IFRAME): https only, from these hosts; framed with this sandbox (scripts of the embedded
 * site run in its own origin; no top navigation, forms or downloads) and no referrer.
 */
export const IFRAME_ALLOWED_HOSTS = [
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'app.powerbi.com',
  'public.tableau.com',
  'datawrapper.dwcdn.net',
  'flo.uri.sh',
  'www.google.com',
  'docs.google.com',
  'lookerstudio.google.com',
] as const;
export const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation';
export const IFRAME_EMBED_TYPE = 'IFRAME';

export function isAllowedEmbed(src: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && (IFRAME_ALLOWED_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}

const text = (max: number) => z.string().trim().max(max);
const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), 'Enter a web address starting with https://');
const guid = z.uuid('Not a guid');
/** `/reports/{reportId}/documents/{ref}`: a short slug. */
export const DOCUMENT_REF_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
const docRef = z.string().regex(DOCUMENT_REF_PATTERN, 'Not a document reference');

/** Spec 2§3 Linked article. */
export const LinkedArticleSchema = z.strictObject({
  url: httpUrl,
  title: text(300).min(1, 'A title is required'),
  caption: text(300).optional(),
  description: text(2000).optional(),
  src_url: httpUrl.optional(),
});
export type LinkedArticle = z.infer<typeof LinkedArticleSchema>;

/** Each section type's authored content (what the editor saves). The AiQuestion's answer is the server's. */
export const SECTION_CONTENT_SCHEMAS = {
  RichText: z.strictObject({ html: z.string().max(50_000) }),
  Header: z.strictObject({ text: text(200).min(1, 'A heading is required'), subtitle: text(300).optional() }),
  RecordList: z.strictObject({ recordGuids: z.array(guid).min(1, 'Add at least one record').max(REPORT_SECTION_ITEMS_MAX) }),
  LinkList: z.strictObject({ links: z.array(LinkedArticleSchema).min(1, 'Add at least one link').max(REPORT_SECTION_ITEMS_MAX) }),
  DocumentList: z.strictObject({ refs: z.array(docRef).min(1, 'Choose at least one document').max(REPORT_SECTION_ITEMS_MAX) }),
  CpvChart: z.strictObject({ buyerGuid: guid }),
  Suppliers: z.strictObject({ buyerGuid: guid }),
  Contacts: z.strictObject({ buyerGuid: guid }),
  Iframe: z.strictObject({
    src: z.string().trim().max(2000).refine(isAllowedEmbed, `Embeds must be https from ${IFRAME_ALLOWED_HOSTS.join(', ')}`),
    title: text(200).min(1, 'A title is required (screen readers announce it)'),
    height: z.number().int().min(150).max(1200).default(480),
  }),
  AiQuestion: z.strictObject({ question: text(500).min(5, 'Ask a question of at least 5 characters') }),
} as const satisfies Record<ReportSectionType, z.ZodType>;

export type SectionContent<T extends ReportSectionType> = z.output<(typeof SECTION_CONTENT_SCHEMAS)[T]>;

/** A new section's content in the editor. */
export const EMPTY_SECTION_CONTENT: Record<ReportSectionType, Record<string, unknown>> = {
  RichText: { html: '' },
  Header: { text: '' },
  RecordList: { recordGuids: [] },
  LinkList: { links: [] },
  DocumentList: { refs: [] },
  CpvChart: { buyerGuid: '' },
  Suppliers: { buyerGuid: '' },
  Contacts: { buyerGuid: '' },
  Iframe: { src: '', title: '', height: 480 },
  AiQuestion: { question: '' },
};

/** Validates a section's content for its type: the parsed content, or the first problem. */
export function parseSectionContent(
  type: ReportSectionType,
  content: unknown,
): { ok: true; content: Record<string, unknown> } | { ok: false; message: string } {
  const parsed = SECTION_CONTENT_SCHEMAS[type].safeParse(content);
  if (parsed.success) return { ok: true, content: parsed.data as Record<string, unknown> };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid section' };
}

export const reportPath = (guid: string) => `/reports/${encodeURIComponent(guid)}`;
export const reportDocumentPath = (reportGuid: string, ref: string) => `/reports/${encodeURIComponent(reportGuid)}/documents/${encodeURIComponent(ref)}`;
export const reportDocumentFilePath = (reportGuid: string, ref: string) => `/api/reports/${encodeURIComponent(reportGuid)}/documents/${encodeURIComponent(ref)}`;
export const reportPdfPath = (reportGuid: string) => `/api/reports/${encodeURIComponent(reportGuid)}/pdf`;
export const adminReportPath = (guid: string) => `/admin/reports/${encodeURIComponent(guid)}`;
/** The Content library's feature flag (spec 1§4: 'Feature flags gate … Content library'). */
export const CONTENT_LIBRARY_FLAG = 'content_library';

export const REPORT_COPY = {
  customBriefingsTitle: 'Custom briefings',
  industryReportsTitle: 'Industry reports',
  contentLibraryTitle: 'Content library',
  customBriefingsEmpty: 'No custom briefings yet',
  customBriefingsEmptyBody: 'Briefings our analysts write for your company appear here.',
  industryReportsEmpty: 'No industry reports yet',
  industryReportsEmptyBody: 'Reports we publish for everyone appear here.',
  contentLibraryEmpty: 'Nothing in the content library yet',
  loadFailed: 'We could not load reports. Please try again.',
  reportNotFound: 'Report not found',
  contactsLocked: 'Contacts are available with the Contacts data type.',
  aiNotAnswered: 'Not answered yet.',
  exportPdf: 'Export PDF',
  noRecords: 'None of these records are available.',
  embedRefused: 'This embed is not from an allowed site.',
  saveFailed: 'We could not save the report. Please try again.',
} as const;

/** The seniority group of a contact seniority, or null (not shown in reports). */
export function seniorityGroupOf(seniority: string): ReportSeniorityGroup | null {
  for (const g of REPORT_SENIORITY_GROUPS) if ((g.seniorities as readonly string[]).includes(seniority)) return g.group;
  return null;
}

/** Spec 1§3 'Report list record' as a RecordList section shows it (projected for the reader: award values need AWARDS). */
export interface ReportRecordData {
  guid: string;
  name: string;
  stage: string;
  leadSignals: { id: string; name: string; category: string; colour: string }[];
  publishDate: string | null;
  canonicalUrlPath: string;
  buyerName: string | null;
  value: number | null;
  valueSrc: string | null;
  currency: string | null;
  closeDate: string | null;
  expiryDate: string | null;
  description: string | null;
  redacted: boolean;
}
