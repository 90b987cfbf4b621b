import type { ReactNode } from 'react';
import {
  Button as RACButton,
  ProgressBar,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { Icon, type IconSource } from '../Icon';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md';

/** Props every button-like control of the kit shares. */
export interface ButtonStyleProps {
  /**
   * Visual weight. `ghost` is another name for `tertiary` (no border, no fill).
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height and text size.
   * @default 'md'
   */
  size?: ButtonSize;
  /** Icon before the label (decorative). */
  iconStart?: IconSource;
  /** Icon after the label (decorative). */
  iconEnd?: IconSource;
}

export interface ButtonProps extends Omit<RACButtonProps, 'children' | 'className'>, ButtonStyleProps {
  /** The label. */
  children?: ReactNode;
  /**
   * Busy state: the button keeps focus but ignores presses, shows a spinner and screen readers hear
   * `pendingLabel` (RAC announces the change to a focused button).
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

/** Content shared by Button and LinkButton: icons around the label. */
export function ButtonContent({
  iconStart,
  iconEnd,
  children,
}: Pick<ButtonStyleProps, 'iconStart' | 'iconEnd'> & { children?: ReactNode }) {
  return (
    <>
      {iconStart && <Icon icon={iconStart} size="sm" />}
      {children}
      {iconEnd && <Icon icon={iconEnd} size="sm" />}
    </>
  );
}

/** The kit's button: a thin layer over RAC Button with variants, sizes, icons and a pending state. */
export function Button({
  variant = 'primary',
  size = 'md',
  iconStart,
  iconEnd,
  isPending = false,
  pendingLabel = 'Loading',
  children,
  className,
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      isPending={isPending}
      className={composeRenderProps(className, (cn) =>
        [styles.button({ variant, size }), cn].filter(Boolean).join(' '),
      )}
    >
      {isPending ? (
        <>
          <ProgressBar isIndeterminate aria-label={pendingLabel} className={styles.progress}>
            <Icon icon="Loader" size="sm" className={styles.spinner} />
          </ProgressBar>
          {children}
          {iconEnd && <Icon icon={iconEnd} size="sm" />}
        </>
      ) : (
        <ButtonContent iconStart={iconStart} iconEnd={iconEnd}>
          {children}
        </ButtonContent>
      )}
    </RACButton>
  );
}
