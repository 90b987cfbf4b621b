import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';

export type CardHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface CardProps {
  /** The heading; the card is a region named by it. Without a title the card is a plain container. */
  title?: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 3
   */
  headingLevel?: CardHeadingLevel;
  /** Controls at the top right (buttons, menus). */
  actions?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** A footer under a divider (links, secondary actions). */
  footer?: ReactNode;
  /**
   * Add a small shadow.
   * @default false
   */
  elevated?: boolean;
  /**
   * Inner spacing.
   * @default 'md'
   */
  padding?: 'md' | 'lg';
  /** Extra class. */
  className?: string;
}

/** A bordered box with a heading, optional actions, body and footer. A `section` named by its title. */
export function Card({
  title,
  subtitle,
  headingLevel = 3,
  actions,
  children,
  footer,
  elevated = false,
  padding = 'md',
  className,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title != null || actions != null;
  return (
    <section
      className={[styles.card({ elevated, padding }), className].filter(Boolean).join(' ')}
      aria-labelledby={title != null ? titleId : undefined}
    >
      {hasHeader && (
        <div className={styles.header}>
          {title != null && (
            <div>
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
              {subtitle != null && <p className={styles.subtitle}>{subtitle}</p>}
            </div>
          )}
          {actions != null && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      <div className={styles.body}>{children}</div>
      {footer != null && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
