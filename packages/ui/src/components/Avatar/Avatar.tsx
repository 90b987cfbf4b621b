import { useState } from 'react';
import { avatarColours, type AvatarColour } from './Avatar.css';
import * as styles from './Avatar.css';

export type AvatarSize = 'sm' | 'md' | 'lg';
export type { AvatarColour };

const colourNames = Object.keys(avatarColours) as AvatarColour[];

/** Up to two initials from a name: first and last word (`'Ada King Lovelace'` → `'AL'`); `'?'` when empty. */
export function getInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  const firstWord = words[0];
  if (firstWord == null) return '?';
  const lastWord = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  // Spread by code point so an accented or astral first letter is kept whole.
  const first = [...firstWord][0] ?? '';
  const last = [...lastWord][0] ?? '';
  return (first + last).toLocaleUpperCase('en-GB');
}

/** A colour picked deterministically from the name (same name, same colour), from the token palette. */
export function avatarColour(name: string): AvatarColour {
  let hash = 0;
  for (const ch of name.trim().toLowerCase()) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return colourNames[hash % colourNames.length] ?? 'brand';
}

export interface AvatarProps {
  /** The person's (or team's) name: the accessible name, the source of the initials and of the colour. */
  name: string;
  /** Photo URL; initials show until it loads and if it fails. */
  src?: string;
  /**
   * Size: `sm` 24 px, `md` 36 px, `lg` 48 px.
   * @default 'md'
   */
  size?: AvatarSize;
  /**
   * Background colour.
   * @default avatarColour(name)
   */
  colour?: AvatarColour;
  /**
   * Hide from assistive technology when the name is written beside it.
   * @default false
   */
  decorative?: boolean;
  /**
   * Accessible name used when `name` is empty (the initials then read '?').
   * @default 'Unknown'
   */
  unknownLabel?: string;
  /** Extra class. */
  className?: string;
}

/** A round picture of a person: their photo, or initials on a colour derived from their name. */
export function Avatar({
  name,
  src,
  size = 'md',
  colour = avatarColour(name),
  decorative = false,
  unknownLabel = 'Unknown',
  className,
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const showImage = src != null && src !== failedSrc;
  return (
    <span
      className={[styles.avatar({ size, colour }), className].filter(Boolean).join(' ')}
      data-colour={colour}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name.trim() || unknownLabel })}
    >
      {showImage ? (
        <img className={styles.image} src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{getInitials(name)}</span>
      )}
    </span>
  );
}
