import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './StatFigures.css';

export interface StatFigure {
  /** Stable key; the label is used when absent. */
  id?: string;
  /** What the figure counts. */
  label: ReactNode;
  /** The figure, already formatted (see `formatNumber`, `formatMoney`, `formatPercent`). Missing shows the placeholder. */
  value: ReactNode;
}

export interface StatFiguresProps {
  /** The figures, in reading order. */
  items: readonly StatFigure[];
  /**
   * Shown for a missing value.
   * @default '--'
   */
  placeholder?: ReactNode;
  /**
   * Accessible text for the placeholder.
   * @default 'Not available'
   */
  placeholderLabel?: string;
  /**
   * A thin rule between figures.
   * @default true
   */
  divided?: boolean;
  /** Accessible name for the figures; when given they are wrapped in a named group. */
  'aria-label'?: string;
  /** Extra class. */
  className?: string;
}

/**
 * A row of key figures, each a big value over a small label. A description list: the label is the term,
 * the value its definition (value drawn first visually, label read first).
 */
export function StatFigures({
  items,
  placeholder = '--',
  placeholderLabel = 'Not available',
  divided = true,
  'aria-label': ariaLabel,
  className,
}: StatFiguresProps) {
  const list = (
    <dl className={[styles.list, ariaLabel == null && className].filter(Boolean).join(' ')}>
      {items.map((item, i) => {
        const missing = item.value == null || item.value === '';
        return (
          <div key={item.id ?? (typeof item.label === 'string' ? item.label : i)} className={styles.item({ divided })}>
            <dt className={styles.label}>{item.label}</dt>
            <dd className={styles.value}>
              {missing ? (
                <>
                  <span aria-hidden="true">{placeholder}</span>
                  <VisuallyHidden>{placeholderLabel}</VisuallyHidden>
                </>
              ) : (
                item.value
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
  return ariaLabel == null ? (
    list
  ) : (
    <div role="group" aria-label={ariaLabel} className={className}>
      {list}
    </div>
  );
}
