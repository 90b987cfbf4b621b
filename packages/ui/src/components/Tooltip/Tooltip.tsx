import type { ReactElement, ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  TooltipTrigger,
  type TooltipProps as RACTooltipProps,
} from 'react-aria-components';
import { timings, tokens } from '../../theme/tokens';
import * as styles from './Tooltip.css';

/** Distance from the trigger, in px, from the spacing tokens. */
const gap = Number.parseInt(tokens.space.xs, 10);
const gapWithArrow = Number.parseInt(tokens.space.sm, 10);

export type TooltipPlacement = NonNullable<RACTooltipProps['placement']>;

export interface TooltipProps {
  /** What the tooltip says. Keep it short; it must not hold anything interactive. */
  content: ReactNode;
  /** The trigger: one focusable element (a kit Button, IconButton, LinkButton, or RAC Button/Link/Focusable). */
  children: ReactElement;
  /**
   * `default` waits `timings.tooltipDelayMs` (700 ms) before showing on hover; `hover` waits
   * `timings.hoverTooltipDelayMs` (100 ms), for hints that should feel immediate. Keyboard focus always
   * shows the tooltip at once.
   * @default 'default'
   */
  variant?: 'default' | 'hover';
  /**
   * Hover delay in ms; overrides the variant.
   * @default timings.tooltipDelayMs (700) or timings.hoverTooltipDelayMs (100) by variant
   */
  delay?: number;
  /**
   * Delay before closing after the pointer leaves, in ms.
   * @default timings.tooltipCloseDelayMs (150)
   */
  closeDelay?: number;
  /**
   * Where the tooltip sits relative to its trigger (flips when there is no room).
   * @default 'top'
   */
  placement?: TooltipPlacement;
  /**
   * Draw a small arrow pointing at the trigger.
   * @default true
   */
  showArrow?: boolean;
  /**
   * Open only on focus, never on hover.
   * @default false
   */
  focusOnly?: boolean;
  /**
   * Do not show the tooltip.
   * @default false
   */
  isDisabled?: boolean;
  /** Controlled open state. */
  isOpen?: boolean;
  /**
   * Open on first render (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the tooltip opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Extra class on the tooltip bubble. */
  className?: string;
}

/** A short text label shown on hover (after a delay) and on keyboard focus. Over RAC TooltipTrigger + Tooltip. */
export function Tooltip({
  content,
  children,
  variant = 'default',
  delay = variant === 'hover' ? timings.hoverTooltipDelayMs : timings.tooltipDelayMs,
  closeDelay = timings.tooltipCloseDelayMs,
  placement = 'top',
  showArrow = true,
  focusOnly = false,
  isDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
}: TooltipProps) {
  return (
    <TooltipTrigger
      delay={delay}
      closeDelay={closeDelay}
      trigger={focusOnly ? 'focus' : undefined}
      isDisabled={isDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {children}
      <RACTooltip
        placement={placement}
        offset={showArrow ? gapWithArrow : gap}
        className={[styles.tooltip(), className].filter(Boolean).join(' ')}
      >
        {showArrow && (
          <OverlayArrow>
            <svg viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
              <path d="M0 0 L4 4 L8 0" />
            </svg>
          </OverlayArrow>
        )}
        {content}
      </RACTooltip>
    </TooltipTrigger>
  );
}
