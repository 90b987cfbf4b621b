import type { ReactNode } from 'react';
import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';
import { VisuallyHidden } from '../VisuallyHidden';
import { ButtonContent, type ButtonStyleProps } from './Button';
import * as styles from './Button.css';

export interface LinkButtonProps
  extends Omit<RACLinkProps, 'children' | 'className' | 'target' | 'rel'>, ButtonStyleProps {
  /** The label. Without it, `objectName` makes the label `View {objectName}`. */
  children?: ReactNode;
  /**
   * What the link opens, for the common "View {object}" link: the label becomes `View {objectName}` (when
   * there are no children) and the link opens in a new tab (unless `newTab` is set).
   */
  objectName?: string;
  /**
   * Open in a new tab: sets `target="_blank"` and `rel="noopener noreferrer"`, shows an external-link
   * icon (unless `iconEnd` is given) and appends `newTabText` for screen readers.
   * @default false, or true with `objectName`
   */
  newTab?: boolean;
  /**
   * Hidden text appended when `newTab` is set.
   * @default '(opens in a new tab)'
   */
  newTabText?: string;
  /** Extra class, or a function of RAC's render props. */
  className?: RACLinkProps['className'];
}

/** A link (navigates) that looks like a button. Over RAC Link, so it gets the same focus and press states. */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  iconStart,
  iconEnd,
  objectName,
  newTab = objectName != null,
  newTabText = '(opens in a new tab)',
  children = objectName != null ? `View ${objectName}` : undefined,
  className,
  ...props
}: LinkButtonProps) {
  return (
    <RACLink
      {...props}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      className={composeRenderProps(className, (cn) =>
        [styles.button({ variant, size }), cn].filter(Boolean).join(' '),
      )}
    >
      <ButtonContent iconStart={iconStart} iconEnd={iconEnd ?? (newTab ? 'ExternalLink' : undefined)}>
        {children}
        {newTab && (
          <>
            {' '}
            <VisuallyHidden>{newTabText}</VisuallyHidden>
          </>
        )}
      </ButtonContent>
    </RACLink>
  );
}
