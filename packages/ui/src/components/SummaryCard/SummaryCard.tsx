import type { ReactNode } from 'react';
import { Card, type CardHeadingLevel } from '../Card';
import * as styles from './SummaryCard.css';

export interface SummaryCardProps {
  /** The heading; the card is a region named by it. */
  title: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 2
   */
  headingLevel?: CardHeadingLevel;
  /** A short line under the title saying what the card counts. */
  description?: ReactNode;
  /** The headline figure (e.g. 12). Left out when absent. */
  figure?: ReactNode;
  /** What the figure counts, read right after it ('new notices'). */
  figureLabel?: ReactNode;
  /** Controls at the top right. */
  actions?: ReactNode;
  /** The footer action, usually a link to the full list. */
  action?: ReactNode;
  /** Shown in the body when there is nothing to list (`children` absent). */
  empty?: ReactNode;
  /**
   * Shown instead of the figure and the body when the viewer may not see the card (an upgrade
   * prompt, e.g. LockedContent or a Paywall). The footer action is left out too.
   */
  locked?: ReactNode;
  /** The list (a SummaryList). */
  children?: ReactNode;
  /** Extra class. */
  className?: string;
}

/** A card that sums something up: a heading, a headline figure, a short list and a link to the rest. */
export function SummaryCard({
  title,
  headingLevel = 2,
  description,
  figure,
  figureLabel,
  actions,
  action,
  empty,
  locked,
  children,
  className,
}: SummaryCardProps) {
  const hasList = children != null && children !== false;
  return (
    <Card
      title={title}
      headingLevel={headingLevel}
      actions={actions}
      footer={locked == null && action != null ? action : undefined}
      className={[styles.card, className].filter(Boolean).join(' ')}
    >
      {description != null && <p className={styles.description}>{description}</p>}
      {locked != null ? (
        locked
      ) : (
        <>
          {figure != null && (
            <p className={styles.figure}>
              <span className={styles.figureValue}>{figure}</span>
              {figureLabel != null && <span className={styles.figureLabel}>{figureLabel}</span>}
            </p>
          )}
          {hasList ? children : empty != null && <div className={styles.empty}>{empty}</div>}
        </>
      )}
    </Card>
  );
}

export interface SummaryListProps {
  /** Accessible name of the list. */
  label: string;
  /** SummaryListItem rows. */
  children: ReactNode;
}

/** The rows of a SummaryCard. */
export function SummaryList({ label, children }: SummaryListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

export interface SummaryListItemProps {
  /** The row's main text, usually a link. */
  title: ReactNode;
  /** A secondary line (who, where). */
  meta?: ReactNode;
  /** Trailing detail (a date, a status). */
  aside?: ReactNode;
}

/** One row: a title, a secondary line and a trailing detail that wraps under on narrow screens. */
export function SummaryListItem({ title, meta, aside }: SummaryListItemProps) {
  return (
    <li className={styles.item}>
      <span className={styles.itemMain}>
        <span className={styles.itemTitle}>{title}</span>
        {meta != null && <span className={styles.itemMeta}>{meta}</span>}
      </span>
      {aside != null && <span className={styles.itemAside}>{aside}</span>}
    </li>
  );
}
