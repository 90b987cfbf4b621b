/** Streams an export source as CSV (RFC 4180 quoting by csv-stringify, UTF-8 with BOM for Excel). */
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { ExportSource } from '../source';
import { csvCell } from './cells';
import type { WriteOptions } from './index';

export async function writeCsv<Row>(source: ExportSource<Row>, output: Writable, options: WriteOptions = {}): Promise<number> {
  let written = 0;
  const columns = source.columns;
  async function* records(): AsyncGenerator<(string | number)[]> {
    for await (const batch of source.batches(options)) {
      for (const row of batch) yield columns.map((c) => csvCell(c.value(row)));
      written += batch.length;
      await options.onRows?.(written);
    }
  }
  await pipeline(
    Readable.from(records()),
    stringify({ bom: true, header: true, columns: columns.map((c) => c.header), record_delimiter: 'windows' }),
    output,
    ...(options.signal ? [{ signal: options.signal }] : []),
  );
  return written;
}
