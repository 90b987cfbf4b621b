import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Badge.css';

export type BadgeTone = 'critical' | 'info' | 'positive' | 'caution' | 'neutral' | 'brand';

export interface BadgeProps {
  /** The number to show. */
  count: number;
  /**
   * Highest number shown in full; above it the badge reads `{max}+`.
   * @default 99
   */
  max?: number;
  /**
   * Colour (solid tone with white text, at least 4.5:1).
   * @default 'critical'
   */
  tone?: BadgeTone;
  /**
   * What screen readers hear instead of the bare number, e.g. `'3 unread'`. Without it they hear the
   * number as shown.
   */
  label?: string;
  /**
   * Render a badge for 0 (by default a zero count renders nothing).
   * @default false
   */
  showZero?: boolean;
  /** Extra class. */
  className?: string;
}

/** Formats a count for display, capping it at `max` (`120` with max 99 → `'99+'`). */
export function formatBadgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(Math.max(0, Math.trunc(count)));
}

/** A small count bubble (unread items, results). Renders nothing for 0 unless `showZero`. */
export function Badge({ count, max = 99, tone = 'critical', label, showZero = false, className }: BadgeProps) {
  if (count <= 0 && !showZero) return null;
  const text = formatBadgeCount(count, max);
  return (
    <span className={[styles.badge({ tone }), className].filter(Boolean).join(' ')} data-tone={tone}>
      {label ? (
        <>
          <span aria-hidden="true">{text}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        text
      )}
    </span>
  );
}
