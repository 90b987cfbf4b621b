import { Icon } from '../Icon';
import * as styles from './SeenBy.css';

export interface SeenByUser {
  /** Stable id; the same user listed twice is shown once. */
  id: string;
  /** Display name. */
  name: string;
}

export interface SeenByProps {
  /** Who has seen it, in order. */
  users: readonly SeenByUser[];
  /** Id of the signed-in user: shown as `youLabel`, first. */
  currentUserId?: string;
  /**
   * The lead-in.
   * @default 'Seen by'
   */
  label?: string;
  /**
   * How the current user is named.
   * @default 'you'
   */
  youLabel?: string;
  /** Show at most this many names, then "and N others". All by default. */
  maxNames?: number;
  /**
   * Words for the rest when `maxNames` cuts the list.
   * @default (n) => `${n} other${n === 1 ? '' : 's'}`
   */
  othersLabel?: (count: number) => string;
  /**
   * Show an eye icon before the text.
   * @default true
   */
  showIcon?: boolean;
  /** Extra class. */
  className?: string;
}

const defaultOthers = (n: number) => `${n} other${n === 1 ? '' : 's'}`;

/** The names shown, in order: the current user first (as `youLabel`), each user once. */
export function seenByNames(
  users: readonly SeenByUser[],
  { currentUserId, youLabel = 'you' }: { currentUserId?: string; youLabel?: string } = {},
): string[] {
  const seen = new Set<string>();
  const unique = users.filter((u) => !seen.has(u.id) && seen.add(u.id));
  const me = unique.find((u) => u.id === currentUserId);
  return [...(me ? [youLabel] : []), ...unique.filter((u) => u !== me).map((u) => u.name)];
}

/** "Seen by you, Ada Lovelace and Grace Hopper". Renders nothing when nobody has seen it. */
export function SeenBy({
  users,
  currentUserId,
  label = 'Seen by',
  youLabel = 'you',
  maxNames,
  othersLabel = defaultOthers,
  showIcon = true,
  className,
}: SeenByProps) {
  const all = seenByNames(users, { currentUserId, youLabel });
  if (all.length === 0) return null;
  const cut = maxNames != null && maxNames > 0 && all.length > maxNames;
  const shown = cut ? [...all.slice(0, maxNames), othersLabel(all.length - maxNames)] : all;
  const text = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' }).format(shown);
  return (
    <p className={[styles.root, className].filter(Boolean).join(' ')}>
      {showIcon && <Icon icon="Eye" size="sm" className={styles.icon} />}
      <span>
        {label} <span className={styles.names}>{text}</span>
      </span>
    </p>
  );
}
