import { useId, type ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { PaywallActionControl, type PaywallAction } from '../Paywall/PaywallContent';
import * as styles from './LockedContent.css';

export interface LockedContentProps {
  /** The content the user cannot use yet (a preview, often sample data). Blurred, hidden from assistive technology and inert. */
  children: ReactNode;
  /** Heading of the upgrade prompt. */
  title: ReactNode;
  /** Text under the heading. */
  description?: ReactNode;
  /** Which plan unlocks it (e.g. 'Available on our Growth plan'). */
  planNote?: ReactNode;
  /** The call to action (a link when it has an href, else a button). */
  action?: PaywallAction;
  /**
   * Level of the prompt's heading.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Extra class on the wrapper. */
  className?: string;
}

/** Shows content blurred behind an upgrade prompt. Only the prompt can be read or focused. */
export function LockedContent({
  children,
  title,
  description,
  planNote,
  action,
  headingLevel = 3,
  className,
}: LockedContentProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-locked="">
      <div className={styles.blurred} aria-hidden inert>
        {children}
      </div>
      <div className={styles.overlay}>
        <section aria-labelledby={headingId} className={styles.prompt}>
          <Lock aria-hidden className={styles.lockIcon} />
          <Heading id={headingId} className={styles.title}>
            {title}
          </Heading>
          {description != null && <p className={styles.description}>{description}</p>}
          {planNote != null && <p className={styles.planNote}>{planNote}</p>}
          {action && <PaywallActionControl action={action} emphasis="primary" />}
        </section>
      </div>
    </div>
  );
}
