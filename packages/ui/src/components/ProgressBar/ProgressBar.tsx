import type { ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Label, ProgressBar as RACProgressBar, type ProgressBarProps as RACProgressBarProps } from 'react-aria-components';
import * as styles from './ProgressBar.css';

export type ProgressBarTone = 'brand' | 'positive' | 'caution' | 'critical';

export interface ProgressBarProps
  extends Pick<RACProgressBarProps, 'formatOptions' | 'aria-label' | 'aria-labelledby' | 'id'> {
  /** Visible label. Without one, give `aria-label`. */
  label?: ReactNode;
  /**
   * Current value (determinate).
   * @default 0
   */
  value?: number;
  /**
   * Lowest value.
   * @default 0
   */
  minValue?: number;
  /**
   * Highest value.
   * @default 100
   */
  maxValue?: number;
  /**
   * Progress of unknown length: an animated bar (static when the user prefers reduced motion), no value.
   * @default false
   */
  isIndeterminate?: boolean;
  /**
   * Show the value text (e.g. `45%`, or `valueLabel`) beside the label.
   * @default true
   */
  showValue?: boolean;
  /** Text for the value, read by screen readers too, e.g. `'3 of 10 files'`. Defaults to a percentage. */
  valueLabel?: string;
  /**
   * Bar colour.
   * @default 'brand'
   */
  tone?: ProgressBarTone;
  /**
   * Track height.
   * @default 'md'
   */
  size?: 'sm' | 'md';
  /** Extra class. */
  className?: string;
}

/** A labelled progress bar over RAC ProgressBar (role progressbar with value and value text). */
export function ProgressBar({
  label,
  value = 0,
  minValue = 0,
  maxValue = 100,
  isIndeterminate = false,
  showValue = true,
  valueLabel,
  tone = 'brand',
  size = 'md',
  className,
  ...rest
}: ProgressBarProps) {
  return (
    <RACProgressBar
      {...rest}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      isIndeterminate={isIndeterminate}
      valueLabel={valueLabel}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-indeterminate={isIndeterminate || undefined}
    >
      {({ percentage, valueText }) => (
        <>
          {label != null ? <Label className={styles.label}>{label}</Label> : <span />}
          {showValue && !isIndeterminate ? <span className={styles.value}>{valueText}</span> : <span />}
          <div className={styles.track({ size })}>
            <div
              className={[styles.fill({ tone }), styles.reducedMotion].join(' ')}
              style={assignInlineVars({ [styles.fillWidth]: `${isIndeterminate ? 0 : (percentage ?? 0)}%` })}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
