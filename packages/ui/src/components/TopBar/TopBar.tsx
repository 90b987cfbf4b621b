import { Children, isValidElement, type ReactNode } from 'react';
import * as styles from './TopBar.css';

export type TopBarTone = 'caution' | 'critical' | 'info' | 'neutral';

export interface TopBarProps {
  /** Emphasised text at the start of the bar (e.g. an environment name). */
  label?: ReactNode;
  /**
   * Background colour. Every tone is dark with inverse text at 4.5:1 or more.
   * @default 'neutral'
   */
  tone?: TopBarTone;
  /** Links and buttons (`TopBarLink`, `TopBarButton`); each becomes an item of a list. */
  children?: ReactNode;
  /**
   * Name of the bar's region landmark.
   * @default the `label` when it is a string, else 'Top bar'
   */
  'aria-label'?: string;
  /** Extra class on the bar. */
  className?: string;
}

/** A slim full-width strip (height size.adminBar) above the app, e.g. for administrators. */
export function TopBar({
  label,
  tone = 'neutral',
  children,
  'aria-label': ariaLabel,
  className,
}: TopBarProps) {
  const items = Children.toArray(children);
  return (
    <div
      role="region"
      aria-label={ariaLabel ?? (typeof label === 'string' ? label : 'Top bar')}
      data-tone={tone}
      className={[styles.bar({ tone }), className].filter(Boolean).join(' ')}
    >
      {label != null && <strong className={styles.label}>{label}</strong>}
      {items.length > 0 && (
        <ul className={styles.items}>
          {items.map((child, index) => (
            <li key={isValidElement(child) && child.key != null ? child.key : index}>{child}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
