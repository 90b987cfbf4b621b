/** How cell values become text, shared by the writers. */
import type { CellValue } from '../source';

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD, with " HH:MM" (UTC) when the time is not midnight. */
export function formatDate(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const hasTime = date.getUTCHours() !== 0 || date.getUTCMinutes() !== 0 || date.getUTCSeconds() !== 0;
  return hasTime ? `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` : day;
}

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe, so a notice title cannot execute in the user's Excel (OWASP "CSV injection").
 * Numbers are never touched.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function csvCell(value: CellValue): string | number {
  if (value === null) return '';
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value;
  return neutraliseFormula(value);
}

/** xlsx caps a cell at 32,767 characters. */
export const XLSX_MAX_CELL_TEXT = 32_767;
