/**
 * The recorded column mapping of UK public bodies' payment files (decision 0046). Publishers name the
 * same columns differently: a header is matched, after normalising (lower case, punctuation and
 * currency signs dropped), against each field's known names, first hit wins. Every name here was
 * seen in a published file layout: the LGA transparency template ("Body", "Service Area", "Expenses
 * Type", "Payment Date", "Transaction Number", "Amount", "Supplier Name") and central government's
 * spend over £25,000 files ("Department Family", "Entity", "Date", "Expense Type", "Expense Area",
 * "Supplier", "Transaction number", "Amount"). `mapping.test.ts` pins every layout.
 */
import { CENTRAL_GOVERNMENT_THRESHOLD_GBP, LOCAL_GOVERNMENT_THRESHOLD_GBP } from '@tenderlens/domain/spend';

export type SpendField = 'date' | 'supplier' | 'amount' | 'expenseType' | 'description' | 'reference';

export const SPEND_COLUMN_NAMES: Record<SpendField, readonly string[]> = {
  date: ['payment date', 'date paid', 'paid date', 'date', 'transaction date', 'invoice payment date', 'posting date', 'invoice date', 'effective date'],
  supplier: ['supplier name', 'supplier', 'beneficiary', 'beneficiary name', 'vendor name', 'vendor', 'payee', 'payee name', 'merchant name', 'creditor name', 'supplier full name'],
  amount: ['amount', 'net amount', 'amount gbp', 'amount paid', 'total', 'value', 'line amount', 'net value', 'amount excluding vat', 'amount excl vat', 'total amount', 'gbp'],
  expenseType: ['expense type', 'expenses type', 'expenditure category', 'expense category', 'purpose of expenditure', 'service area categorisation', 'account description', 'cipfa detailed expenditure type'],
  description: ['description', 'narrative', 'purpose', 'expense area', 'service area', 'service', 'directorate', 'department'],
  reference: ['transaction number', 'transaction no', 'transaction id', 'transaction reference', 'reference', 'invoice number', 'invoice no', 'voucher number', 'document number', 'payment reference'],
};

/** Which layout a header row is: central government (>£25,000) when it names the department family or entity. */
export type SpendLayout = 'central-government-25k' | 'local-government-500';
export const LAYOUT_THRESHOLD: Record<SpendLayout, number> = {
  'central-government-25k': CENTRAL_GOVERNMENT_THRESHOLD_GBP,
  'local-government-500': LOCAL_GOVERNMENT_THRESHOLD_GBP,
};

export const normaliseHeader = (h: string): string =>
  h
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[£$€]/g, ' gbp ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bgbp gbp\b/g, 'gbp')
    .trim()
    .replace(/^(.*) gbp$/, (_, rest: string) => (rest === 'amount' ? 'amount gbp' : rest))
    .replace(/\s+/g, ' ');

export interface ColumnMapping {
  layout: SpendLayout;
  /** Column index of each field found. */
  columns: Partial<Record<SpendField, number>>;
}

export class SpendMappingError extends Error {}

/** Maps a header row; a file without a date, supplier or amount column is refused with what was seen. */
export function mapColumns(headers: readonly string[]): ColumnMapping {
  const norm = headers.map(normaliseHeader);
  const columns: Partial<Record<SpendField, number>> = {};
  const taken = new Set<number>();
  for (const field of Object.keys(SPEND_COLUMN_NAMES) as SpendField[]) {
    for (const name of SPEND_COLUMN_NAMES[field]) {
      const i = norm.findIndex((h, k) => h === name && !taken.has(k));
      if (i >= 0) {
        columns[field] = i;
        taken.add(i);
        break;
      }
    }
  }
  const missing = (['date', 'supplier', 'amount'] as const).filter((f) => columns[f] === undefined);
  if (missing.length) throw new SpendMappingError(`No ${missing.join(', ')} column among: ${headers.join(', ')}`);
  const layout: SpendLayout = norm.some((h) => h === 'department family' || h === 'entity') ? 'central-government-25k' : 'local-government-500';
  return { layout, columns };
}

/** '£1,234.50', '(250.00)', '-250', '1 234' → a number; null when it is not one. */
export function parseAmount(raw: string): number | null {
  const t = raw.trim();
  if (!t) return null;
  const negative = /^\(.*\)$/.test(t) || /^-/.test(t.replace(/[£\s]/g, '')) || /\bCR$/i.test(t);
  const digits = t.replace(/[()£$€,\s]|CR$|-/gi, '');
  if (!/^\d+(\.\d+)?$/.test(digits)) return null;
  const n = Number(digits);
  return Math.round((negative ? -n : n) * 100) / 100;
}

const MONTHS: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 };

/** UK payment dates: 31/01/2025, 31-01-25, 2025-01-31, 31-Jan-2025, 31 January 2025 → 'YYYY-MM-DD'; null when not a date. */
export function parseDate(raw: string): string | null {
  const t = raw.trim();
  let y: number, m: number, d: number;
  let hit = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(t);
  if (hit) [y, m, d] = [Number(hit[1]), Number(hit[2]), Number(hit[3])];
  else if ((hit = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(t.split(' ')[0] ?? ''))) [d, m, y] = [Number(hit[1]), Number(hit[2]), Number(hit[3])];
  else if ((hit = /^(\d{1,2})[\s-]([A-Za-z]{3})[a-z]*[\s-](\d{2}|\d{4})$/.exec(t))) {
    [d, y] = [Number(hit[1]), Number(hit[3])];
    m = MONTHS[(hit[2] ?? '').toLowerCase()] ?? 0;
  } else return null;
  if (y < 100) y += 2000;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}
