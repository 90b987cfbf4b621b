import * as styles from './ResultCount.css';

/** Counts at or above this are shown as "1,000,000+". */
export const RESULT_COUNT_CAP = 1_000_000;

const numberFormat = new Intl.NumberFormat('en-GB');

/** Formats a count en-GB with thousands separators, capped at "1,000,000+". */
export function formatResultCount(count: number): string {
  if (count >= RESULT_COUNT_CAP) return `${numberFormat.format(RESULT_COUNT_CAP)}+`;
  return numberFormat.format(Math.max(0, Math.floor(count)));
}

export interface ResultCountProps {
  /** The number of items. */
  count: number;
  /**
   * Word used when the count is exactly 1.
   * @default 'result'
   */
  singular?: string;
  /**
   * Word used for every other count (0, 2, 1,000,000+ …).
   * @default 'results'
   */
  plural?: string;
  /**
   * Announce changes to screen readers (a polite live region), e.g. when filters change the count.
   * @default false
   */
  announce?: boolean;
  /** Extra class. */
  className?: string;
}

/** A count with its label, formatted en-GB: "1 result", "1,234 results", "1,000,000+ results". */
export function ResultCount({
  count,
  singular = 'result',
  plural = 'results',
  announce = false,
  className,
}: ResultCountProps) {
  const label = count === 1 ? singular : plural;
  return (
    <span
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-live={announce ? 'polite' : undefined}
      aria-atomic={announce ? true : undefined}
    >
      <span className={styles.number}>{formatResultCount(count)}</span> {label}
    </span>
  );
}
