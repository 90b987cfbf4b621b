import type { ReactNode } from 'react';
import { EmptyStateIllustration, type EmptyStateIllustrationName } from './EmptyStateIllustration';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** A short heading saying what is (not) here. */
  title: ReactNode;
  /** One or two sentences: why it is empty and what to do next. */
  description?: ReactNode;
  /** Buttons or links (e.g. a primary Button and a tertiary one). */
  actions?: ReactNode;
  /** A decorative drawing above the title. */
  illustration?: EmptyStateIllustrationName;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Centre everything (pages, panels) or align to the start (inside cards).
   * @default 'center'
   */
  align?: 'center' | 'start';
  /** Extra class. */
  className?: string;
}

/** What a list, panel or page shows when there is nothing in it yet, nothing matched, or loading failed. */
export function EmptyState({
  title,
  description,
  actions,
  illustration,
  headingLevel = 2,
  align = 'center',
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-align={align} className={[styles.root({ align }), className].filter(Boolean).join(' ')}>
      {illustration && <EmptyStateIllustration name={illustration} />}
      <Heading className={styles.title}>{title}</Heading>
      {description != null && <div className={styles.description}>{description}</div>}
      {actions != null && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
