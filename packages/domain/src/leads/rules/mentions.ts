import type { TeamUser } from '../schemas/lead';

/**
 * Mentions in comment content are written `@[First Last](user-guid)`; the server reads the same
 * form (apps/api leads/schemas.ts) to notify the people mentioned.
 */
export const MENTION_PATTERN = /@\[([^\]\n]{1,200})\]\(([0-9a-f-]{36})\)/gi;

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

export function formatMention(user: Pick<TeamUser, 'guid' | 'firstName' | 'lastName'>): string {
  return `@[${fullName(user).replace(/[\]\n]/g, ' ')}](${user.guid})`;
}

/**
 * The mention picker (spec 2§5): active teammates other than the current user, matching the text
 * typed after "@" (name or email, case-insensitive), by name.
 */
export function mentionCandidates(
  users: readonly TeamUser[],
  currentUserGuid: string,
  query = '',
): TeamUser[] {
  const q = query.trim().toLowerCase();
  return users
    .filter((u) => u.active && u.guid !== currentUserGuid)
    .filter((u) => !q || fullName(u).toLowerCase().includes(q) || u.email.toLowerCase().startsWith(q))
    .sort((a, b) => fullName(a).localeCompare(fullName(b)));
}

export type CommentSegment =
  { type: 'text'; text: string } | { type: 'mention'; name: string; guid: string; email: string | null };

/** Content as text and mention segments; a mention shows '@name' with the email as its tooltip. */
export function commentSegments(
  content: string,
  users: readonly Pick<TeamUser, 'guid' | 'email'>[] = [],
): CommentSegment[] {
  const segments: CommentSegment[] = [];
  let last = 0;
  for (const match of content.matchAll(MENTION_PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) segments.push({ type: 'text', text: content.slice(last, index) });
    const guid = (match[2] ?? '').toLowerCase();
    segments.push({
      type: 'mention',
      name: `@${match[1] ?? ''}`,
      guid,
      email: users.find((u) => u.guid === guid)?.email ?? null,
    });
    last = index + match[0].length;
  }
  if (last < content.length) segments.push({ type: 'text', text: content.slice(last) });
  return segments;
}

/** Comments over 500 characters show truncated with Read more / Read less (display only, spec 2§9). */
export const COMMENT_TRUNCATE_AT = 500;

export function truncateComment(
  text: string,
  expanded: boolean,
): { text: string; truncated: boolean; toggle: 'Read more' | 'Read less' | null } {
  if (text.length <= COMMENT_TRUNCATE_AT) return { text, truncated: false, toggle: null };
  return expanded
    ? { text, truncated: false, toggle: 'Read less' }
    : { text: `${text.slice(0, COMMENT_TRUNCATE_AT)}…`, truncated: true, toggle: 'Read more' };
}

/** Spec 2§2 comments panel copy. */
export const COMMENT_COPY = {
  empty: 'No comments yet.',
  placeholder: 'Add a comment...',
  tip: 'use "@" to tag and notify people in your team',
  confirmCancel: 'Cancel? The text will be deleted',
  confirmDelete: 'Delete this comment?',
  deleted: 'This comment has been deleted',
  edited: 'Edited',
} as const;
