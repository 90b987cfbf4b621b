/**
 * Streams an export source as xlsx with exceljs' streaming WorkbookWriter: rows are committed as
 * they come, so memory stays flat whatever the row count; inline strings (no shared-strings table).
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellValue, ExportSource } from '../source';
import { XLSX_MAX_CELL_TEXT } from './cells';
import { waitForDrain } from './drain';
import type { WriteOptions } from './index';

const cell = (value: CellValue): CellValue =>
  typeof value === 'string' && value.length > XLSX_MAX_CELL_TEXT ? value.slice(0, XLSX_MAX_CELL_TEXT) : value;

export async function writeXlsx<Row>(source: ExportSource<Row>, output: Writable, options: WriteOptions = {}): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Tenderlens';
  const sheet = workbook.addWorksheet(source.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = source.columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? 14,
    ...(c.type === 'date' ? { style: { numFmt: 'yyyy-mm-dd hh:mm' } } : {}),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  let written = 0;
  for await (const batch of source.batches(options)) {
    for (const row of batch) sheet.addRow(source.columns.map((c) => cell(c.value(row)))).commit();
    written += batch.length;
    await options.onRows?.(written);
    // Let a slow reader (an HTTP client) catch up before the next batch is zipped.
    await waitForDrain(output);
  }
  options.signal?.throwIfAborted();
  sheet.commit();
  await workbook.commit();
  return written;
}
