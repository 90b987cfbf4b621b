import { useId, useState, type ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { Tooltip, type TooltipPlacement } from '../Tooltip';
import type { TagSize } from './Tag';
import * as styles from './Tag.css';

export interface BetaTagProps {
  /**
   * A note explaining what beta means here. When given, the tag becomes a button that shows the note
   * on hover, keyboard focus and press (click or tap), and describes itself with it.
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

/**
 * The "BETA" marker for features still being built, with an optional explanatory note. With a note
 * the tag is a button (a toggletip): the note shows on hover, on keyboard focus and on press (click,
 * tap, Enter or Space), so touch users reach it too; Escape, blur or moving away closes it. Screen
 * readers hear the note as the button's description whether or not it is shown.
 */
export function BetaTag({ note, children = 'Beta', size = 'sm', placement = 'top', className }: BetaTagProps) {
  const [isOpen, setOpen] = useState(false);
  const descriptionId = useId();
  if (note == null) {
    return (
      <span className={[styles.tag({ tone: 'beta', size, caps: true }), className].filter(Boolean).join(' ')}>
        {children}
      </span>
    );
  }
  return (
    <>
      <Tooltip content={note} placement={placement} variant="hover" isOpen={isOpen} onOpenChange={setOpen}>
        <RACButton
          aria-describedby={descriptionId}
          // The tooltip trigger closes the note on press start; the press opens it (a hover may have
          // opened it a moment before: a toggle would close it under the user's click).
          onPress={() => setOpen(true)}
          className={[styles.tag({ tone: 'beta', size, caps: true, interactive: true }), className]
            .filter(Boolean)
            .join(' ')}
        >
          {children}
        </RACButton>
      </Tooltip>
      <span id={descriptionId} hidden>
        {note}
      </span>
    </>
  );
}
