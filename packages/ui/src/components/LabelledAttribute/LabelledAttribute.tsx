import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { formatDate, formatMoney, formatNumber } from './formatters';
import * as styles from './LabelledAttribute.css';

export type LabelledAttributeType = 'date' | 'money' | 'number' | 'text';

export interface LabelledAttributeProps {
  /** What the value is. */
  label: ReactNode;
  /**
   * The value: a date (Date, ISO string or epoch ms) for `date`, a number for `money` and `number`,
   * any content for `text`. `null`, `undefined`, `''` and `NaN` count as missing.
   */
  value?: ReactNode | Date;
  /**
   * How the value is formatted: `date` as `dd LLL yyyy`, `money` with en-GB grouping and a currency
   * symbol, `number` with en-GB grouping, `text` as given.
   * @default 'text'
   */
  type?: LabelledAttributeType;
  /**
   * Currency of a `money` value (ISO 4217).
   * @default 'GBP'
   */
  currency?: string;
  /**
   * Fraction digits for `money` and `number`.
   * @default 0
   */
  decimals?: number;
  /**
   * Shown when the value is missing (or cannot be formatted).
   * @default '--'
   */
  placeholder?: ReactNode;
  /**
   * Accessible text for the placeholder, so screen readers do not hear "dash dash".
   * @default 'Not available'
   */
  placeholderLabel?: string;
  /**
   * Label beside the value, or above it.
   * @default 'inline'
   */
  layout?: 'inline' | 'stacked';
  /** Extra class. */
  className?: string;
}

function isMissing(value: unknown) {
  return value == null || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

/** Formats a value by attribute type; `undefined` when it is missing or cannot be formatted. */
export function formatAttributeValue(
  value: LabelledAttributeProps['value'],
  type: LabelledAttributeType = 'text',
  { currency = 'GBP', decimals = 0 }: { currency?: string; decimals?: number } = {},
): ReactNode {
  if (isMissing(value)) return undefined;
  switch (type) {
    case 'date':
      return typeof value === 'string' || typeof value === 'number' || value instanceof Date
        ? formatDate(value)
        : undefined;
    case 'money':
      return typeof value === 'number' ? formatMoney(value, { currency, decimals }) : undefined;
    case 'number':
      return typeof value === 'number' ? formatNumber(value, { decimals }) : undefined;
    default:
      return value instanceof Date ? formatDate(value) : value;
  }
}

/** A label and its value on one row (a one-item description list), with typed formatting and a placeholder. */
export function LabelledAttribute({
  label,
  value,
  type = 'text',
  currency = 'GBP',
  decimals = 0,
  placeholder = '--',
  placeholderLabel = 'Not available',
  layout = 'inline',
  className,
}: LabelledAttributeProps) {
  const formatted = formatAttributeValue(value, type, { currency, decimals });
  const missing = formatted === undefined;
  return (
    <dl className={[styles.row({ layout }), className].filter(Boolean).join(' ')} data-type={type}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value({ missing, numeric: type === 'money' || type === 'number' })}>
        {missing ? (
          <>
            <span aria-hidden="true">{placeholder}</span>
            <VisuallyHidden>{placeholderLabel}</VisuallyHidden>
          </>
        ) : (
          formatted
        )}
      </dd>
    </dl>
  );
}
