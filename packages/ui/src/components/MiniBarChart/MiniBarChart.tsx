import type { ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Button as RACButton, Link as RACLink } from 'react-aria-components';
import { Icon } from '../Icon';
import { Tooltip } from '../Tooltip';
import { clampPercent, formatMoney, formatNumber } from '../LabelledAttribute/formatters';
import * as styles from './MiniBarChart.css';

export type MiniBarKind = 'count' | 'value';

export interface MiniBarChartRow {
  /** Stable id. */
  id: string;
  /** Row label (also used in each bar's accessible name). */
  label: string;
  /** The count. */
  count: number;
  /** The value (money, by default). */
  value: number;
  /** Length of the count bar, 0–100 (clamped). Defaults to the count relative to the largest count. */
  countPercent?: number;
  /** Length of the value bar, 0–100 (clamped). Defaults to the value relative to the largest value. */
  valuePercent?: number;
  /** Where the count bar links (opens in a new tab). Without it the bar is a static figure. */
  countHref?: string;
  /** Where the value bar links (opens in a new tab). Without it the bar is a static figure. */
  valueHref?: string;
  /**
   * Lock this row's bars (see `isDisabled`).
   * @default false
   */
  isDisabled?: boolean;
}

export interface MiniBarChartProps {
  /** The rows. A row whose count and value are both 0 is not shown. */
  rows: readonly MiniBarChartRow[];
  /**
   * Name of the count figure (legend and accessible names).
   * @default 'Count'
   */
  countLabel?: string;
  /**
   * Name of the value figure (legend and accessible names).
   * @default 'Value'
   */
  valueLabel?: string;
  /**
   * Currency of the values when the default value format is used.
   * @default 'GBP'
   */
  currency?: string;
  /**
   * Formats a count.
   * @default formatNumber (en-GB)
   */
  formatCount?: (count: number) => string;
  /**
   * Formats a value.
   * @default formatMoney with `currency` (en-GB)
   */
  formatValue?: (value: number) => string;
  /**
   * Tooltip on each bar.
   * @default 'See details'
   */
  tooltip?: ReactNode;
  /**
   * Tooltip on a locked bar.
   * @default tooltip
   */
  disabledTooltip?: ReactNode;
  /**
   * Lock every bar: bars become buttons that do not navigate and call `onDisabledPress` (e.g. to offer an
   * upgrade).
   * @default false
   */
  isDisabled?: boolean;
  /** Called when a locked bar is pressed. */
  onDisabledPress?: (row: MiniBarChartRow, kind: MiniBarKind) => void;
  /**
   * Appended to a locked bar's accessible name.
   * @default 'locked'
   */
  lockedText?: string;
  /**
   * Appended to a link bar's accessible name.
   * @default '(opens in a new tab)'
   */
  newTabText?: string;
  /**
   * Shown when no row has data.
   * @default 'No data'
   */
  emptyText?: ReactNode;
  /**
   * Show the legend naming the two bars.
   * @default true
   */
  showLegend?: boolean;
  /** Accessible name of the chart (its list). */
  'aria-label'?: string;
  /** Extra class. */
  className?: string;
}

/** Rows that are shown: those with a non-zero count or value. */
export function visibleMiniBarRows(rows: readonly MiniBarChartRow[]) {
  return rows.filter((r) => (r.count || 0) !== 0 || (r.value || 0) !== 0);
}

/** Bar length as 0–100: the given percent clamped, or `n` relative to `max`. */
export function miniBarPercent(percent: number | undefined, n: number, max: number) {
  if (percent != null) return clampPercent(percent);
  return max > 0 ? clampPercent((n / max) * 100) : 0;
}

interface BarProps {
  row: MiniBarChartRow;
  kind: MiniBarKind;
  percent: number;
  figure: string;
  name: string;
  href?: string;
  locked: boolean;
  tooltip: ReactNode;
  newTabText: string;
  lockedText: string;
  onDisabledPress?: MiniBarChartProps['onDisabledPress'];
}

function Bar({ row, kind, percent, figure, name, href, locked, tooltip, newTabText, lockedText, onDisabledPress }: BarProps) {
  const content = (
    <>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.fill({ kind })} style={assignInlineVars({ [styles.barPercent]: `${percent}%` })} />
      </span>
      <span className={styles.figure} aria-hidden="true">
        {figure}
        {locked && <Icon icon="Lock" size="inherit" className={styles.lock} />}
      </span>
    </>
  );
  const common = { className: styles.bar({ kind }), 'data-kind': kind, 'data-percent': percent };
  if (locked) {
    return (
      <Tooltip content={tooltip} variant="hover">
        <RACButton
          {...common}
          data-locked
          aria-label={`${name}, ${lockedText}`}
          onPress={() => onDisabledPress?.(row, kind)}
        >
          {content}
        </RACButton>
      </Tooltip>
    );
  }
  if (href == null) {
    // Nothing to open: a static figure, named for screen readers.
    return (
      <span {...common} role="img" aria-label={name}>
        {content}
      </span>
    );
  }
  return (
    <Tooltip content={tooltip} variant="hover">
      <RACLink {...common} href={href} target="_blank" rel="noopener noreferrer" aria-label={`${name} ${newTabText}`}>
        {content}
      </RACLink>
    </Tooltip>
  );
}

/**
 * A compact two-bar chart: per row a label, a count bar and a value bar. Each bar is a link (new tab) with
 * a tooltip and an accessible name carrying its figure; locked bars are buttons that call `onDisabledPress`.
 */
export function MiniBarChart({
  rows,
  countLabel = 'Count',
  valueLabel = 'Value',
  currency = 'GBP',
  formatCount = (n) => formatNumber(n) ?? '0',
  formatValue = (n) => formatMoney(n, { currency }) ?? '0',
  tooltip = 'See details',
  disabledTooltip = tooltip,
  isDisabled = false,
  onDisabledPress,
  lockedText = 'locked',
  newTabText = '(opens in a new tab)',
  emptyText = 'No data',
  showLegend = true,
  'aria-label': ariaLabel,
  className,
}: MiniBarChartProps) {
  const shown = visibleMiniBarRows(rows);
  const maxCount = Math.max(0, ...shown.map((r) => r.count || 0));
  const maxValue = Math.max(0, ...shown.map((r) => r.value || 0));
  if (shown.length === 0) {
    return <p className={[styles.empty, className].filter(Boolean).join(' ')}>{emptyText}</p>;
  }
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {showLegend && (
        <p className={styles.legend} aria-hidden="true">
          <span className={styles.legendItem}>
            <span className={styles.swatch({ kind: 'count' })} />
            {countLabel}
          </span>
          <span className={styles.legendItem}>
            <span className={styles.swatch({ kind: 'value' })} />
            {valueLabel}
          </span>
        </p>
      )}
      <ul className={styles.list} aria-label={ariaLabel}>
        {shown.map((row) => {
          const locked = isDisabled || row.isDisabled === true;
          const bars = [
            { kind: 'count' as const, n: row.count || 0, percent: miniBarPercent(row.countPercent, row.count || 0, maxCount), href: row.countHref, figure: formatCount(row.count || 0), name: countLabel },
            { kind: 'value' as const, n: row.value || 0, percent: miniBarPercent(row.valuePercent, row.value || 0, maxValue), href: row.valueHref, figure: formatValue(row.value || 0), name: valueLabel },
          ];
          return (
            <li key={row.id} className={styles.row}>
              <span className={styles.rowLabel}>{row.label}</span>
              {bars.map((b) => (
                <Bar
                  key={b.kind}
                  row={row}
                  kind={b.kind}
                  percent={b.percent}
                  figure={b.figure}
                  name={`${row.label}, ${b.name}: ${b.figure}`}
                  href={b.href}
                  locked={locked}
                  tooltip={locked ? disabledTooltip : tooltip}
                  newTabText={newTabText}
                  lockedText={lockedText}
                  onDisabledPress={onDisabledPress}
                />
              ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
