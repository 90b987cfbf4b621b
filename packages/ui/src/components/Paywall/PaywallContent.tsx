import type { ReactNode } from 'react';
import { Button, LinkButton } from '../Button';
import { Check, Sparkles } from 'lucide-react';
import { PaywallMedia, type PaywallMediaSource } from './PaywallMedia';
import * as styles from './Paywall.css';

/** A call to action: a link when it has an href, else a button. */
export interface PaywallAction {
  /** Visible text (e.g. 'Upgrade', 'Book a demo', 'View pricing'). */
  label: string;
  /** Called on press (ignored when href is set). */
  onPress?: () => void;
  /** Makes the action a link. */
  href?: string;
  /**
   * Opens the link in a new tab (with an icon and a screen-reader hint).
   * @default false
   */
  newTab?: boolean;
}

/** Which plan unlocks a feature: included in a plan, or sold as an add-on to one. */
export type PaywallPlan = { plan: string; addOnTo?: never } | { addOnTo: string; plan?: never };

/**
 * The standard plan note: `{ plan: 'Growth' }` → 'Available on our Growth plan';
 * `{ addOnTo: 'Growth' }` → 'Available as an add on to Growth'.
 */
export function formatPlanNote(note: PaywallPlan): string {
  return note.plan != null
    ? `Available on our ${note.plan} plan`
    : `Available as an add on to ${note.addOnTo}`;
}

/** What every paywall form shows; the app decides the words. */
export interface PaywallContentProps {
  /** Heading. */
  title: ReactNode;
  /** Text under the heading. */
  description?: ReactNode;
  /** Benefits, shown as a list with check marks. */
  bullets?: ReactNode[];
  /** Which plan unlocks the feature, e.g. `formatPlanNote({ plan: 'Growth' })` → 'Available on our Growth plan'. */
  planNote?: ReactNode;
  /** A video or image beside the text. */
  media?: PaywallMediaSource;
  /** The main call to action (e.g. 'Upgrade' or 'Book a demo'). */
  primaryAction: PaywallAction;
  /** Further actions (e.g. 'View pricing', 'Compare all plans'). */
  secondaryActions?: PaywallAction[];
}

export function PaywallActionControl({
  action,
  emphasis,
  slot,
}: {
  action: PaywallAction;
  emphasis: 'primary' | 'secondary';
  slot?: string;
}) {
  if (action.href) {
    return (
      <LinkButton variant={emphasis} href={action.href} newTab={action.newTab}>
        {action.label}
      </LinkButton>
    );
  }
  return (
    <Button variant={emphasis} onPress={action.onPress} slot={slot}>
      {action.label}
    </Button>
  );
}

/** The shared body of PaywallModal, PaywallPage and PaywallPopover. `heading` is the rendered title element. */
export function PaywallContent({
  heading,
  description,
  bullets,
  planNote,
  media,
  primaryAction,
  secondaryActions = [],
}: Omit<PaywallContentProps, 'title'> & { heading: ReactNode }) {
  return (
    <div className={styles.layout({ hasMedia: media != null })}>
      <div className={styles.content}>
        {heading}
        {planNote != null && (
          <p className={styles.planNote}>
            <Sparkles aria-hidden className={styles.planIcon} />
            {planNote}
          </p>
        )}
        {description != null && <p className={styles.description}>{description}</p>}
        {bullets && bullets.length > 0 && (
          <ul className={styles.bullets}>
            {bullets.map((bullet, index) => (
              <li key={index} className={styles.bullet}>
                <Check aria-hidden className={styles.bulletIcon} />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <PaywallActionControl action={primaryAction} emphasis="primary" />
          {secondaryActions.map((action) => (
            <PaywallActionControl key={action.label} action={action} emphasis="secondary" />
          ))}
        </div>
      </div>
      {media && <PaywallMedia media={media} />}
    </div>
  );
}
