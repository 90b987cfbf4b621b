import type { ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  OverlayArrow,
  Popover as RACPopover,
  type DialogRenderProps,
  type DialogTriggerProps,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { tokens } from '../../theme/tokens';
import { ScrollBody } from '../../utils/ScrollBody';
import * as styles from './Popover.css';

export type PopoverPlacement = NonNullable<RACPopoverProps['placement']>;

export type PopoverTriggerProps = DialogTriggerProps;

/**
 * Pairs a trigger (first child: a kit Button, IconButton or RAC Button) with a `Popover` (second child).
 * Same as RAC DialogTrigger.
 */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <DialogTrigger {...props} />;
}

export interface PopoverProps {
  /** The content, or a function receiving `{ close }`. */
  children: ReactNode | ((opts: DialogRenderProps) => ReactNode);
  /** A heading at the top; it also names the dialog. Give `aria-label` instead when there is no title. */
  title?: ReactNode;
  /** Accessible name when there is no visible `title`. */
  'aria-label'?: string;
  /**
   * Heading level of the title.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Draw an arrow pointing at the trigger.
   * @default false
   */
  showArrow?: boolean;
  /**
   * Greatest height in px; the content scrolls past it. By default the popover may use all the space to
   * the edge of the viewport.
   */
  maxHeight?: number;
  /**
   * Where the popover sits relative to the trigger (flips when there is no room).
   * @default 'bottom start'
   */
  placement?: PopoverPlacement;
  /**
   * Role of the content: `dialog` for general content, `alertdialog` for urgent questions.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /** Controlled open state (when used without a PopoverTrigger, also pass `triggerRef`). */
  isOpen?: boolean;
  /** Called when the popover opens or closes (without a PopoverTrigger). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The element to position against (without a PopoverTrigger). */
  triggerRef?: RACPopoverProps['triggerRef'];
  /** Extra class on the popover. */
  className?: string;
}

/** Distance from the trigger in px, from the spacing tokens. */
const gap = Number.parseInt(tokens.space.sm, 10);
const gapWithArrow = Number.parseInt(tokens.space.md, 10);

/** Non-modal floating content tied to a trigger: RAC Popover + Dialog, with optional title and arrow. */
export function Popover({
  children,
  title,
  'aria-label': ariaLabel,
  headingLevel = 2,
  showArrow = false,
  maxHeight,
  placement = 'bottom start',
  role = 'dialog',
  isOpen,
  onOpenChange,
  triggerRef,
  className,
}: PopoverProps) {
  return (
    <RACPopover
      placement={placement}
      offset={showArrow ? gapWithArrow : gap}
      maxHeight={maxHeight}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      triggerRef={triggerRef}
      className={[styles.popover, className].filter(Boolean).join(' ')}
    >
      {showArrow && (
        <OverlayArrow>
          <svg viewBox="0 0 12 12" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      )}
      <Dialog aria-label={ariaLabel} role={role} className={styles.dialog}>
        {(renderProps) => (
          <>
            {title != null && (
              <Heading slot="title" level={headingLevel} className={styles.title}>
                {title}
              </Heading>
            )}
            <ScrollBody className={styles.body}>
              {typeof children === 'function' ? children(renderProps) : children}
            </ScrollBody>
          </>
        )}
      </Dialog>
    </RACPopover>
  );
}
