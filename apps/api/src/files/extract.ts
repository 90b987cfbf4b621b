/**
 * Text extraction from uploaded files (decision 0041), one section per page (PDF), heading
 * (DOCX, HTML), worksheet (XLSX) or form-feed page (plain text):
 * - PDF: unpdf (pdf.js built for servers), page by page;
 * - DOCX: mammoth turns the document into HTML, read like HTML below (so Word headings start sections);
 * - XLSX: exceljs, one section per worksheet, cells tab-separated, rows on lines;
 * - HTML: htmlparser2 (a streaming parser); script/style/template skipped, block elements end lines,
 *   h1–h3 start a new section labelled with the heading;
 * - plain text: UTF-8 (a BOM dropped), split on form feeds.
 * The kind comes from the file name or media type (@tenderlens/domain/files) and is checked against
 * the bytes (a PDF starts `%PDF-`, DOCX/XLSX are zip archives); anything else is refused with
 * `UnsupportedFileTypeError`. Text beyond MAX_EXTRACTED_CHARACTERS is cut off (`truncated`).
 */
import ExcelJS from 'exceljs';
import { Parser } from 'htmlparser2';
import mammoth from 'mammoth';
import { extractText as extractPdfText } from 'unpdf';
import {
  MAX_EXTRACTED_CHARACTERS,
  UNSUPPORTED_FILE_MESSAGE,
  extractableKindOf,
  type ExtractableKind,
} from '@tenderlens/domain/files';

export interface ExtractedSection {
  /** 'Page 3', a heading, a worksheet name; '' when the file has no such divisions. */
  label: string;
  text: string;
}

export interface Extraction {
  kind: ExtractableKind;
  sections: ExtractedSection[];
  /** Characters over all sections (after truncation). */
  characters: number;
  /** The text went over MAX_EXTRACTED_CHARACTERS and was cut off. */
  truncated: boolean;
}

export interface ExtractInput {
  fileName: string;
  contentType?: string | null;
}

export class UnsupportedFileTypeError extends Error {
  constructor(readonly fileName: string, detail?: string) {
    super(detail ? `${UNSUPPORTED_FILE_MESSAGE} (${detail})` : UNSUPPORTED_FILE_MESSAGE);
    this.name = 'UnsupportedFileTypeError';
  }
}

/** The file could not be read as the kind it claims to be (corrupt, encrypted, not really a PDF…). */
export class UnreadableFileError extends Error {
  constructor(readonly kind: ExtractableKind, cause: unknown) {
    super(`The ${kind.toUpperCase()} file could not be read: ${cause instanceof Error ? cause.message : String(cause)}`.slice(0, 500));
    this.name = 'UnreadableFileError';
  }
}

const isZip = (b: Uint8Array) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isPdf = (b: Uint8Array) => Buffer.from(b.subarray(0, 1024)).toString('latin1').includes('%PDF-');

/** The kind of the file, checked against its first bytes; throws UnsupportedFileTypeError. */
export function detectKind(data: Uint8Array, input: ExtractInput): ExtractableKind {
  const kind = extractableKindOf(input.fileName, input.contentType);
  if (!kind) throw new UnsupportedFileTypeError(input.fileName);
  if (kind === 'pdf' && !isPdf(data)) throw new UnsupportedFileTypeError(input.fileName, 'not a PDF file');
  if ((kind === 'docx' || kind === 'xlsx') && !isZip(data)) throw new UnsupportedFileTypeError(input.fileName, `not a .${kind} file`);
  if ((kind === 'html' || kind === 'text') && (isZip(data) || isPdf(data) || data.subarray(0, 8192).includes(0))) {
    throw new UnsupportedFileTypeError(input.fileName, 'binary content');
  }
  return kind;
}

const tidy = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \f\v\u00a0]+/g, ' ')
    .replace(/ *\t[ \t]*/g, '\t')
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();

function bound(kind: ExtractableKind, raw: ExtractedSection[]): Extraction {
  const sections: ExtractedSection[] = [];
  let characters = 0;
  let truncated = false;
  for (const section of raw) {
    const text = tidy(section.text);
    if (!text && !section.label) continue;
    const room = MAX_EXTRACTED_CHARACTERS - characters;
    if (room <= 0) {
      truncated = true;
      break;
    }
    const kept = text.length > room ? text.slice(0, room) : text;
    truncated ||= kept.length < text.length;
    characters += kept.length;
    sections.push({ label: tidy(section.label).slice(0, 200), text: kept });
  }
  return { kind, sections, characters, truncated };
}

const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'head', 'svg']);
const BLOCK = new Set([
  'p', 'div', 'br', 'li', 'tr', 'table', 'section', 'article', 'header', 'footer', 'blockquote', 'pre', 'ul', 'ol',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dt', 'dd', 'hr', 'title', 'main', 'aside', 'nav', 'figure', 'figcaption',
]);
const SECTION_HEADINGS = new Set(['h1', 'h2', 'h3']);

/** HTML → sections: a new one at each h1–h3, labelled with the heading's text. */
export function htmlSections(html: string): ExtractedSection[] {
  const sections: ExtractedSection[] = [{ label: '', text: '' }];
  let skipping = 0;
  let heading: string | null = null;
  const current = () => sections[sections.length - 1] as ExtractedSection;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipping++;
        else if (SECTION_HEADINGS.has(name) && skipping === 0) heading = '';
        else if (BLOCK.has(name)) current().text += '\n';
        if (name === 'td' || name === 'th') current().text += '\t';
      },
      ontext(text) {
        if (skipping > 0) return;
        if (heading !== null) heading += text;
        else current().text += text;
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (SECTION_HEADINGS.has(name) && heading !== null) {
          const label = heading.replace(/\s+/g, ' ').trim();
          heading = null;
          if (current().text.trim() || current().label) sections.push({ label, text: '' });
          else current().label = label;
        } else if (BLOCK.has(name)) current().text += '\n';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return sections;
}

async function pdfSections(data: Uint8Array): Promise<ExtractedSection[]> {
  // pdf.js may detach the buffer it is given: hand it a copy.
  const { text } = await extractPdfText(new Uint8Array(data), { mergePages: false });
  return text.map((page, i) => ({ label: `Page ${i + 1}`, text: page }));
}

async function docxSections(data: Uint8Array): Promise<ExtractedSection[]> {
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(data) });
  return htmlSections(value);
}

async function xlsxSections(data: Uint8Array): Promise<ExtractedSection[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(data) as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const lines: string[] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell.text ?? ''));
      lines.push(cells.join('\t').replace(/\t+$/, ''));
    });
    return { label: sheet.name, text: lines.join('\n') };
  });
}

function textSections(data: Uint8Array): ExtractedSection[] {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data).replace(/^\uFEFF/, '');
  const pages = text.split('\f');
  return pages.length > 1 ? pages.map((page, i) => ({ label: `Page ${i + 1}`, text: page })) : [{ label: '', text }];
}

/**
 * The text of a file, section by section. Throws UnsupportedFileTypeError for a type it cannot read
 * and UnreadableFileError for a file of a known type that fails to parse.
 */
export async function extractText(data: Uint8Array, input: ExtractInput): Promise<Extraction> {
  const kind = detectKind(data, input);
  try {
    switch (kind) {
      case 'pdf':
        return bound(kind, await pdfSections(data));
      case 'docx':
        return bound(kind, await docxSections(data));
      case 'xlsx':
        return bound(kind, await xlsxSections(data));
      case 'html':
        return bound(kind, htmlSections(new TextDecoder().decode(data)));
      case 'text':
        return bound(kind, textSections(data));
    }
  } catch (error) {
    throw new UnreadableFileError(kind, error);
  }
}
