/**
 * Streams an export source as CSV: RFC 4180 (a field holding a comma, a double quote, a carriage
 * return or a line feed is quoted, quotes doubled; records end in CRLF), UTF-8 with a BOM for Excel.
 * Our own few lines rather than csv-stringify, which with CRLF records quotes a field holding CRLF
 * but not a bare LF or CR, so a spreadsheet splits such a row in two (docs/decisions/0019-rfc4180-exports.md).
 * Each batch becomes one string written as one chunk; the next batch is read only when the output
 * has drained (back-pressure), so memory holds about one batch whatever the row count.
 */
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { CellValue, ExportColumn, ExportSource } from '../source';
import { csvCell } from './cells';
import { waitForDrain } from './drain';
import type { WriteOptions } from './index';

/** What makes a field need quotes (RFC 4180 §2.6): the delimiter, a quote, CR or LF. */
const NEEDS_QUOTES = /[",\r\n]/;
const QUOTES = /"/g;
const RECORD_END = '\r\n';

/** One field as RFC 4180 writes it. */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(QUOTES, '""')}"` : text;
}

/** One record (CRLF-terminated) of cell values. */
export function csvRecord(values: readonly CellValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    const cell = csvCell(values[i] ?? null);
    const text = typeof cell === 'number' ? (Number.isFinite(cell) ? String(cell) : '') : csvField(cell);
    line += i === 0 ? text : `,${text}`;
  }
  return line + RECORD_END;
}

/** The records of a batch of rows, as one string. */
export function csvRows<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): string {
  let text = '';
  const values: CellValue[] = new Array<CellValue>(columns.length);
  for (const row of rows) {
    for (let i = 0; i < columns.length; i++) values[i] = columns[i]!.value(row);
    text += csvRecord(values);
  }
  return text;
}

export async function writeCsv<Row>(source: ExportSource<Row>, output: Writable, options: WriteOptions = {}): Promise<number> {
  let written = 0;
  const columns = source.columns;
  // The output's errors surface through write/drain/finished; a listener stays so that destroying
  // the output with the export's own error (writers/index.ts) is never an unhandled 'error' event.
  let failure: Error | null = null;
  output.on('error', (error) => {
    failure ??= error;
  });
  const write = async (chunk: string) => {
    if (!output.write(chunk)) await waitForDrain(output);
    if (failure) throw failure;
    if (output.destroyed) throw new Error('The export output closed early');
  };
  await write(`\ufeff${csvRecord(columns.map((c) => c.header))}`);
  for await (const batch of source.batches(options)) {
    options.signal?.throwIfAborted();
    if (batch.length) await write(csvRows(columns, batch));
    written += batch.length;
    await options.onRows?.(written);
  }
  options.signal?.throwIfAborted();
  output.end();
  await finished(output, { readable: false });
  return written;
}
