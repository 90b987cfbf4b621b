/**
 * Streams an export source as xlsx: SpreadsheetML (ECMA-376) parts written as text, zipped by
 * archiver on the way out (docs/decisions/0008-exports.md). One worksheet of inline strings (no
 * shared-strings table to hold in memory), a bold frozen header row, column widths, real numbers,
 * booleans and dates (date-only or date-time number formats). A batch of rows becomes one string
 * written to the sheet entry; the next batch is read only when the zip has taken it (back-pressure),
 * so memory holds about one batch. exceljs' streaming writer did the same 4–5× slower and with twice
 * the memory (its per-cell style and XML machinery); it stays as the tests' reader.
 */
import { PassThrough, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import type { CellValue, ExportColumn, ExportSource } from '../source';
import { XLSX_MAX_CELL_TEXT } from './cells';
import { waitForDrain } from './drain';
import type { WriteOptions } from './index';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Cell styles (indexes into styles.xml's cellXfs). */
const STYLE = { header: 1, date: 2, dateTime: 3, wrap: 4 } as const;
/** Text with a line break: shown on several lines (wrap style), as Excel does for Alt+Enter. */
const LINE_BREAK = /[\r\n]/;

// Characters XML 1.0 does not allow (controls other than tab, LF, CR; lone surrogates; U+FFFE/F).
// eslint-disable-next-line no-control-regex -- matching control characters is the point: XML cannot carry them.
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function xmlText(text: string): string {
  return text.replace(INVALID_XML, '').replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);
}

/** A, B, … Z, AA, AB, … for a 0-based column index. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Excel's serial day number of a UTC date-time (1900 date system). */
export function excelSerial(date: Date): number {
  return date.getTime() / 86_400_000 + 25_569;
}

function cellXml(ref: string, value: CellValue, style?: number): string {
  if (value === null) return '';
  const s = style === undefined ? '' : ` s="${style}"`;
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const midnight = value.getUTCHours() === 0 && value.getUTCMinutes() === 0 && value.getUTCSeconds() === 0;
    return `<c r="${ref}" s="${midnight ? STYLE.date : STYLE.dateTime}"><v>${excelSerial(value)}</v></c>`;
  }
  const text = value.length > XLSX_MAX_CELL_TEXT ? value.slice(0, XLSX_MAX_CELL_TEXT) : value;
  const wrapped = style === undefined && LINE_BREAK.test(text) ? ` s="${STYLE.wrap}"` : s;
  return `<c r="${ref}"${wrapped} t="inlineStr"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
}

function rowXml(cells: readonly CellValue[], rowNumber: number, refs: readonly string[], style?: number): string {
  let xml = `<row r="${rowNumber}">`;
  for (let i = 0; i < cells.length; i++) xml += cellXml(`${refs[i]}${rowNumber}`, cells[i] ?? null, style);
  return `${xml}</row>`;
}

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
export function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Sheet1';
}

function sheetHead(columns: readonly ExportColumn<unknown>[]): string {
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 14}" customWidth="1"/>`).join('');
  return (
    `${XML}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>`
  );
}

const STYLES =
  `${XML}<styleSheet xmlns="${MAIN_NS}">` +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

function packageParts(name: string, created: Date): [string, string][] {
  const type = (t: string) => `application/vnd.openxmlformats-officedocument.${t}`;
  return [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${type('spreadsheetml.sheet.main+xml')}"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type('spreadsheetml.worksheet+xml')}"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${type('spreadsheetml.styles+xml')}"/>` +
        '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
        `<Override PartName="/docProps/app.xml" ContentType="${type('extended-properties+xml')}"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="${PKG_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
        `<Relationship Id="rId3" Type="${REL_NS}/extended-properties" Target="docProps/app.xml"/></Relationships>`,
    ],
    [
      'docProps/core.xml',
      `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
        'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
        `<dc:creator>Tenderlens</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${created.toISOString().replace(/\.\d{3}Z$/, 'Z')}</dcterms:created>` +
        '</cp:coreProperties>',
    ],
    [
      'docProps/app.xml',
      `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Tenderlens</Application></Properties>`,
    ],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>` +
        `<sheets><sheet name="${xmlText(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PKG_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', STYLES],
  ];
}

export async function writeXlsx<Row>(source: ExportSource<Row>, output: Writable, options: WriteOptions = {}): Promise<number> {
  const columns = source.columns;
  const refs = columns.map((_, i) => columnName(i));
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const sheet = new PassThrough();
  // Any failure (the zip, the sheet entry or the output) ends the export; the output's own errors
  // keep a listener so that writers/index.ts destroying it is never an unhandled 'error' event.
  let failure: Error | null = null;
  let rejectFailed: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    rejectFailed = reject;
  });
  failed.catch(() => undefined);
  const fail = (error: Error) => {
    failure ??= error;
    rejectFailed(failure);
    if (!sheet.destroyed) sheet.destroy(error);
  };
  zip.on('error', fail);
  zip.on('warning', fail);
  sheet.on('error', fail);
  output.on('error', fail);
  output.on('close', () => {
    if (!output.writableFinished) fail(new Error('The export output closed early'));
  });
  zip.pipe(output);
  for (const [name, text] of packageParts(sheetName(source.sheetName), new Date())) zip.append(text, { name });
  zip.append(sheet, { name: 'xl/worksheets/sheet1.xml' });
  // Resolves once the whole zip went into the output; a failure on the way wins the race (a
  // destroyed output would otherwise leave the zip waiting for room forever).
  const finalized = Promise.race([zip.finalize(), failed]);
  finalized.catch(() => undefined);

  const write = async (chunk: string) => {
    if (failure) throw failure;
    if (!sheet.write(chunk)) await waitForDrain(sheet);
    if (failure) throw failure;
  };
  await write(
    sheetHead(columns as readonly ExportColumn<unknown>[]) +
      rowXml(
        columns.map((c) => c.header),
        1,
        refs,
        STYLE.header,
      ),
  );
  let written = 0;
  for await (const batch of source.batches(options)) {
    options.signal?.throwIfAborted();
    let xml = '';
    for (const row of batch) {
      written += 1;
      xml += rowXml(
        columns.map((c) => c.value(row)),
        written + 1,
        refs,
      );
    }
    if (xml) await write(xml);
    await options.onRows?.(written);
  }
  options.signal?.throwIfAborted();
  sheet.end('</sheetData></worksheet>');
  await finalized;
  await Promise.race([finished(output, { readable: false }), failed]);
  if (failure) throw failure;
  return written;
}
