import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CellValue, ExportSource } from '../source';
import { strictCsv } from '../testData';
import { csvField, csvRecord, writeCsv } from './csv';

const TRICKY: [string, string][] = [
  ['bare LF', 'line one\nline two'],
  ['bare CR', 'line one\rline two'],
  ['CRLF', 'line one\r\nline two'],
  ['quote', 'the "best" bid'],
  ['comma', 'Leeds, Bradford'],
  ['all of them', '"a",\r\nb\nc\r'],
  ['spaces kept', '  padded  '],
  ['empty', ''],
];

describe('csv writer (RFC 4180)', () => {
  it.each(TRICKY)('quotes a field with %s only when it must, and reads back the same', (_, text) => {
    const field = csvField(text);
    expect(field.startsWith('"')).toBe(/[",\r\n]/.test(text));
    expect(strictCsv(`${field},x\r\n`)).toEqual([[text, 'x']]);
  });

  it('writes numbers, dates, booleans and empties, and neutralises formulas', () => {
    const values: CellValue[] = [1.5, -2, Number.NaN, true, null, new Date('2025-03-12T00:00:00Z'), '=SUM(A1)', 'a\nb'];
    expect(csvRecord(values)).toBe(`1.5,-2,,Yes,,2025-03-12,'=SUM(A1),"a\nb"\r\n`);
  });

  it('writes a file a spreadsheet opens with one record per row, every record as wide as the header', async () => {
    const rows = TRICKY.map(([name, text], i) => ({ id: i, name, text }));
    const source: ExportSource<(typeof rows)[number]> = {
      kind: 'records',
      fileStem: 'notices',
      sheetName: 'Notices',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Case, name', value: (r) => r.name },
        { header: 'Text', value: (r) => r.text },
      ],
      count: () => Promise.resolve(rows.length),
      async *batches() {
        yield rows.slice(0, 3);
        yield rows.slice(3);
      },
    };
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    expect(await writeCsv(source, out)).toBe(rows.length);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.startsWith('\ufeffID,"Case, name",Text\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...data] = strictCsv(text);
    expect(header).toEqual(['ID', 'Case, name', 'Text']);
    expect(data).toEqual(rows.map((r) => [String(r.id), r.name, r.text]));
  });
});
