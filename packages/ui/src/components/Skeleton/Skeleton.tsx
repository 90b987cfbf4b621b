import type { ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Skeleton.css';

export type SkeletonVariant = 'text' | 'block' | 'circle';

export interface SkeletonProps {
  /**
   * Shape: lines of text, a rectangle, or a circle (avatars, icons).
   * @default 'text'
   */
  variant?: SkeletonVariant;
  /**
   * Number of text lines (`text` only); the last of several is shorter.
   * @default 1
   */
  lines?: number;
  /**
   * CSS width, e.g. `'40%'` or `vars.size.controlHeight`.
   * @default '100%' (text, block) or the control height (circle)
   */
  width?: string;
  /**
   * CSS height (block and circle).
   * @default '1em' (text) or the control height (block, circle)
   */
  height?: string;
  /** Extra class. */
  className?: string;
}

/**
 * A grey placeholder with a gentle pulse where content is loading (no pulse when the user prefers reduced
 * motion). Decorative: wrap a loading area in `SkeletonGroup` so screen readers hear that it is loading.
 */
export function Skeleton({ variant = 'text', lines = 1, width, height, className }: SkeletonProps) {
  const sizeVars = assignInlineVars({
    ...(width != null ? { [styles.widthVar]: width } : {}),
    ...(height != null ? { [styles.heightVar]: height } : {}),
  });
  const cls = [styles.shape({ variant }), className].filter(Boolean).join(' ');
  if (variant === 'text' && lines > 1) {
    const lineVars = assignInlineVars(height != null ? { [styles.heightVar]: height } : {});
    return (
      <span
        className={styles.lines}
        aria-hidden="true"
        data-skeleton=""
        style={assignInlineVars(width != null ? { [styles.linesWidthVar]: width } : {})}
      >
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            style={lineVars}
            className={[cls, i === lines - 1 ? styles.lastLine : undefined].filter(Boolean).join(' ')}
          />
        ))}
      </span>
    );
  }
  return <span className={cls} aria-hidden="true" data-skeleton="" style={sizeVars} />;
}

export interface SkeletonGroupProps {
  /** The skeleton shapes, laid out as the real content will be. */
  children: ReactNode;
  /**
   * Text read by screen readers while loading.
   * @default 'Loading'
   */
  label?: string;
  /**
   * Whether content is still loading; set to false to render `children` as real content without the
   * busy state.
   * @default true
   */
  isLoading?: boolean;
  /** Extra class. */
  className?: string;
}

/** A loading area: `aria-busy` container with a visually hidden "Loading" label around skeleton shapes. */
export function SkeletonGroup({ children, label = 'Loading', isLoading = true, className }: SkeletonGroupProps) {
  return (
    <div aria-busy={isLoading || undefined} className={[styles.group, className].filter(Boolean).join(' ')}>
      {isLoading && <VisuallyHidden>{label}</VisuallyHidden>}
      {children}
    </div>
  );
}
