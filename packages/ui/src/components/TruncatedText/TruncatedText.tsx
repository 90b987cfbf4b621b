import { useId, useState } from 'react';
import { Button } from '../Button';
import * as styles from './TruncatedText.css';

export interface TruncatedTextProps {
  /** The full text. */
  text: string;
  /**
   * Characters shown before "Read more". Text of this length or shorter shows in full, with no toggle.
   * @default 500
   */
  maxLength?: number;
  /**
   * Label of the toggle while collapsed.
   * @default 'Read more'
   */
  moreLabel?: string;
  /**
   * Label of the toggle while expanded.
   * @default 'Read less'
   */
  lessLabel?: string;
  /**
   * Marker appended to the cut text.
   * @default '…'
   */
  ellipsis?: string;
  /**
   * Start expanded.
   * @default false
   */
  defaultExpanded?: boolean;
  /** Extra class. */
  className?: string;
}

/** Cuts `text` to `maxLength` characters, backing off to a word boundary when one is in the last fifth. */
export function truncateText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const space = cut.search(/\s\S*$/);
  return (space >= maxLength * 0.8 ? cut.slice(0, space) : cut).trimEnd();
}

/** Long text cut to `maxLength` characters with a Read more / Read less toggle (a button with aria-expanded). */
export function TruncatedText({
  text,
  maxLength = 500,
  moreLabel = 'Read more',
  lessLabel = 'Read less',
  ellipsis = '…',
  defaultExpanded = false,
  className,
}: TruncatedTextProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const id = useId();
  const needsToggle = text.length > maxLength;
  return (
    <p className={[styles.root, className].filter(Boolean).join(' ')}>
      <span id={id}>{!needsToggle || expanded ? text : `${truncateText(text, maxLength)}${ellipsis}`}</span>
      {needsToggle && (
        <Button
          variant="link"
          size="sm"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onPress={() => setExpanded((e) => !e)}
        >
          {expanded ? lessLabel : moreLabel}
        </Button>
      )}
    </p>
  );
}
