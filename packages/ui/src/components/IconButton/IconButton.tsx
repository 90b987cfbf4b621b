import {
  Button as RACButton,
  ProgressBar,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { Icon, type IconSource } from '../Icon';
import { Tooltip, type TooltipPlacement } from '../Tooltip';
import { button, spinner } from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button';

export interface IconButtonProps extends Omit<RACButtonProps, 'children' | 'className' | 'aria-label'> {
  /** The accessible name. Required: the button shows no text. */
  'aria-label': string;
  /** The icon drawn in the button. */
  icon: IconSource;
  /**
   * Visual weight.
   * @default 'tertiary'
   */
  variant?: Exclude<ButtonVariant, 'link'>;
  /**
   * Square size: `sm` 28 px, `md` 36 px.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Show a tooltip on hover and focus: `true` repeats the `aria-label`, a string shows that text instead.
   * @default false
   */
  tooltip?: boolean | string;
  /**
   * Where the tooltip sits.
   * @default 'top'
   */
  tooltipPlacement?: TooltipPlacement;
  /**
   * Busy state: spinner in place of the icon, presses ignored, focus kept.
   * @default false
   */
  isPending?: boolean;
  /**
   * Accessible name of the spinner shown while pending.
   * @default 'Loading'
   */
  pendingLabel?: string;
  /** Extra class, or a function of RAC's render props. */
  className?: RACButtonProps['className'];
}

/** A square button with only an icon; it must be named with `aria-label`, and can show that name as a tooltip. */
export function IconButton({
  icon,
  variant = 'tertiary',
  size = 'md',
  tooltip = false,
  tooltipPlacement = 'top',
  isPending = false,
  pendingLabel = 'Loading',
  className,
  ...props
}: IconButtonProps) {
  const iconSize = size === 'sm' ? 'sm' : 'md';
  const control = (
    <RACButton
      {...props}
      isPending={isPending}
      className={composeRenderProps(className, (cn) =>
        [button({ variant, size, iconOnly: true }), cn].filter(Boolean).join(' '),
      )}
    >
      {isPending ? (
        <ProgressBar isIndeterminate aria-label={pendingLabel}>
          <Icon icon="Loader" size={iconSize} className={spinner} />
        </ProgressBar>
      ) : (
        <Icon icon={icon} size={iconSize} />
      )}
    </RACButton>
  );
  if (!tooltip) return control;
  return (
    <Tooltip content={typeof tooltip === 'string' ? tooltip : props['aria-label']} placement={tooltipPlacement}>
      {control}
    </Tooltip>
  );
}
