/** The bid/no-bid report as a PDF (pdfkit; decision 0034): recommendation, each question's answer and evidence, the facts used. */
import PDFDocument from 'pdfkit';
import type { BidReportView } from './service';

export const RECOMMENDATION_LABELS = { BID: 'Bid', REVIEW: 'Review before deciding', NO_BID: 'No bid' } as const;

export function bidReportPdf(report: BidReportView): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Bid/no-bid report: ${report.opportunityName}`, Producer: 'Tenderlens' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const c = report.content;
  doc.fontSize(18).text('Bid/no-bid report', { underline: false });
  doc.moveDown(0.3).fontSize(13).text(report.opportunityName);
  doc.moveDown(0.3).fontSize(9).fillColor('#444').text(`Generated ${report.createdAt.slice(0, 10)}${c.generator ? ` by ${c.generator}` : ''}`);
  if (c.recommendation) {
    doc.moveDown().fillColor('#000').fontSize(14).text(`Recommendation: ${RECOMMENDATION_LABELS[c.recommendation]}`);
    if (c.recommendationReason) doc.fontSize(10).text(c.recommendationReason);
  }
  for (const g of c.questionGroups ?? []) {
    doc.moveDown().fillColor('#000').fontSize(13).text(g.title);
    for (const q of [...g.questions].sort((a, b) => a.order - b.order)) {
      doc.moveDown(0.4).fontSize(11).text(`${q.title}: ${q.question}`);
      doc.fontSize(10).text(q.answer ?? 'Not answered.');
      for (const e of q.evidence ?? []) doc.fontSize(9).fillColor('#444').text(`• ${e}`, { indent: 10 });
      doc.fillColor('#000');
    }
  }
  if ((c.factsUsed ?? []).length > 0) {
    doc.moveDown().fontSize(13).text('Facts used');
    for (const f of c.factsUsed ?? []) doc.fontSize(9).text(`• ${f}`, { indent: 10 });
  }
  doc.end();
  return done;
}
