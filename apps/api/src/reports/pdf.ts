/**
 * A report as a PDF (pdfkit, as the bid report; decision 0048): every section in order, rendered for
 * the reader who exports it — the same projection as the screen (award values, contacts, buyer
 * statistics follow the reader's plan). Embeds print as their address; documents as their links.
 */
import PDFDocument from 'pdfkit';
import sanitizeHtml from 'sanitize-html';
import { REPORT_COPY, reportDocumentPath } from '@tenderlens/domain/reports';
import type { Database } from '../db/client';
import { can, type PolicySubject } from '../policy/index';
import { buyerCpvStats } from '../organisations/service';
import { buyerSuppliers } from '../organisations/profiles';
import { currentTeamSignals } from '../signals/relevance';
import { projectSupplierSpend, viewerOf } from '../policy/projection';
import { reportContacts, reportRecords, type ReportView } from './service';

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }) : '--');
const str = (c: Record<string, unknown>, k: string) => (typeof c[k] === 'string' ? (c[k] as string) : '');

/** Rich text as plain paragraphs (the stored HTML is already sanitised; here every tag goes). */
export function richTextLines(html: string): string[] {
  const withBreaks = html.replace(/<\/(p|h2|h3|h4|li|blockquote|tr)>/gi, '\n').replace(/<br\s*\/?>/gi, '\n').replace(/<li>/gi, '• ');
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

export async function reportPdf(db: Database, subject: PolicySubject, report: ReportView, now = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: report.title, Producer: 'Tenderlens' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const heading = (t: string) => doc.moveDown().fillColor('#000').fontSize(14).text(t);
  const body = (t: string, size = 10, colour = '#000') => doc.fillColor(colour).fontSize(size).text(t);

  doc.fontSize(20).text(report.title);
  if (report.description) body(report.description, 11, '#333');
  body(`${report.label ? `${report.label} · ` : ''}Published ${day(report.publishedAt)}${report.company ? ` for ${report.company.name}` : ''}`, 9, '#555');

  for (const s of report.sections) {
    const c = s.content;
    if (s.title) heading(s.title);
    switch (s.sectionType) {
      case 'Header':
        doc.moveDown().fillColor('#000').fontSize(16).text(str(c, 'text'));
        if (str(c, 'subtitle')) body(str(c, 'subtitle'), 11, '#333');
        break;
      case 'RichText':
        for (const line of richTextLines(str(c, 'html'))) body(line).moveDown(0.3);
        break;
      case 'RecordList': {
        const records = await reportRecords(db, subject, Array.isArray(c['recordGuids']) ? (c['recordGuids'] as string[]) : []);
        if (records.length === 0) body(REPORT_COPY.noRecords, 10, '#555');
        for (const r of records) {
          doc.moveDown(0.4).fillColor('#000').fontSize(11).text(r.name);
          const value = r.redacted ? 'Value locked' : r.value === null ? 'Value not given' : r.currency && r.currency !== 'GBP' ? `${r.currency} ${r.value}` : gbp.format(r.value);
          body(`${r.stage} · ${r.buyerName ?? 'Unknown buyer'} · ${value}`, 9, '#333');
          body(`Published ${day(r.publishDate)} · Closes ${day(r.closeDate)} · Expires ${day(r.expiryDate)}`, 9, '#555');
          if (r.leadSignals.length > 0) body(`Signals: ${r.leadSignals.map((x) => x.name).join(', ')}`, 9, '#555');
        }
        break;
      }
      case 'LinkList':
        for (const l of (Array.isArray(c['links']) ? c['links'] : []) as Record<string, string>[]) {
          doc.moveDown(0.3).fillColor('#1d4ed8').fontSize(10).text(l['title'] ?? '', { link: l['url'], underline: true });
          if (l['description']) body(l['description'], 9, '#333');
        }
        break;
      case 'DocumentList':
        for (const ref of (Array.isArray(c['refs']) ? c['refs'] : []) as string[]) {
          const d = report.documents.find((x) => x.ref === ref);
          if (d) doc.moveDown(0.3).fillColor('#000').fontSize(10).text(`${d.title} (${reportDocumentPath(report.guid, d.ref)})`);
        }
        break;
      case 'CpvChart': {
        if (!can(subject, { type: 'buyers.stats' })) {
          body('Buyer statistics are available on a paid plan.', 9, '#555');
          break;
        }
        const stats = await buyerCpvStats(db, str(c, 'buyerGuid'), { expiries: false, years: 3 }, now);
        for (const x of stats?.perCpvStats.slice(0, 12) ?? []) body(`${x.code} ${x.name}: ${x.totalAwarded} awards, ${gbp.format(x.totalValue)}`, 9);
        break;
      }
      case 'Suppliers': {
        if (!can(subject, { type: 'buyers.stats' }) || !can(subject, { type: 'suppliers.search' })) {
          body('Suppliers are available on a paid plan.', 9, '#555');
          break;
        }
        const team = await currentTeamSignals(db, subject.teamId);
        const page = await buyerSuppliers(db, str(c, 'buyerGuid'), { limit: 15, offset: 0 }, team, now);
        for (const x of projectSupplierSpend(viewerOf(subject), page.results))
          body(`${x.name} · ${x.country ?? '--'} · SME ${x.isSme === null ? 'unknown' : x.isSme ? 'Yes' : 'No'} · ${x.awardsCount} awards`, 9);
        break;
      }
      case 'Contacts':
        for (const g of await reportContacts(db, subject, str(c, 'buyerGuid'))) {
          doc.moveDown(0.3).fillColor('#000').fontSize(11).text(`${g.group} (${g.total})`);
          if (g.locked) body(REPORT_COPY.contactsLocked, 9, '#555');
          for (const p of g.contacts) body(`${p.name}, ${p.jobTitle}${p.email ? ` · ${p.email}` : ''}`, 9);
        }
        break;
      case 'Iframe':
        body(`${str(c, 'title')}: ${str(c, 'src')}`, 9, '#1d4ed8');
        break;
      case 'AiQuestion':
        doc.moveDown(0.3).fillColor('#000').fontSize(11).text(str(c, 'question'));
        body(str(c, 'answer') || REPORT_COPY.aiNotAnswered, 10, '#333');
        break;
    }
  }
  doc.end();
  return done;
}
