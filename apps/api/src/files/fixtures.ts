/**
 * Small files of every extractable kind, generated on demand (tests and the extraction benchmark):
 * a PDF (pdfkit), a DOCX (docx), an XLSX (exceljs), HTML and plain text, each carrying the given
 * lines so a test can find them again in the extracted text.
 */
import ExcelJS from 'exceljs';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';

/** A PDF with one page per entry of `pages` (each page's lines). */
export function pdfFixture(pages: string[][]): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, compress: true });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    for (const lines of pages) {
      doc.addPage();
      for (const line of lines) doc.text(line);
    }
    doc.end();
  });
}

/** A DOCX whose sections each start with a level-1 heading. */
export async function docxFixture(sections: { heading: string; paragraphs: string[] }[]): Promise<Uint8Array> {
  const doc = new Document({
    sections: [
      {
        children: sections.flatMap((s) => [
          new Paragraph({ text: s.heading, heading: HeadingLevel.HEADING_1 }),
          ...s.paragraphs.map((p) => new Paragraph({ text: p })),
        ]),
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** An XLSX with one worksheet per entry (name → rows of cells). */
export async function xlsxFixture(sheets: Record<string, (string | number)[][]>): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
