/**
 * GraphQL: reports (spec 2§7 reports; decision 0048). Readers: `reports(reportType)`, `report(id)`,
 * `contentLibrary`; admins: `adminReports` and the authoring mutations. A section's authored content
 * travels as JSON text (`contentJson`); what it shows of records and contacts is resolved for the
 * reader through the redaction projection.
 */
import { z } from 'zod';
import { REPORT_SECTION_TYPES, REPORT_TYPES, reportDocumentPath, reportPdfPath } from '@tenderlens/domain/reports';
import { builder } from '../graphql/builder';
import { safeText } from '../http/input';
import { enforceRateLimits, RATE_LIMITS } from '../http/rateLimit';
import { assertCan } from '../policy/index';
import { parseArgs, resolving } from '../workspace/http';
import { GuidSchema, IdSchema } from '../workspace/schemas';
import { createReportAnswerer } from './ai';
import {
  addSection,
  adminReports,
  answerQuestion,
  createReport,
  deleteReport,
  listReports,
  moveSection,
  publicReports,
  publishReport,
  readReport,
  removeDocument,
  removeSection,
  reportContacts,
  reportRecords,
  updateReport,
  updateSection,
  type ReportDocumentView,
  type ReportRecordView,
  type ReportSectionView,
  type ReportView,
} from './service';
import type { ReportContactGroup } from '../policy/projection';

const SignalRef = builder.objectRef<ReportRecordView['leadSignals'][number]>('ReportLeadSignal').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    category: t.exposeString('category'),
    colour: t.exposeString('colour'),
  }),
});

const RecordRef = builder.objectRef<ReportRecordView>('ReportRecord').implement({
  fields: (t) => ({
    guid: t.exposeString('guid'),
    name: t.exposeString('name'),
    stage: t.exposeString('stage'),
    leadSignals: t.field({ type: [SignalRef], resolve: (r) => r.leadSignals }),
    publishDate: t.exposeString('publishDate', { nullable: true }),
    canonicalUrlPath: t.exposeString('canonicalUrlPath'),
    buyerName: t.exposeString('buyerName', { nullable: true }),
    value: t.exposeFloat('value', { nullable: true }),
    valueSrc: t.exposeString('valueSrc', { nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
    closeDate: t.exposeString('closeDate', { nullable: true }),
    expiryDate: t.exposeString('expiryDate', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    redacted: t.exposeBoolean('redacted'),
  }),
});

const ContactRef = builder.objectRef<ReportContactGroup['contacts'][number]>('ReportContact').implement({
  fields: (t) => ({
    guid: t.exposeString('guid'),
    name: t.exposeString('name'),
    jobTitle: t.exposeString('jobTitle'),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    seniority: t.exposeString('seniority'),
  }),
});

const ContactGroupRef = builder.objectRef<ReportContactGroup>('ReportContactGroup').implement({
  fields: (t) => ({
    group: t.exposeString('group'),
    total: t.exposeInt('total'),
    locked: t.exposeBoolean('locked'),
    contacts: t.field({ type: [ContactRef], resolve: (g) => g.contacts }),
  }),
});

const DocumentRef = builder.objectRef<ReportDocumentView & { reportGuid: string }>('ReportDocument').implement({
  fields: (t) => ({
    ref: t.exposeString('ref'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    caption: t.exposeString('caption', { nullable: true }),
    url: t.exposeString('url', { nullable: true, description: 'A link document; null for a file kept with the report' }),
    path: t.string({ description: '/reports/{reportId}/documents/{ref}', resolve: (d) => reportDocumentPath(d.reportGuid, d.ref) }),
    mimeType: t.exposeString('mimeType', { nullable: true }),
    sizeBytes: t.exposeInt('sizeBytes', { nullable: true }),
  }),
});

const str = (c: Record<string, unknown>, key: string) => (typeof c[key] === 'string' ? (c[key] as string) : '');

const SectionRef = builder.objectRef<ReportSectionView>('ReportSection').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    position: t.exposeInt('position'),
    sectionType: t.exposeString('sectionType'),
    title: t.exposeString('title', { nullable: true }),
    contentJson: t.string({
      description: 'The authored content (JSON) of the section type',
      resolve: (s) => JSON.stringify(s.sectionType === 'AiQuestion' ? { question: s.content['question'] } : s.content),
    }),
    records: t.field({
      type: [RecordRef],
      description: 'RecordList: the records, as the reader may see them',
      resolve: (s, _a, ctx) =>
        resolving(() =>
          s.sectionType === 'RecordList' && Array.isArray(s.content['recordGuids'])
            ? reportRecords(ctx.deps.db, ctx.subject, s.content['recordGuids'] as string[])
            : [],
        ),
    }),
    contactGroups: t.field({
      type: [ContactGroupRef],
      description: 'Contacts: by seniority group; locked (withheld) without CONTACTS',
      resolve: (s, _a, ctx) => resolving(() => (s.sectionType === 'Contacts' ? reportContacts(ctx.deps.db, ctx.subject, str(s.content, 'buyerGuid')) : [])),
    }),
    answer: t.string({ nullable: true, resolve: (s) => (s.sectionType === 'AiQuestion' && str(s.content, 'answer') ? str(s.content, 'answer') : null) }),
    answeredBy: t.string({ nullable: true, resolve: (s) => (s.sectionType === 'AiQuestion' && str(s.content, 'generator') ? str(s.content, 'generator') : null) }),
    answeredAt: t.string({ nullable: true, resolve: (s) => (s.sectionType === 'AiQuestion' && str(s.content, 'answeredAt') ? str(s.content, 'answeredAt') : null) }),
  }),
});

const CompanyRef = builder.objectRef<{ guid: string; name: string }>('ReportCompany').implement({
  fields: (t) => ({ guid: t.exposeString('guid'), name: t.exposeString('name') }),
});

export const ReportRef = builder.objectRef<ReportView>('Report').implement({
  fields: (t) => ({
    id: t.exposeID('guid', { description: 'The report guid (`/reports/{reportId}`)' }),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    adminNotes: t.string({ nullable: true, description: 'Admins only', resolve: (r, _a, ctx) => (ctx.subject.admin ? r.adminNotes : null) }),
    reportType: t.exposeString('reportType'),
    label: t.exposeString('label', { nullable: true }),
    publishedAt: t.exposeString('publishedAt', { nullable: true }),
    pdfUrl: t.string({ resolve: (r) => reportPdfPath(r.guid) }),
    coverImageUrl: t.exposeString('coverImageUrl', { nullable: true }),
    company: t.field({ type: CompanyRef, nullable: true, resolve: (r) => r.company }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
    documents: t.field({ type: [DocumentRef], resolve: (r) => r.documents.map((d) => ({ ...d, reportGuid: r.guid })) }),
    sections: t.field({ type: [SectionRef], resolve: (r) => r.sections }),
  }),
});

/** A linked article of a published industry report (spec 2§3 Linked article), for the Content library. */
interface LibraryArticle {
  url: string;
  title: string;
  caption: string | null;
  description: string | null;
  srcUrl: string | null;
  reportId: string;
  reportTitle: string;
}
const ArticleRef = builder.objectRef<LibraryArticle>('LinkedArticle').implement({
  fields: (t) => ({
    url: t.exposeString('url'),
    title: t.exposeString('title'),
    caption: t.exposeString('caption', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    srcUrl: t.exposeString('srcUrl', { nullable: true }),
    reportId: t.exposeString('reportId'),
    reportTitle: t.exposeString('reportTitle'),
  }),
});
const LibraryRef = builder.objectRef<{ reports: ReportView[]; articles: LibraryArticle[] }>('ContentLibrary').implement({
  fields: (t) => ({
    reports: t.field({ type: [ReportRef], resolve: (l) => l.reports }),
    articles: t.field({ type: [ArticleRef], resolve: (l) => l.articles }),
  }),
});

const ReportTypeSchema = z.enum(REPORT_TYPES, { message: `reportType is one of ${REPORT_TYPES.join(', ')}` });
const SectionTypeSchema = z.enum(REPORT_SECTION_TYPES, { message: `sectionType is one of ${REPORT_SECTION_TYPES.join(', ')}` });
const optionalText = (max: number) => safeText({ trim: true, max }).nullish();
const ReportInputSchema = z.strictObject({
  title: safeText({ trim: true, min: 1, max: 300, message: 'A title is required' }),
  description: optionalText(4000),
  adminNotes: optionalText(4000),
  label: optionalText(100),
  coverImageUrl: z
    .string()
    .trim()
    .max(2000)
    .regex(/^(https:\/\/|\/)/, 'The cover image is an https:// or site address')
    .nullish(),
});
const CreateSchema = ReportInputSchema.extend({ reportType: ReportTypeSchema, companyGuid: GuidSchema.nullish() });
const SectionTitle = optionalText(200);
/** The section's content as JSON text (at most 100 kB), parsed; its shape is checked per type in the service. */
const ContentJson = safeText({ max: 100_000 }).transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'contentJson is not JSON' });
    return z.NEVER;
  }
});
const PositionSchema = z.number().int().min(0).max(1000);
const RefSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'Not a document reference');

const ReportInputType = builder.inputType('ReportInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string(),
    adminNotes: t.string(),
    label: t.string(),
    coverImageUrl: t.string(),
  }),
});
const CreateReportInputType = builder.inputType('CreateReportInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string(),
    adminNotes: t.string(),
    label: t.string(),
    coverImageUrl: t.string(),
    reportType: t.string({ required: true }),
    companyGuid: t.string(),
  }),
});

builder.queryFields((t) => ({
  reports: t.field({
    type: [ReportRef],
    description: "Published reports of one type the caller may read: 'Custom briefings' (their company's) or 'Industry reports'.",
    args: { reportType: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => resolving(() => listReports(ctx.deps.db, ctx.subject, parseArgs(ReportTypeSchema, args.reportType))),
  }),
  report: t.field({
    type: ReportRef,
    description: 'A report the caller may read (admins: any, drafts included).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => resolving(() => readReport(ctx.deps.db, ctx.subject, parseArgs(GuidSchema, args.id))),
  }),
  contentLibrary: t.field({
    type: LibraryRef,
    description: 'The Content library: published industry reports and the articles they link.',
    resolve: (_r, _a, ctx) =>
      resolving(async () => {
        const list = await publicReports(ctx.deps.db, ctx.subject, {});
        const articles = list.flatMap((r) =>
          r.sections
            .filter((s) => s.sectionType === 'LinkList' && Array.isArray(s.content['links']))
            .flatMap((s) =>
              (s.content['links'] as Record<string, string | undefined>[]).map((l) => ({
                url: l['url'] ?? '',
                title: l['title'] ?? '',
                caption: l['caption'] ?? null,
                description: l['description'] ?? null,
                srcUrl: l['src_url'] ?? null,
                reportId: r.guid,
                reportTitle: r.title,
              })),
            ),
        );
        return { reports: list.map((r) => ({ ...r, sections: [], documents: [] })), articles };
      }),
  }),
  adminReports: t.field({
    type: [ReportRef],
    description: 'Admins: every report, drafts included.',
    resolve: (_r, _a, ctx) => resolving(() => adminReports(ctx.deps.db, ctx.subject)),
  }),
}));

builder.mutationFields((t) => ({
  createReport: t.field({
    type: ReportRef,
    args: { input: t.arg({ type: CreateReportInputType, required: true }) },
    resolve: (_r, args, ctx) => resolving(() => createReport(ctx.deps.db, ctx.subject, parseArgs(CreateSchema, args.input))),
  }),
  updateReport: t.field({
    type: ReportRef,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ReportInputType, required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() => updateReport(ctx.deps.db, ctx.subject, parseArgs(GuidSchema, args.id), parseArgs(ReportInputSchema, args.input), ctx.deps.now())),
  }),
  deleteReport: t.field({
    type: 'Boolean',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => resolving(async () => (await deleteReport(ctx.deps.db, ctx.subject, parseArgs(GuidSchema, args.id)), true)),
  }),
  publishReport: t.field({
    type: ReportRef,
    description: 'Publish to a company (CUSTOM_BRIEFING with companyGuid) or to everyone (INDUSTRY_REPORT); published false withdraws it.',
    args: {
      id: t.arg.id({ required: true }),
      published: t.arg.boolean({ required: true }),
      reportType: t.arg.string(),
      companyGuid: t.arg.string(),
    },
    resolve: (_r, args, ctx) =>
      resolving(() =>
        publishReport(
          ctx.deps.db,
          ctx.subject,
          parseArgs(GuidSchema, args.id),
          {
            published: args.published,
            reportType: args.reportType ? parseArgs(ReportTypeSchema, args.reportType) : undefined,
            companyGuid: args.companyGuid ? parseArgs(GuidSchema, args.companyGuid) : null,
          },
          ctx.deps.now(),
        ),
      ),
  }),
  addReportSection: t.field({
    type: ReportRef,
    args: {
      reportId: t.arg.id({ required: true }),
      sectionType: t.arg.string({ required: true }),
      title: t.arg.string(),
      contentJson: t.arg.string({ required: true }),
    },
    resolve: (_r, args, ctx) =>
      resolving(() =>
        addSection(
          ctx.deps.db,
          ctx.subject,
          parseArgs(GuidSchema, args.reportId),
          { sectionType: parseArgs(SectionTypeSchema, args.sectionType), title: parseArgs(SectionTitle, args.title) ?? null, content: parseArgs(ContentJson, args.contentJson) },
          ctx.deps.now(),
        ),
      ),
  }),
  updateReportSection: t.field({
    type: ReportRef,
    args: { id: t.arg.id({ required: true }), title: t.arg.string(), contentJson: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() =>
        updateSection(
          ctx.deps.db,
          ctx.subject,
          parseArgs(IdSchema, args.id),
          { title: parseArgs(SectionTitle, args.title) ?? null, content: parseArgs(ContentJson, args.contentJson) },
          ctx.deps.now(),
        ),
      ),
  }),
  removeReportSection: t.field({
    type: ReportRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => resolving(() => removeSection(ctx.deps.db, ctx.subject, parseArgs(IdSchema, args.id), ctx.deps.now())),
  }),
  moveReportSection: t.field({
    type: ReportRef,
    args: { id: t.arg.id({ required: true }), position: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() => moveSection(ctx.deps.db, ctx.subject, parseArgs(IdSchema, args.id), parseArgs(PositionSchema, args.position), ctx.deps.now())),
  }),
  answerReportQuestion: t.field({
    type: ReportRef,
    description: "Answers an AiQuestion section from the report's records through the AI interface (not asked again when nothing changed).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(async () => {
        const id = parseArgs(IdSchema, args.id);
        assertCan(ctx.subject, { type: 'admin.access' });
        await enforceRateLimits(ctx.deps.db, [{ rule: RATE_LIMITS.aiSummariesPerUser, subject: ctx.subject.id }], ctx.deps.now());
        return answerQuestion(ctx.deps.db, ctx.subject, createReportAnswerer(ctx.deps.config), id, ctx.deps.now());
      }),
  }),
  removeReportDocument: t.field({
    type: ReportRef,
    args: { reportId: t.arg.id({ required: true }), ref: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() => removeDocument(ctx.deps.db, ctx.subject, parseArgs(GuidSchema, args.reportId), parseArgs(RefSchema, args.ref), ctx.deps.now())),
  }),
}));
