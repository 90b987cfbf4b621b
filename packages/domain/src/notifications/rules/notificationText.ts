import { NotificationVerbSchema, type Notification } from '../schemas/notification';

/** AI/long texts in notifications are cut here (spec 1§9). */
export const NOTIFICATION_TEXT_TRIM = 50;
export const DELETED_COMMENT_TEXT = '[This comment was deleted]';
export const MISSING_USER_TEXT = '[User no longer exists]';
const MISSING_RECORD_TEXT = 'a record';
const MISSING_STATUS_TEXT = 'a new stage';

/** Cuts text longer than `max` characters to `max` characters plus '…' (by code points, never mid-emoji). */
export function trimText(text: string, max = NOTIFICATION_TEXT_TRIM): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('');
}

export interface NotificationTextSegment {
  text: string;
  /** Names of people and records; the panel shows them in bold. */
  emphasis: boolean;
}

export interface NotificationText {
  actor: string;
  /** e.g. 'commented on', 'moved'. */
  action: string;
  /** The record title (trimmed). */
  target: string;
  /** The whole sentence, e.g. 'Maya Patel assigned Roads framework to Leo Grant'. */
  text: string;
  /** The sentence in parts, for rendering names in bold. */
  segments: NotificationTextSegment[];
  /** Comment text below the sentence (comment and mention), trimmed, or '[This comment was deleted]'. */
  quote?: string;
}

function actorName(n: Notification): string {
  const fromAttributes = n.textAttributes.actorName?.trim();
  if (fromAttributes) return fromAttributes;
  const fromActor = [n.actor?.firstName, n.actor?.lastName].filter(Boolean).join(' ').trim();
  return fromActor || MISSING_USER_TEXT;
}

function quoteOf(n: Notification): string | undefined {
  if (n.textAttributes.deletedAt) return DELETED_COMMENT_TEXT;
  const comment = n.textAttributes.commentText?.trim();
  return comment ? trimText(comment) : undefined;
}

const strong = (text: string): NotificationTextSegment => ({ text, emphasis: true });
const plain = (text: string): NotificationTextSegment => ({ text, emphasis: false });

/**
 * The sentence for a notification (spec 1§8):
 * - comment: '{actor} commented on {record}' + the comment (or '[This comment was deleted]')
 * - mention: '{actor} mentioned you in a comment on {record}' + the comment when there is one
 * - assign:  '{actor} assigned {record} to {new assignee}' ('[User no longer exists]' when missing)
 * - qualify: '{actor} moved {record} to {status label}'
 * Record titles and comment text are trimmed at 50 characters. Any other verb throws.
 */
export function notificationText(n: Notification): NotificationText {
  const verb = NotificationVerbSchema.safeParse(n.verb);
  if (!verb.success) throw new Error(`Invalid notification verb: ${JSON.stringify(n.verb)} (notification ${n.id})`);
  const actor = actorName(n);
  const target = trimText(n.textAttributes.recordTitle?.trim() || MISSING_RECORD_TEXT);

  const build = (action: string, tail: NotificationTextSegment[] = [], quote?: string): NotificationText => {
    const segments = [strong(actor), plain(` ${action} `), strong(target), ...tail];
    return {
      actor,
      action,
      target,
      text: segments.map((segment) => segment.text).join(''),
      segments,
      ...(quote === undefined ? {} : { quote }),
    };
  };

  switch (verb.data) {
    case 'comment':
      return build('commented on', [], quoteOf(n));
    case 'mention':
      return build('mentioned you in a comment on', [], quoteOf(n));
    case 'assign': {
      const assignee = n.textAttributes.newAssignee?.name?.trim() || MISSING_USER_TEXT;
      return build('assigned', [plain(' to '), strong(assignee)]);
    }
    case 'qualify': {
      const status = n.textAttributes.toStatusLabel?.trim() || MISSING_STATUS_TEXT;
      return build('moved', [plain(' to '), strong(status)]);
    }
  }
}
