import { useId } from 'react';
import { PaywallContent, type PaywallContentProps } from './PaywallContent';
import * as styles from './Paywall.css';

export interface PaywallPageProps extends PaywallContentProps {
  /**
   * Level of the heading: 1 when the paywall replaces a whole page.
   * @default 1
   */
  headingLevel?: 1 | 2 | 3;
}

/** An upgrade prompt that takes the place of a page the user cannot use yet. */
export function PaywallPage({ title, headingLevel = 1, ...content }: PaywallPageProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <div className={styles.pageCard}>
        <PaywallContent
          heading={
            <Heading id={headingId} className={styles.title({ size: 'page' })}>
              {title}
            </Heading>
          }
          {...content}
        />
      </div>
    </section>
  );
}
