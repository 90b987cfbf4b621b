/**
 * Reports (spec 2§2 "Reports", 2§3 Report; decision 0048): custom briefings written for one company and
 * industry reports published to everyone, each an ordered list of the ten section types and the files
 * attached to it. Readers see a report once it is published and only when it is theirs: a custom
 * briefing's company, or anyone for an industry report; admins see every report (drafts included) and
 * author them. What a section shows of paywalled data goes through the one redaction projection:
 * record values (AWARDS) and contacts (CONTACTS).
 */
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import {
  REPORT_CONTACTS_PER_GROUP,
  REPORT_SECTIONS_MAX,
  REPORT_SENIORITY_GROUPS,
  parseSectionContent,
  type ReportRecordData,
  type ReportSectionType,
  type ReportType,
} from '@tenderlens/domain/reports';
import { queryRows, type Database, type Executor } from '../db/client';
import { companies, reportDocuments, reportSections, reports } from '../db/schema/index';
import { badRequest } from '../http/errors';
import { assertCan, type PolicySubject } from '../policy/index';
import { projectNotice, projectReportContacts, viewerForNotices, viewerOf, type ReportContactGroup } from '../policy/projection';
import { currentTeamSignals } from '../signals/relevance';
import { notFound } from '../workspace/http';
import { answerFingerprint, type AnswerRecord, type ReportAnswerer } from './ai';

export interface ReportDocumentView {
  ref: string;
  title: string;
  description: string | null;
  caption: string | null;
  /** A link document's address (null: a file kept with the report). */
  url: string | null;
  mimeType: string | null;
  sizeBytes: number | null;
}

export interface ReportSectionView {
  id: string;
  position: number;
  sectionType: ReportSectionType;
  title: string | null;
  content: Record<string, unknown>;
}

export interface ReportView {
  id: number;
  guid: string;
  title: string;
  description: string | null;
  adminNotes: string | null;
  reportType: ReportType;
  label: string | null;
  publishedAt: string | null;
  coverImageUrl: string | null;
  company: { guid: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
  documents: ReportDocumentView[];
  sections: ReportSectionView[];
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const reportColumns = {
  id: reports.id,
  guid: reports.guid,
  title: reports.title,
  description: reports.description,
  adminNotes: reports.adminNotes,
  reportType: reports.reportType,
  label: reports.label,
  publishedAt: reports.publishedAt,
  coverImageUrl: reports.coverImageUrl,
  companyGuid: companies.guid,
  companyName: companies.name,
  createdAt: reports.createdAt,
  updatedAt: reports.updatedAt,
};

/** What a non-admin reader may read: published, and theirs (their company's briefing or an industry report). */
function readableBy(subject: PolicySubject): SQL | undefined {
  if (subject.admin) return undefined;
  return and(isNotNull(reports.publishedAt), or(eq(reports.reportType, 'INDUSTRY_REPORT'), eq(reports.companyId, subject.companyId)));
}

async function loadReports(db: Executor, where: SQL | undefined, withParts: boolean): Promise<ReportView[]> {
  const rows = await db
    .select(reportColumns)
    .from(reports)
    .leftJoin(companies, eq(companies.id, reports.companyId))
    .where(where)
    .orderBy(desc(sql`coalesce(${reports.publishedAt}, ${reports.createdAt})`), desc(reports.id))
    .limit(500);
  const ids = rows.map((r) => r.id);
  const sections = withParts && ids.length > 0
    ? await db.select().from(reportSections).where(inArray(reportSections.reportId, ids)).orderBy(asc(reportSections.position))
    : [];
  const documents = withParts && ids.length > 0
    ? await db
        .select({
          reportId: reportDocuments.reportId,
          ref: reportDocuments.ref,
          title: reportDocuments.title,
          description: reportDocuments.description,
          caption: reportDocuments.caption,
          url: reportDocuments.url,
          mimeType: reportDocuments.mimeType,
          sizeBytes: reportDocuments.sizeBytes,
        })
        .from(reportDocuments)
        .where(inArray(reportDocuments.reportId, ids))
        .orderBy(asc(reportDocuments.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    guid: r.guid,
    title: r.title,
    description: r.description,
    adminNotes: r.adminNotes,
    reportType: r.reportType,
    label: r.label,
    publishedAt: iso(r.publishedAt),
    coverImageUrl: r.coverImageUrl,
    company: r.companyGuid && r.companyName ? { guid: r.companyGuid, name: r.companyName } : null,
    createdAt: iso(r.createdAt) ?? '',
    updatedAt: iso(r.updatedAt) ?? '',
    documents: documents.filter((d) => d.reportId === r.id).map(({ reportId: _r, ...d }) => d),
    sections: sections
      .filter((s) => s.reportId === r.id)
      .map((s) => ({ id: String(s.id), position: s.position, sectionType: s.sectionType, title: s.title, content: s.content })),
  }));
}

// ---- Readers ----------------------------------------------------------------------------------

/** The reports of one kind the subject may read, newest first (without sections: the lists). */
export async function listReports(db: Executor, subject: PolicySubject, reportType: ReportType): Promise<ReportView[]> {
  assertCan(subject, { type: 'workspace.read' });
  const own = reportType === 'CUSTOM_BRIEFING' ? eq(reports.companyId, subject.companyId) : undefined;
  return loadReports(db, and(eq(reports.reportType, reportType), isNotNull(reports.publishedAt), own), false);
}

/** One report the subject may read (an admin: any, drafts included); else 404. */
export async function readReport(db: Executor, subject: PolicySubject, guid: string): Promise<ReportView> {
  assertCan(subject, { type: 'workspace.read' });
  const [report] = await loadReports(db, and(eq(reports.guid, guid), readableBy(subject)), true);
  if (!report) throw notFound('Report not found');
  return report;
}

/** A company's published custom briefings (GET /api/companies/{company_guid}/reports): its members and admins. */
export async function companyReports(db: Executor, subject: PolicySubject, companyGuid: string): Promise<ReportView[]> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.guid, companyGuid));
  if (!company) throw notFound('Company not found');
  assertCan(subject, { type: 'company.read', companyId: company.id });
  return loadReports(db, and(eq(reports.companyId, company.id), isNotNull(reports.publishedAt)), false);
}

/** Published industry reports (POST /api/public_reports/ and the Content library), optionally by label. */
export async function publicReports(db: Executor, subject: PolicySubject, filter: { label?: string | undefined }): Promise<ReportView[]> {
  assertCan(subject, { type: 'workspace.read' });
  return loadReports(
    db,
    and(eq(reports.reportType, 'INDUSTRY_REPORT'), isNotNull(reports.publishedAt), filter.label ? eq(reports.label, filter.label) : undefined),
    true,
  );
}

/** An attached file of a report the subject may read. */
export async function reportDocumentFile(
  db: Executor,
  subject: PolicySubject,
  guid: string,
  ref: string,
): Promise<{ title: string; url: string | null; mimeType: string | null; content: Buffer | null }> {
  const report = await readReport(db, subject, guid);
  const [doc] = await db
    .select({ title: reportDocuments.title, url: reportDocuments.url, mimeType: reportDocuments.mimeType, content: reportDocuments.content })
    .from(reportDocuments)
    .where(and(eq(reportDocuments.reportId, report.id), eq(reportDocuments.ref, ref)));
  if (!doc) throw notFound('Document not found');
  return doc;
}

// ---- Section data, as the reader may see it ---------------------------------------------------

/** Spec 1§3 'Report list record' (the shape shared with the hooks) with the notice's id. */
export type ReportRecordView = ReportRecordData & { id: string };

/** The records of a RecordList section in its order, projected for the viewer (award values need AWARDS). */
export async function reportRecords(db: Database, subject: PolicySubject, guids: readonly string[]): Promise<ReportRecordView[]> {
  if (guids.length === 0) return [];
  const rows = await queryRows<{
    id: string;
    guid: string;
    name: string;
    stage: string;
    publish_date: Date | null;
    close_date: Date | null;
    expiry_date: Date | null;
    value: string | null;
    value_source: string | null;
    currency: string | null;
    description: string | null;
    buyer_name: string | null;
    signal_ids: string[] | null;
  }>(
    db,
    sql`select n.id::text as id, n.guid::text as guid, n.name, n.stage, n.publish_date, n.close_date, n.expiry_date, n.value, n.value_source,
        n.currency, n.description, b.name as buyer_name, rel.signal_ids
      from notices n left join organisations b on b.id = n.buyer_id
      left join team_notice_relevance rel on rel.team_id = ${subject.teamId} and rel.notice_id = n.id
      where n.guid in (${sql.join(guids.map((g) => sql`${g}::uuid`), sql`, `)})`,
  );
  const viewer = await viewerForNotices(db, { plan: subject.plan, companyId: subject.companyId, extraDataTypes: subject.extraDataTypes ?? [] }, rows.map((r) => Number(r.id)));
  const team = rows.some((r) => (r.signal_ids ?? []).length > 0) ? await currentTeamSignals(db, subject.teamId) : null;
  const byGuid = new Map(rows.map((r) => [r.guid, r]));
  return guids.flatMap((g) => {
    const r = byGuid.get(g);
    if (!r) return [];
    return [
      projectNotice(viewer, {
        id: r.id,
        guid: r.guid,
        name: r.name,
        stage: r.stage,
        leadSignals: (team?.signals ?? []).filter((s) => r.signal_ids?.includes(s.id)),
        publishDate: iso(r.publish_date),
        canonicalUrlPath: `/records/${r.guid}`,
        buyerName: r.buyer_name,
        value: r.value === null ? null : Number(r.value),
        valueSrc: r.value_source,
        currency: r.currency,
        closeDate: iso(r.close_date),
        expiryDate: iso(r.expiry_date),
        description: r.description,
        redacted: false,
      }),
    ];
  });
}

/** The Contacts section: the buyer's contacts by seniority group (blurred, i.e. withheld, without CONTACTS). */
export async function reportContacts(db: Executor, subject: PolicySubject, buyerGuid: string): Promise<ReportContactGroup[]> {
  const seniorities = REPORT_SENIORITY_GROUPS.flatMap((g) => [...g.seniorities]);
  const rows = await queryRows<{ guid: string; first_name: string; last_name: string; job_title: string; email: string | null; phone: string | null; seniority: string }>(
    db,
    sql`select c.guid::text as guid, c.first_name, c.last_name, c.job_title, c.email, c.phone, c.seniority
      from contacts c join organisations o on o.id = c.organisation_id
      where o.guid = ${buyerGuid}::uuid and c.seniority in (${sql.join(seniorities.map((s) => sql`${s}`), sql`, `)})
      order by c.last_name, c.first_name, c.id`,
  );
  const groups = REPORT_SENIORITY_GROUPS.map((g) => {
    const members = rows.filter((r) => (g.seniorities as readonly string[]).includes(r.seniority));
    return {
      group: g.group,
      total: members.length,
      contacts: members.slice(0, REPORT_CONTACTS_PER_GROUP).map((r) => ({
        guid: r.guid,
        name: `${r.first_name} ${r.last_name}`,
        jobTitle: r.job_title,
        email: r.email,
        phone: r.phone,
        seniority: r.seniority,
      })),
      locked: false,
    };
  });
  return projectReportContacts(viewerOf(subject), groups);
}

// ---- Authoring (admins) -----------------------------------------------------------------------

/** Rich text as stored and shown: a small set of tags, links opened safely, nothing executable. */
export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'blockquote', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

export interface ReportInput {
  title: string;
  description?: string | null | undefined;
  adminNotes?: string | null | undefined;
  label?: string | null | undefined;
  coverImageUrl?: string | null | undefined;
}

async function companyIdOf(db: Executor, companyGuid: string): Promise<number> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.guid, companyGuid));
  if (!company) throw notFound('Company not found');
  return company.id;
}

async function adminReportId(db: Executor, subject: PolicySubject, guid: string): Promise<number> {
  assertCan(subject, { type: 'admin.access' });
  const [row] = await db.select({ id: reports.id }).from(reports).where(eq(reports.guid, guid));
  if (!row) throw notFound('Report not found');
  return row.id;
}

const touch = (db: Executor, id: number, now: Date) => db.update(reports).set({ updatedAt: now }).where(eq(reports.id, id));

export async function adminReports(db: Executor, subject: PolicySubject): Promise<ReportView[]> {
  assertCan(subject, { type: 'admin.access' });
  return loadReports(db, undefined, false);
}

/** A draft: a custom briefing for the named company, or an industry report. */
export async function createReport(
  db: Executor,
  subject: PolicySubject,
  input: ReportInput & { reportType: ReportType; companyGuid?: string | null | undefined },
): Promise<ReportView> {
  assertCan(subject, { type: 'admin.access' });
  if (input.reportType === 'CUSTOM_BRIEFING' && !input.companyGuid) throw badRequest('A custom briefing is for a company: choose one');
  const companyId = input.reportType === 'CUSTOM_BRIEFING' && input.companyGuid ? await companyIdOf(db, input.companyGuid) : null;
  const [row] = await db
    .insert(reports)
    .values({
      title: input.title,
      description: input.description ?? null,
      adminNotes: input.adminNotes ?? null,
      label: input.label ?? null,
      coverImageUrl: input.coverImageUrl ?? null,
      reportType: input.reportType,
      companyId,
      createdById: subject.id,
    })
    .returning({ guid: reports.guid });
  return readReport(db, subject, row?.guid ?? '');
}

export async function updateReport(db: Executor, subject: PolicySubject, guid: string, input: ReportInput, now: Date): Promise<ReportView> {
  const id = await adminReportId(db, subject, guid);
  await db
    .update(reports)
    .set({
      title: input.title,
      description: input.description ?? null,
      adminNotes: input.adminNotes ?? null,
      label: input.label ?? null,
      coverImageUrl: input.coverImageUrl ?? null,
      updatedAt: now,
    })
    .where(eq(reports.id, id));
  return readReport(db, subject, guid);
}

/** Publish to the report's audience (a custom briefing: a company, which may change here; else everyone), or withdraw. */
export async function publishReport(
  db: Executor,
  subject: PolicySubject,
  guid: string,
  publish: { published: boolean; reportType?: ReportType | undefined; companyGuid?: string | null | undefined },
  now: Date,
): Promise<ReportView> {
  const id = await adminReportId(db, subject, guid);
  const patch: Partial<typeof reports.$inferInsert> = { publishedAt: publish.published ? now : null, updatedAt: now };
  if (publish.reportType === 'INDUSTRY_REPORT') Object.assign(patch, { reportType: 'INDUSTRY_REPORT', companyId: null });
  if (publish.reportType === 'CUSTOM_BRIEFING') {
    if (!publish.companyGuid) throw badRequest('A custom briefing is published to a company: choose one');
    Object.assign(patch, { reportType: 'CUSTOM_BRIEFING', companyId: await companyIdOf(db, publish.companyGuid) });
  }
  await db.update(reports).set(patch).where(eq(reports.id, id));
  return readReport(db, subject, guid);
}

export async function deleteReport(db: Executor, subject: PolicySubject, guid: string): Promise<void> {
  const id = await adminReportId(db, subject, guid);
  await db.delete(reports).where(eq(reports.id, id));
}

/** Validates and normalises a section's content (rich text sanitised). */
function sectionContent(type: ReportSectionType, content: unknown): Record<string, unknown> {
  const parsed = parseSectionContent(type, content);
  if (!parsed.ok) throw badRequest(parsed.message);
  if (type === 'RichText') return { html: sanitiseRichText(String(parsed.content['html'] ?? '')) };
  return parsed.content;
}

export async function addSection(
  db: Database,
  subject: PolicySubject,
  guid: string,
  section: { sectionType: ReportSectionType; title: string | null; content: unknown },
  now: Date,
): Promise<ReportView> {
  const id = await adminReportId(db, subject, guid);
  const content = sectionContent(section.sectionType, section.content);
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ n: number; next: number }>(
      tx,
      sql`select count(*)::int as n, coalesce(max(position) + 1, 0)::int as next from report_sections where report_id = ${id}`,
    );
    if ((row?.n ?? 0) >= REPORT_SECTIONS_MAX) throw badRequest(`A report has at most ${REPORT_SECTIONS_MAX} sections`);
    await tx.insert(reportSections).values({ reportId: id, position: row?.next ?? 0, sectionType: section.sectionType, title: section.title, content });
    await touch(tx, id, now);
  });
  return readReport(db, subject, guid);
}

async function ownedSection(db: Executor, subject: PolicySubject, sectionId: number) {
  assertCan(subject, { type: 'admin.access' });
  const [row] = await db
    .select({ id: reportSections.id, reportId: reportSections.reportId, sectionType: reportSections.sectionType, content: reportSections.content, guid: reports.guid })
    .from(reportSections)
    .innerJoin(reports, eq(reports.id, reportSections.reportId))
    .where(eq(reportSections.id, sectionId));
  if (!row) throw notFound('Section not found');
  return row;
}

export async function updateSection(
  db: Executor,
  subject: PolicySubject,
  sectionId: number,
  patch: { title: string | null; content: unknown },
  now: Date,
): Promise<ReportView> {
  const s = await ownedSection(db, subject, sectionId);
  const content = sectionContent(s.sectionType, patch.content);
  // An AiQuestion keeps its answer while the question stands; a new question is asked afresh.
  const kept = s.sectionType === 'AiQuestion' && s.content['question'] === content['question'] ? pickAnswer(s.content) : {};
  await db.update(reportSections).set({ title: patch.title, content: { ...content, ...kept } }).where(eq(reportSections.id, s.id));
  await touch(db, s.reportId, now);
  return readReport(db, subject, s.guid);
}

const pickAnswer = (c: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(c).filter(([k]) => ['answer', 'generator', 'answeredAt', 'fingerprint'].includes(k)));

export async function removeSection(db: Database, subject: PolicySubject, sectionId: number, now: Date): Promise<ReportView> {
  const s = await ownedSection(db, subject, sectionId);
  await db.transaction(async (tx) => {
    await tx.delete(reportSections).where(eq(reportSections.id, s.id));
    await renumber(tx, s.reportId, null, 0);
    await touch(tx, s.reportId, now);
  });
  return readReport(db, subject, s.guid);
}

/** Positions 0…n-1 in order, with `moving` placed at `to` (the unique position index is kept throughout). */
async function renumber(tx: Executor, reportId: number, moving: number | null, to: number): Promise<void> {
  const rows = await tx.select({ id: reportSections.id }).from(reportSections).where(eq(reportSections.reportId, reportId)).orderBy(asc(reportSections.position));
  const order = rows.map((r) => r.id).filter((id) => id !== moving);
  if (moving !== null) order.splice(Math.max(0, Math.min(to, order.length)), 0, moving);
  await tx.execute(sql`update report_sections set position = -position - 1 where report_id = ${reportId}`);
  for (const [i, id] of order.entries()) await tx.update(reportSections).set({ position: i }).where(eq(reportSections.id, id));
}

export async function moveSection(db: Database, subject: PolicySubject, sectionId: number, position: number, now: Date): Promise<ReportView> {
  const s = await ownedSection(db, subject, sectionId);
  await db.transaction(async (tx) => {
    await renumber(tx, s.reportId, s.id, position);
    await touch(tx, s.reportId, now);
  });
  return readReport(db, subject, s.guid);
}

/**
 * Answers an AiQuestion section from the report's records (every RecordList's, as a Free-plan reader
 * would see them: no award values reach the model). The same question over the same records is not
 * asked again (the stored fingerprint).
 */
export async function answerQuestion(db: Database, subject: PolicySubject, answerer: ReportAnswerer, sectionId: number, now: Date): Promise<ReportView> {
  const s = await ownedSection(db, subject, sectionId);
  if (s.sectionType !== 'AiQuestion') throw badRequest('Only an AI question section is answered');
  const question = String(s.content['question'] ?? '');
  const lists = await db
    .select({ content: reportSections.content })
    .from(reportSections)
    .where(and(eq(reportSections.reportId, s.reportId), eq(reportSections.sectionType, 'RecordList')))
    .orderBy(asc(reportSections.position));
  const guids = [...new Set(lists.flatMap((l) => (Array.isArray(l.content['recordGuids']) ? (l.content['recordGuids'] as string[]) : [])))];
  const audience: PolicySubject = { ...subject, admin: false, plan: 'FREEMIUM', extraDataTypes: [] };
  const records: AnswerRecord[] = (await reportRecords(db, audience, guids)).map((r) => ({
    name: r.name,
    stage: r.stage,
    buyer: r.buyerName,
    value: r.value,
    currency: r.currency,
    publishDate: r.publishDate,
    closeDate: r.closeDate,
    expiryDate: r.expiryDate,
    description: r.description ? r.description.slice(0, 600) : null,
  }));
  const fingerprint = answerFingerprint(question, records);
  if (s.content['fingerprint'] !== fingerprint || typeof s.content['answer'] !== 'string') {
    const answer = await answerer.answer(question, records);
    await db
      .update(reportSections)
      .set({ content: { question, answer, generator: answerer.name, answeredAt: now.toISOString(), fingerprint } })
      .where(eq(reportSections.id, s.id));
    await touch(db, s.reportId, now);
  }
  return readReport(db, subject, s.guid);
}

// ---- Attached documents -----------------------------------------------------------------------

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48) || 'document';

export async function attachDocument(
  db: Executor,
  subject: PolicySubject,
  guid: string,
  doc: { title: string; description: string | null; caption: string | null; url: string | null; file: { bytes: Buffer; mimeType: string } | null },
  now: Date,
): Promise<ReportView> {
  const id = await adminReportId(db, subject, guid);
  if (!doc.url && !doc.file) throw badRequest('Attach a file or give a link');
  const taken = new Set((await db.select({ ref: reportDocuments.ref }).from(reportDocuments).where(eq(reportDocuments.reportId, id))).map((r) => r.ref));
  const base = slug(doc.title);
  let ref = base;
  for (let i = 2; taken.has(ref); i++) ref = `${base}-${i}`;
  await db.insert(reportDocuments).values({
    reportId: id,
    ref,
    title: doc.title,
    description: doc.description,
    caption: doc.caption,
    url: doc.file ? null : doc.url,
    content: doc.file?.bytes ?? null,
    sizeBytes: doc.file?.bytes.length ?? null,
    mimeType: doc.file?.mimeType ?? null,
  });
  await touch(db, id, now);
  return readReport(db, subject, guid);
}

export async function removeDocument(db: Executor, subject: PolicySubject, guid: string, ref: string, now: Date): Promise<ReportView> {
  const id = await adminReportId(db, subject, guid);
  const removed = await db.delete(reportDocuments).where(and(eq(reportDocuments.reportId, id), eq(reportDocuments.ref, ref))).returning({ id: reportDocuments.id });
  if (removed.length === 0) throw notFound('Document not found');
  await touch(db, id, now);
  return readReport(db, subject, guid);
}
