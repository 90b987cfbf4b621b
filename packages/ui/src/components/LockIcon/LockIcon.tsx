import { Icon, type IconSize } from '../Icon';
import * as styles from './LockIcon.css';

export type LockIconTone = 'inherit' | 'muted' | 'caution';

export interface LockIconProps {
  /**
   * Accessible name, e.g. `'Locked'`. Without it the icon is decorative (use that when text beside it
   * already says the item is locked).
   */
  label?: string;
  /**
   * Size from the icon scale.
   * @default 'sm'
   */
  size?: IconSize;
  /**
   * Colour.
   * @default 'muted'
   */
  tone?: LockIconTone;
  /** Extra class. */
  className?: string;
}

/** A padlock marking something the user cannot use yet. Decorative unless given a label. */
export function LockIcon({ label, size = 'sm', tone = 'muted', className }: LockIconProps) {
  return (
    <span className={[styles.lockIcon({ tone }), className].filter(Boolean).join(' ')} data-tone={tone}>
      <Icon icon="Lock" size={size} label={label} />
    </span>
  );
}
