/**
 * REST for reports (spec 2§7): a company's briefings (`GET /api/companies/{company_guid}/reports`), the published
 * industry reports (`POST /api/public_reports/`), a report's PDF and its attached documents
 * (`/api/reports/{reportId}/documents/{ref}`; admins attach and remove them).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { DOCUMENT_REF_PATTERN, REPORT_DOCUMENT_MAX_BYTES, reportDocumentPath, reportPdfPath } from '@tenderlens/domain/reports';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest } from '../http/errors';
import { assertCan } from '../policy/index';
import { safeText } from '../http/input';
import { toPolicySubject } from '../users/currentUser';
import { parseInput, readBody } from '../workspace/http';
import { GuidSchema } from '../workspace/schemas';
import { reportPdf } from './pdf';
import { attachDocument, companyReports, publicReports, readReport, reportDocumentFile, type ReportView } from './service';

const ReportParam = z.strictObject({ reportId: GuidSchema });
const DocumentParam = z.strictObject({ reportId: GuidSchema, ref: z.string().regex(DOCUMENT_REF_PATTERN, 'Not a document reference') });
const PublicReportsBody = z.strictObject({ label: safeText({ trim: true, max: 100 }).optional() });
const AttachBody = z.strictObject({
  title: safeText({ trim: true, min: 1, max: 300, message: 'A title is required' }),
  description: safeText({ trim: true, max: 2000 }).optional(),
  caption: safeText({ trim: true, max: 300 }).optional(),
  url: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), 'Enter a web address starting with https://')
    .optional(),
  file: z
    .strictObject({
      mime_type: z.string().regex(/^[a-z]+\/[a-z0-9.+-]{1,100}$/, 'Not a media type'),
      content_base64: z.string().max(1_000_000).regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Not base64'),
    })
    .optional(),
});
/** Files we keep and serve back as themselves; anything else is served as a download. */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'text/plain']);

export const reportJson = (r: ReportView) => ({
  id: r.guid,
  title: r.title,
  description: r.description,
  report_type: r.reportType,
  label: r.label,
  published_at: r.publishedAt,
  pdf_url: reportPdfPath(r.guid),
  cover_image_url: r.coverImageUrl,
  company: r.company,
  documents: r.documents.map((d) => ({ ref: d.ref, title: d.title, description: d.description, caption: d.caption, url: reportDocumentPath(r.guid, d.ref) })),
});

export function reportRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const subjectOf = (c: { get: (k: 'auth') => AppEnv['Variables']['auth'] }) => toPolicySubject(c.get('auth').user);

  app.get('/companies/:companyGuid/reports', async (c) => {
    const { companyGuid } = parseInput(z.strictObject({ companyGuid: GuidSchema }), c.req.param());
    return c.json({ reports: (await companyReports(deps.db, subjectOf(c), companyGuid)).map(reportJson) });
  });

  // Spec 2§7 writes `POST /api/public_reports/` with a trailing slash: both forms answer.
  for (const path of ['/public_reports', '/public_reports/']) {
    app.post(path, async (c) => {
      const body = await readBody(c, PublicReportsBody);
      return c.json({ reports: (await publicReports(deps.db, subjectOf(c), body)).map(reportJson) });
    });
  }

  app.get('/reports/:reportId/pdf', async (c) => {
    const { reportId } = parseInput(ReportParam, c.req.param());
    const subject = subjectOf(c);
    const report = await readReport(deps.db, subject, reportId);
    const body = await reportPdf(deps.db, subject, report);
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="report-${report.guid}.pdf"`);
    c.header('Cache-Control', 'no-store');
    return c.body(new Uint8Array(body));
  });

  app.get('/reports/:reportId/documents/:ref', async (c) => {
    const { reportId, ref } = parseInput(DocumentParam, c.req.param());
    const doc = await reportDocumentFile(deps.db, subjectOf(c), reportId, ref);
    if (!doc.content) return c.redirect(doc.url ?? '/', 302);
    const type = doc.mimeType && INLINE_TYPES.has(doc.mimeType) ? doc.mimeType : 'application/octet-stream';
    c.header('Content-Type', type);
    c.header('Content-Disposition', `${type === 'application/octet-stream' ? 'attachment' : 'inline'}; filename="${ref}"`);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(doc.content));
  });

  /** Attach a document (admins): a title, optional description and caption, and a link or a file (base64, at most 700 kB). */
  app.post('/reports/:reportId/documents', async (c) => {
    const { reportId } = parseInput(ReportParam, c.req.param());
    const subject = subjectOf(c);
    assertCan(subject, { type: 'admin.access' });
    const body = await readBody(c, AttachBody);
    const bytes = body.file ? Buffer.from(body.file.content_base64, 'base64') : null;
    if (bytes && bytes.length > REPORT_DOCUMENT_MAX_BYTES) throw badRequest('Attach files of at most 700 kB');
    const report = await attachDocument(
      deps.db,
      subject,
      reportId,
      {
        title: body.title,
        description: body.description ?? null,
        caption: body.caption ?? null,
        url: body.url ?? null,
        file: bytes && body.file ? { bytes, mimeType: body.file.mime_type } : null,
      },
      deps.now(),
    );
    return c.json(reportJson(report), 201);
  });

  return app;
}
