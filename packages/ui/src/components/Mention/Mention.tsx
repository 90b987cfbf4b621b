import { useState } from 'react';
import { Button as RACButton, Link as RACLink } from 'react-aria-components';
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

/**
 * `@name` in running text, with the person's email in a tooltip. With an email it is a button (hover, focus or
 * press shows the email); without one, plain text.
 */
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
  return <MentionWithEmail text={text} email={email} placement={placement} className={cls} />;
}

/**
 * A button that reveals the email: on hover and keyboard focus like any tooltip, and also when pressed, so
 * touch users (who cannot hover) can read it too. Escape or moving away hides it.
 */
function MentionWithEmail({
  text,
  email,
  placement,
  className,
}: {
  text: string;
  email: string;
  placement: TooltipPlacement;
  className: string;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Tooltip content={email} placement={placement} variant="hover" isOpen={isOpen} onOpenChange={setOpen}>
      <RACButton className={className} onPress={() => setOpen(true)}>
        {text}
      </RACButton>
    </Tooltip>
  );
}
