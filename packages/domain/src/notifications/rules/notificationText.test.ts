import { describe, expect, it } from 'vitest';
import { DELETED_COMMENT_TEXT, MISSING_USER_TEXT, notificationText, trimText } from './notificationText';
import type { Notification, NotificationTextAttributes } from '../schemas/notification';

const LONG_TITLE = 'Supply of cloud hosting and managed services for the Department for Transport';
const LONG_TITLE_TRIMMED = 'Supply of cloud hosting and managed services for t…';

function notification(verb: string, attrs: Partial<NotificationTextAttributes> = {}, extra: Partial<Notification> = {}): Notification {
  return {
    id: 'n1',
    verb,
    createdAt: '2025-03-10T09:00:00.000Z',
    readAt: null,
    link: '/records/r1',
    actor: { firstName: 'Leo', lastName: 'Grant' },
    textAttributes: {
      actorName: 'Leo Grant',
      recordTitle: 'Roads framework',
      commentText: null,
      deletedAt: null,
      toStatusLabel: null,
      oldAssignee: null,
      newAssignee: null,
      ...attrs,
    },
    ...extra,
  };
}

describe('notificationText (spec 1§8)', () => {
  it.each([
    ['comment', notification('comment', { commentText: 'Looks good' }), 'Leo Grant commented on Roads framework', 'Looks good'],
    [
      'comment, deleted',
      notification('comment', { commentText: 'gone', deletedAt: '2025-03-10T10:00:00Z' }),
      'Leo Grant commented on Roads framework',
      DELETED_COMMENT_TEXT,
    ],
    [
      'mention',
      notification('mention', { commentText: '@Maya see this' }),
      'Leo Grant mentioned you in a comment on Roads framework',
      '@Maya see this',
    ],
    [
      'assign',
      notification('assign', { newAssignee: { guid: 'u2', name: 'Maya Patel' } }),
      'Leo Grant assigned Roads framework to Maya Patel',
      undefined,
    ],
    [
      'assign, assignee missing',
      notification('assign', { newAssignee: null }),
      `Leo Grant assigned Roads framework to ${MISSING_USER_TEXT}`,
      undefined,
    ],
    [
      'assign, assignee without a name',
      notification('assign', { newAssignee: { guid: 'u9', name: null } }),
      `Leo Grant assigned Roads framework to ${MISSING_USER_TEXT}`,
      undefined,
    ],
    ['qualify', notification('qualify', { toStatusLabel: 'Bid' }), 'Leo Grant moved Roads framework to Bid', undefined],
    [
      'long record title and comment trimmed at 50 characters',
      notification('comment', { recordTitle: LONG_TITLE, commentText: `${'x'.repeat(60)}` }),
      `Leo Grant commented on ${LONG_TITLE_TRIMMED}`,
      `${'x'.repeat(50)}…`,
    ],
    [
      'actor from the actor object when actorName is missing',
      notification('qualify', { actorName: null, toStatusLabel: 'Bid' }, { actor: { firstName: 'Priya', lastName: 'Shah' } }),
      'Priya Shah moved Roads framework to Bid',
      undefined,
    ],
    [
      'actor gone',
      notification('qualify', { actorName: null, toStatusLabel: 'Bid' }, { actor: null }),
      `${MISSING_USER_TEXT} moved Roads framework to Bid`,
      undefined,
    ],
  ])('%s', (_name, input, text, quote) => {
    const result = notificationText(input);
    expect(result.text).toBe(text);
    expect(result.quote).toBe(quote);
    expect(result.segments.map((s) => s.text).join('')).toBe(text);
  });

  it('marks actor, record and assignee for emphasis', () => {
    const result = notificationText(notification('assign', { newAssignee: { guid: 'u2', name: 'Maya Patel' } }));
    expect(result.segments.filter((s) => s.emphasis).map((s) => s.text)).toEqual(['Leo Grant', 'Roads framework', 'Maya Patel']);
    expect(result).toMatchObject({ actor: 'Leo Grant', action: 'assigned', target: 'Roads framework' });
  });

  it.each(['like', '', 'COMMENT'])('throws for the invalid verb %j', (verb) => {
    expect(() => notificationText(notification(verb))).toThrow(/Invalid notification verb/);
  });
});

describe('trimText', () => {
  it.each([
    ['short', 'short'],
    ['x'.repeat(50), 'x'.repeat(50)],
    ['x'.repeat(51), `${'x'.repeat(50)}…`],
    [`${'a'.repeat(49)} trailing`, `${'a'.repeat(49)}…`],
    [`${'😀'.repeat(51)}`, `${'😀'.repeat(50)}…`],
  ])('%j → %j', (input, expected) => {
    expect(trimText(input)).toBe(expected);
  });
});
