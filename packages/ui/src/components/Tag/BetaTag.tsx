import type { ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { Tooltip, type TooltipPlacement } from '../Tooltip';
import type { TagSize } from './Tag';
import * as styles from './Tag.css';

export interface BetaTagProps {
  /**
   * A note explaining what beta means here. When given, the tag becomes focusable and shows the note in a
   * tooltip on hover and keyboard focus.
   */
  note?: ReactNode;
  /**
   * The word shown (set in capitals by CSS, so screen readers read it as a word).
   * @default 'Beta'
   */
  children?: ReactNode;
  /**
   * Text size and padding.
   * @default 'sm'
   */
  size?: TagSize;
  /**
   * Where the note's tooltip sits.
   * @default 'top'
   */
  placement?: TooltipPlacement;
  /** Extra class. */
  className?: string;
}

/** The "BETA" marker for features still being built, with an optional explanatory note in a tooltip. */
export function BetaTag({ note, children = 'Beta', size = 'sm', placement = 'top', className }: BetaTagProps) {
  if (note == null) {
    return (
      <span className={[styles.tag({ tone: 'beta', size, caps: true }), className].filter(Boolean).join(' ')}>
        {children}
      </span>
    );
  }
  return (
    <Tooltip content={note} placement={placement} variant="hover">
      <RACButton
        className={[styles.tag({ tone: 'beta', size, caps: true, interactive: true }), className]
          .filter(Boolean)
          .join(' ')}
      >
        {children}
      </RACButton>
    </Tooltip>
  );
}
