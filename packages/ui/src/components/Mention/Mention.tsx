import { Focusable, Link as RACLink } from 'react-aria-components';
import { Tooltip, type TooltipPlacement } from '../Tooltip';
import * as styles from './Mention.css';

export interface MentionProps {
  /** The person's name, shown after `@`. */
  name: string;
  /** Their email, shown in a tooltip on hover and keyboard focus (and read as the description). */
  email?: string;
  /** Makes the mention a link (e.g. `mailto:` or a profile page). */
  href?: string;
  /**
   * Where the tooltip sits.
   * @default 'top'
   */
  placement?: TooltipPlacement;
  /** Extra class. */
  className?: string;
}

/** `@name` in running text, with the person's email in a tooltip. Focusable when there is an email to show. */
export function Mention({ name, email, href, placement = 'top', className }: MentionProps) {
  const text = `@${name}`;
  const cls = [styles.mention({ link: href != null }), className].filter(Boolean).join(' ');
  if (href != null) {
    const link = (
      <RACLink href={href} className={cls}>
        {text}
      </RACLink>
    );
    return email ? (
      <Tooltip content={email} placement={placement} variant="hover">
        {link}
      </Tooltip>
    ) : (
      link
    );
  }
  if (!email) return <span className={cls}>{text}</span>;
  return (
    <Tooltip content={email} placement={placement} variant="hover">
      <Focusable>
        {/* A focusable span so keyboard users can reach the tooltip; it does nothing when pressed. */}
        <span className={cls} tabIndex={0}>
          {text}
        </span>
      </Focusable>
    </Tooltip>
  );
}
