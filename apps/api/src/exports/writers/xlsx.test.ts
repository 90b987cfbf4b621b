import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportSource } from '../source';
import { XLSX_MAX_CELL_TEXT } from './cells';
import { columnName, excelSerial, sheetName, writeXlsx, xmlText } from './xlsx';

interface Row {
  id: number;
  title: string;
  value: number | null;
  at: Date | null;
  sme: boolean | null;
}

function source(rows: Row[], batchSize = 2): ExportSource<Row> {
  return {
    kind: 'records',
    fileStem: 'notices',
    sheetName: 'Notices: [all]',
    columns: [
      { header: 'ID', width: 8, value: (r) => r.id },
      { header: 'Title & <name>', width: 60, value: (r) => r.title },
      { header: 'Value', value: (r) => r.value },
      { header: 'Published', type: 'date', value: (r) => r.at },
      { header: 'SME', value: (r) => r.sme },
    ],
    count: () => Promise.resolve(rows.length),
    async *batches() {
      for (let i = 0; i < rows.length; i += batchSize) yield rows.slice(i, i + batchSize);
    },
  };
}

async function toBuffer(src: ExportSource<Row>): Promise<{ written: number; buffer: Buffer }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const written = await writeXlsx(src, out);
  return { written, buffer: Buffer.concat(chunks) };
}

describe('xlsx writer', () => {
  it('writes a workbook Excel readers open: header, widths, frozen row, typed cells, escaped and cleaned text', async () => {
    const rows: Row[] = [
      { id: 1, title: 'Cloud hosting & support <lot 1> "A"', value: 125000.5, at: new Date('2025-03-12T00:00:00Z'), sme: true },
      { id: 2, title: '=HYPERLINK("x")\u0007 with a bell', value: null, at: new Date('2025-03-12T14:05:00Z'), sme: false },
      { id: 3, title: 'x'.repeat(XLSX_MAX_CELL_TEXT + 10), value: -2, at: null, sme: null },
      { id: 4, title: 'Ffordd 😀 Caerdydd\nline two', value: Number.NaN, at: new Date(Number.NaN), sme: null },
    ];
    const { written, buffer } = await toBuffer(source(rows));
    expect(written).toBe(4);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    expect(workbook.creator).toBe('Tenderlens');
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Notices   all');
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Title & <name>', 'Value', 'Published', 'SME']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBe(60);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    const r2 = sheet.getRow(2);
    expect(r2.getCell(1).value).toBe(1);
    expect(r2.getCell(2).value).toBe('Cloud hosting & support <lot 1> "A"');
    expect(r2.getCell(3).value).toBe(125000.5);
    expect(r2.getCell(4).value).toEqual(new Date('2025-03-12T00:00:00Z'));
    expect(r2.getCell(4).numFmt).toBe('yyyy-mm-dd');
    expect(r2.getCell(5).value).toBe(true);
    const r3 = sheet.getRow(3);
    expect(r3.getCell(2).value).toBe('=HYPERLINK("x") with a bell');
    expect(r3.getCell(3).value).toBeNull();
    expect(r3.getCell(4).value).toEqual(new Date('2025-03-12T14:05:00Z'));
    expect(r3.getCell(4).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(r3.getCell(5).value).toBe(false);
    expect(String(sheet.getRow(4).getCell(2).value)).toHaveLength(XLSX_MAX_CELL_TEXT);
    expect(sheet.getRow(4).getCell(3).value).toBe(-2);
    const r5 = sheet.getRow(5);
    expect(r5.getCell(2).value).toBe('Ffordd 😀 Caerdydd\nline two');
    // A cell with a line break keeps it and wraps (shown on several lines); one without does not.
    expect(r5.getCell(2).alignment).toMatchObject({ wrapText: true, vertical: 'top' });
    expect(r2.getCell(2).alignment?.wrapText).toBeUndefined();
    expect(r5.getCell(3).value).toBeNull();
    expect(r5.getCell(4).value).toBeNull();
  });

  it('writes the header alone when there are no rows', async () => {
    const { written, buffer } = await toBuffer(source([]));
    expect(written).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(1);
  });

  it('fails, and does not hang, when the output closes early', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({ id: i, title: `Notice ${i} ${'text '.repeat(40)}`, value: i, at: null, sme: null }));
    let taken = 0;
    const out = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _enc, done) {
        taken += chunk.length;
        if (taken > 64 * 1024) this.destroy();
        setTimeout(done, 1);
      },
    });
    await expect(writeXlsx(source(many, 500), out)).rejects.toThrow(/closed early|premature|destroyed/i);
  });

  it('names columns, escapes text and converts dates like Excel', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(xmlText('a < b & "c" > d\u0000\u001f\ud800')).toBe('a &lt; b &amp; &quot;c&quot; &gt; d');
    expect(xmlText('😀')).toBe('😀');
    expect(excelSerial(new Date('1900-03-01T00:00:00Z'))).toBe(61);
    expect(excelSerial(new Date('2025-03-12T12:00:00Z'))).toBe(45728.5);
    expect(sheetName('A very long sheet name that Excel would refuse')).toHaveLength(31);
    expect(sheetName('[]')).toBe('Sheet1');
  });
});
