import { useId } from 'react';
import { Button } from '../Button';
import * as styles from './Pagination.css';

const numberFormat = new Intl.NumberFormat('en-GB');

/** What `onChange` receives: the page (1-based) and the page size. */
export interface PaginationChange {
  page: number;
  pageSize: number;
}

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Total number of rows across all pages. */
  total: number;
  /** Called with the new page and page size. Changing the page size goes back to page 1. */
  onChange: (change: PaginationChange) => void;
  /**
   * Choices offered in the page size select; an empty array hides the select.
   * @default [10, 25, 50, 100]
   */
  pageSizeOptions?: readonly number[];
  /**
   * Label of the page size select.
   * @default 'Rows per page'
   */
  pageSizeLabel?: string;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Pagination'
   */
  'aria-label'?: string;
  /**
   * Label of the previous-page button.
   * @default 'Previous'
   */
  previousLabel?: string;
  /**
   * Label of the next-page button.
   * @default 'Next'
   */
  nextLabel?: string;
  /**
   * Disables every control (e.g. while a page loads).
   * @default false
   */
  isDisabled?: boolean;
  /** Extra class. */
  className?: string;
}

const defaultPageSizes = [10, 25, 50, 100] as const;

/** Page controls for a table or list: "Showing X–Y of Z", Previous / Next and a page size select. */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
  pageSizeOptions = defaultPageSizes,
  pageSizeLabel = 'Rows per page',
  'aria-label': ariaLabel = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  isDisabled = false,
  className,
}: PaginationProps) {
  const selectId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const first = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const last = Math.min(total, current * pageSize);
  const options = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <nav aria-label={ariaLabel} className={[styles.root, className].filter(Boolean).join(' ')}>
      <p className={styles.summary} aria-live="polite" aria-atomic="true">
        Showing {numberFormat.format(first)}–{numberFormat.format(last)} of {numberFormat.format(total)}
      </p>
      <div className={styles.controls}>
        {pageSizeOptions.length > 0 && (
          <div className={styles.pageSize}>
            <label htmlFor={selectId} className={styles.label}>
              {pageSizeLabel}
            </label>
            <select
              id={selectId}
              className={styles.select}
              value={pageSize}
              disabled={isDisabled}
              onChange={(e) => onChange({ page: 1, pageSize: Number(e.target.value) })}
            >
              {options.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        )}
        <Button
          variant="secondary"
          size="sm"
          iconStart="ChevronLeft"
          isDisabled={isDisabled || current <= 1}
          onPress={() => onChange({ page: current - 1, pageSize })}
        >
          {previousLabel}
        </Button>
        <span className={styles.pageOf}>
          Page {numberFormat.format(current)} of {numberFormat.format(pageCount)}
        </span>
        <Button
          variant="secondary"
          size="sm"
          iconEnd="ChevronRight"
          isDisabled={isDisabled || current >= pageCount}
          onPress={() => onChange({ page: current + 1, pageSize })}
        >
          {nextLabel}
        </Button>
      </div>
    </nav>
  );
}
