import type { ReactElement } from 'react';
import * as styles from './EmptyState.css';

const p = styles.paint;

export type EmptyStateIllustrationName =
  | 'notifications'
  | 'noResults'
  | 'noDocuments'
  | 'startingState'
  | 'loadError'
  | 'userRequiredContent'
  | 'success'
  | 'download';

/** Flat drawings on a 120×120 grid; all colours come from token classes. */
const drawings: Record<EmptyStateIllustrationName, ReactElement> = {
  notifications: (
    <>
      <circle cx="60" cy="60" r="56" className={p.backdrop} />
      <path d="M60 26c-13 0-22 10-22 23v15l-8 12h60l-8-12V49c0-13-9-23-22-23z" className={p.brand} />
      <circle cx="60" cy="84" r="8" className={p.brand} />
      <rect x="56" y="20" width="8" height="10" rx="4" className={p.brand} />
      <circle cx="82" cy="34" r="10" className={p.critical} />
    </>
  ),
  noResults: (
    <>
      <circle cx="60" cy="60" r="56" className={p.backdrop} />
      <circle cx="52" cy="52" r="22" className={p.paper} />
      <circle cx="52" cy="52" r="22" className={p.brandStroke} />
      <path d="M68 68l18 18" className={p.brandStroke} />
      <path d="M44 52h16" className={p.line} />
    </>
  ),
  noDocuments: (
    <>
      <circle cx="60" cy="60" r="56" className={p.backdrop} />
      <rect x="40" y="28" width="44" height="58" rx="4" className={p.paper} />
      <rect x="34" y="34" width="44" height="58" rx="4" className={p.paper} />
      <path d="M44 50h24M44 60h24M44 70h14" className={p.line} />
    </>
  ),
  startingState: (
    <>
      <circle cx="60" cy="60" r="56" className={p.backdrop} />
      <path d="M20 92c14-14 30-20 40-20s26 6 40 20z" className={p.muted} />
      <path d="M58 80V30" className={p.brandStroke} />
      <path d="M61 30h26l-7 10 7 10H61z" className={p.brand} />
    </>
  ),
  loadError: (
    <>
      <circle cx="60" cy="60" r="56" className={p.backdrop} />
      <rect x="34" y="26" width="44" height="58" rx="4" className={p.paper} />
      <path d="M44 40h24M44 50h16" className={p.line} />
      <path d="M76 58l20 34H56z" className={p.caution} />
      <path d="M76 70v10" className={p.inverseStroke} />
      <circle cx="76" cy="86" r="1" className={p.inverseStroke} />
    </>
  ),
  userRequiredContent: (
    <>
      <circle cx="60" cy="60" r="56" className={p.backdrop} />
      <circle cx="54" cy="46" r="14" className={p.brand} />
      <path d="M28 88c0-15 12-24 26-24s26 9 26 24z" className={p.brand} />
      <circle cx="84" cy="80" r="14" className={p.positive} />
      <path d="M84 73v14M77 80h14" className={p.inverseStroke} />
    </>
  ),
  success: (
    <>
      <circle cx="60" cy="60" r="56" className={p.backdrop} />
      <circle cx="60" cy="60" r="32" className={p.positive} />
      <path d="M46 61l10 10 19-21" className={p.inverseStroke} />
    </>
  ),
  download: (
    <>
      <circle cx="60" cy="60" r="56" className={p.backdrop} />
      <path d="M32 72v14a4 4 0 0 0 4 4h48a4 4 0 0 0 4-4V72" className={p.brandStroke} />
      <path d="M60 28v42M44 56l16 16 16-16" className={p.brandStroke} />
    </>
  ),
};

export interface EmptyStateIllustrationProps {
  /** Which drawing. */
  name: EmptyStateIllustrationName;
  /** Extra class (sizing defaults to the `size.illustration` token). */
  className?: string;
}

/** A small decorative drawing for empty, error and success states (always `aria-hidden`). */
export function EmptyStateIllustration({ name, className }: EmptyStateIllustrationProps) {
  return (
    <svg
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
      data-illustration={name}
      className={[styles.illustration, className].filter(Boolean).join(' ')}
    >
      {drawings[name]}
    </svg>
  );
}

/** Every illustration name, in catalogue order. */
export const emptyStateIllustrationNames = Object.keys(drawings) as EmptyStateIllustrationName[];
