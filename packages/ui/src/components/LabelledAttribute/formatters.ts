/** Value formatters shared by the display components. en-GB throughout; pure and deterministic. */

/** A value that may be missing. */
export type Maybe<T> = T | null | undefined;

function isMissingNumber(value: Maybe<number>): value is null | undefined {
  return value == null || Number.isNaN(value);
}

export interface FormatDateOptions {
  /**
   * Time zone the date is shown in. Date-only ISO strings (`'2024-03-05'`) are read as UTC midnight,
   * which is the same calendar day in London.
   * @default 'Europe/London'
   */
  timeZone?: string;
}

/**
 * Formats a date as `dd LLL yyyy` (`'05 Mar 2024'`), en-GB. Returns `undefined` for a missing or
 * invalid date. Some ICU versions write September as `Sept`; it is normalised to `Sep`.
 */
export function formatDate(value: Maybe<Date | string | number>, { timeZone = 'Europe/London' }: FormatDateOptions = {}) {
  if (value == null || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone })
    .formatToParts(date)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${parts.day} ${(parts.month ?? '').slice(0, 3)} ${parts.year}`;
}

export interface FormatNumberOptions {
  /**
   * Fraction digits shown (fixed).
   * @default 0
   */
  decimals?: number;
}

/** Formats a number with en-GB grouping (`1234567` → `'1,234,567'`); `undefined` when missing. */
export function formatNumber(value: Maybe<number>, { decimals = 0 }: FormatNumberOptions = {}) {
  if (isMissingNumber(value)) return undefined;
  return new Intl.NumberFormat('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
}

export interface FormatMoneyOptions {
  /**
   * ISO 4217 currency code; GBP shows a `£` prefix, others follow Intl (`€`, `US$`).
   * @default 'GBP'
   */
  currency?: string;
  /**
   * Fraction digits shown (fixed): whole units by default.
   * @default 0
   */
  decimals?: number;
}

/** Formats money, en-GB (`1250000` → `'£1,250,000'`); `undefined` when missing. */
export function formatMoney(value: Maybe<number>, { currency = 'GBP', decimals = 0 }: FormatMoneyOptions = {}) {
  if (isMissingNumber(value)) return undefined;
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** Clamps a percentage to 0–100; a missing value is 0. */
export function clampPercent(value: Maybe<number>): number {
  if (isMissingNumber(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

export interface FormatPercentOptions {
  /**
   * Fraction digits shown (fixed).
   * @default 0
   */
  decimals?: number;
  /**
   * Clamp to 0–100 before formatting.
   * @default true
   */
  clamp?: boolean;
}

/** Formats a percentage given as 0–100 (`12.345` → `'12.3%'` with 1 decimal); a missing value reads as 0 (`'0.0%'`). */
export function formatPercent(value: Maybe<number>, { decimals = 0, clamp = true }: FormatPercentOptions = {}) {
  const n = isMissingNumber(value) ? 0 : clamp ? clampPercent(value) : value;
  return `${new Intl.NumberFormat('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n)}%`;
}
