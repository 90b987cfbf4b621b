/**
 * Streams an export source as CSV (RFC 4180 quoting by csv-stringify, UTF-8 with BOM for Excel).
 * Each batch is stringified in one call and written as one chunk; the next batch is read only when
 * the output has drained (back-pressure), so memory holds about one batch whatever the row count.
 */
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import type { ExportSource } from '../source';
import { csvCell } from './cells';
import { waitForDrain } from './drain';
import type { WriteOptions } from './index';

const CSV_OPTIONS = { record_delimiter: 'windows' } as const;

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
  await write(`\ufeff${stringify([columns.map((c) => c.header)], CSV_OPTIONS)}`);
  for await (const batch of source.batches(options)) {
    options.signal?.throwIfAborted();
    if (batch.length) await write(stringify(batch.map((row) => columns.map((c) => csvCell(c.value(row)))), CSV_OPTIONS));
    written += batch.length;
    await options.onRows?.(written);
  }
  options.signal?.throwIfAborted();
  output.end();
  await finished(output, { readable: false });
  return written;
}
