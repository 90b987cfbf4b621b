import { isResponseError } from '../../lib/errors';
import { ShareTokenSchema } from '../schemas/shareLink';

/** Why a share link did not open: expired (410), unknown or malformed (404/400), or anything else. */
export type ShareLinkProblem = 'expired' | 'not_found' | 'failed';

/** Copy of the shared-record page (ours: the spec does not show the recipient's view). */
export const SHARE_LINK_COPY = {
  expiredTitle: 'This share link has expired',
  expiredBody: 'Share links work for 30 days. Ask the person who shared it to send it again.',
  notFoundTitle: 'This share link does not work',
  notFoundBody:
    'The link may be incomplete or mistyped. Check it in your email, or ask the person who shared it to send it again.',
  failedTitle: 'We could not open this share link',
  failedBody: 'Sorry something has gone wrong. Please try again, or contact a member of our team.',
  signInPrompt: 'Sign in to see the full record, save it, hide it or comment on it with your team.',
  /** Request access mails the sharer, who can add the recipient to their team. */
  requestAccessPrompt: (sharer: string) =>
    `Not in ${sharer}'s team yet? Request access and they can add you to their Tenderlens workspace.`,
  awardWithheld: 'Award details are not included in this shared view.',
} as const;

/** What the shared-record page says for a failed resolve. */
export function shareLinkProblem(error: unknown): ShareLinkProblem {
  if (!isResponseError(error)) return 'failed';
  if (error.status === 410) return 'expired';
  if (error.status === 404 || error.status === 400) return 'not_found';
  return 'failed';
}

/** The `share` query parameter when it can be a share token, else null (a bad value is treated as no token). */
export function parseShareToken(raw: string | null | undefined): string | null {
  const parsed = ShareTokenSchema.safeParse(raw ?? '');
  return parsed.success ? parsed.data : null;
}
