import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** Text (or content) read by assistive technology but not shown. */
  children?: ReactNode;
  /**
   * Element to render.
   * @default 'span'
   */
  elementType?: 'span' | 'div' | 'p' | 'h2' | 'h3' | 'label';
  /**
   * Show the content again while it, or something inside it, has focus (skip links).
   * @default false
   */
  isFocusable?: boolean;
}

/** Content for screen readers only: clipped out of view but kept in the accessibility tree. */
export function VisuallyHidden({
  children,
  elementType: Element = 'span',
  isFocusable = false,
  className,
  ...rest
}: VisuallyHiddenProps) {
  return (
    <Element
      {...rest}
      className={[styles.visuallyHidden, isFocusable && styles.focusable, className].filter(Boolean).join(' ')}
    >
      {children}
    </Element>
  );
}
