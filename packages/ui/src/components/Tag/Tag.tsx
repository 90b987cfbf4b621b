import type { ReactNode } from 'react';
import { Icon, type IconSource } from '../Icon';
import * as styles from './Tag.css';

export type TagTone = 'neutral' | 'info' | 'positive' | 'caution' | 'critical' | 'beta';
export type TagSize = 'sm' | 'md';

export interface TagProps {
  /** The label. */
  children: ReactNode;
  /**
   * Colour: tone text on its subtle surface (at least 4.5:1).
   * @default 'neutral'
   */
  tone?: TagTone;
  /**
   * Text size and padding.
   * @default 'md'
   */
  size?: TagSize;
  /** A decorative icon before the label. */
  icon?: IconSource;
  /** Extra class. */
  className?: string;
}

/** A small static label (status, category). Not interactive; colour is never the only signal, so the text says it. */
export function Tag({ children, tone = 'neutral', size = 'md', icon, className }: TagProps) {
  return (
    <span className={[styles.tag({ tone, size }), className].filter(Boolean).join(' ')} data-tone={tone}>
      {icon && <Icon icon={icon} size="inherit" />}
      {children}
    </span>
  );
}
