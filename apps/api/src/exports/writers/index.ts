import type { Writable } from 'node:stream';
import type { ExportFormat } from '../../db/schema/exports';
import type { BatchOptions, ExportSource } from '../source';
import { writeCsv } from './csv';
import { writeXlsx } from './xlsx';

export interface WriteOptions extends BatchOptions {
  /** Called after every batch with the rows written so far (the worker records progress here). */
  onRows?: (written: number) => void | Promise<void>;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Writes every row of `source` to `output` in `format`; resolves with the row count once `output` has it all. */
export async function writeExport<Row>(
  source: ExportSource<Row>,
  format: ExportFormat,
  output: Writable,
  options: WriteOptions = {},
): Promise<number> {
  try {
    return await (format === 'csv' ? writeCsv(source, output, options) : writeXlsx(source, output, options));
  } catch (error) {
    // A failed export leaves no half-open file or socket behind.
    output.destroy(error instanceof Error ? error : undefined);
    throw error;
  }
}

/** `tenderlens-<stem>-<yyyy-mm-dd>.<ext>` with the server's date (spec 1§7 "a file named with today's date"). */
export function exportFileName(stem: string, format: ExportFormat, today: Date): string {
  return `tenderlens-${stem}-${today.toISOString().slice(0, 10)}.${format}`;
}
