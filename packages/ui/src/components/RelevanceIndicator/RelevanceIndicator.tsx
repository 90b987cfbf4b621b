import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './RelevanceIndicator.css';

export type RelevanceLevel = 'none' | 'low' | 'medium' | 'high';

/** Words shown for each level. */
export type RelevanceLabels = Record<RelevanceLevel, string>;

export const defaultRelevanceLabels: RelevanceLabels = { none: 'None', low: 'Low', medium: 'Medium', high: 'High' };

/** Maps a 0–3 score to a level: 3 high, 2 medium, 1 low, anything else none. */
export function relevanceLevel(score: number | null | undefined): RelevanceLevel {
  switch (score) {
    case 3:
      return 'high';
    case 2:
      return 'medium';
    case 1:
      return 'low';
    default:
      return 'none';
  }
}

const filledBars: Record<RelevanceLevel, number> = { none: 0, low: 1, medium: 2, high: 3 };

export interface RelevanceIndicatorProps {
  /** Score from 0 to 3 (3 High, 2 Medium, 1 Low, anything else None). */
  score: number | null | undefined;
  /**
   * Words for the levels.
   * @default { none: 'None', low: 'Low', medium: 'Medium', high: 'High' }
   */
  labels?: Partial<RelevanceLabels>;
  /**
   * A prefix read before the level, e.g. `'Relevance'` → "Relevance: High". Shown only to screen readers
   * unless `showPrefix`.
   */
  prefix?: string;
  /**
   * Show the prefix on screen too.
   * @default false
   */
  showPrefix?: boolean;
  /**
   * Show the level's word beside the bars. When hidden, screen readers still hear it.
   * @default true
   */
  showLabel?: boolean;
  /** Extra class. */
  className?: string;
}

/** Three rising bars and a word (None, Low, Medium, High) for a 0–3 score. Colour is never the only signal. */
export function RelevanceIndicator({
  score,
  labels,
  prefix,
  showPrefix = false,
  showLabel = true,
  className,
}: RelevanceIndicatorProps) {
  const level = relevanceLevel(score);
  const words = { ...defaultRelevanceLabels, ...labels };
  const text = words[level];
  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')} data-level={level}>
      <span className={styles.bars} aria-hidden="true">
        {([1, 2, 3] as const).map((position) => (
          <span
            key={position}
            className={styles.bar({ position, level, filled: position <= filledBars[level] })}
            data-filled={position <= filledBars[level] || undefined}
          />
        ))}
      </span>
      {prefix != null &&
        (showPrefix ? <span>{prefix}:</span> : <VisuallyHidden>{`${prefix}:`}</VisuallyHidden>)}
      {showLabel ? <span className={styles.label}>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </span>
  );
}
