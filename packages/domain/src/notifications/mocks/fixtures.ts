import { startOfDay, subDays } from 'date-fns';
import type { Notification, NotificationTextAttributes } from '../schemas/notification';

const MINUTE = 60_000;

const attributes = (overrides: Partial<NotificationTextAttributes>): NotificationTextAttributes => ({
  actorName: null,
  recordTitle: null,
  commentText: null,
  deletedAt: null,
  toStatusLabel: null,
  oldAssignee: null,
  newAssignee: null,
  ...overrides,
});

const maya = { guid: 'usr-maya-0002', name: 'Maya Patel' };
const leo = { guid: 'usr-leo-0003', name: 'Leo Grant' };

/**
 * Ten synthetic notifications relative to `now` (deterministic for a fixed clock): every verb,
 * spread over Today, Yesterday, Past week and Past month, plus one older than a month (left out by
 * groupNotifications). n-5 is a deleted comment, n-6 an assignment to a user who no longer exists.
 * Unread: n-1, n-2, n-4, n-6, n-9 (5).
 */
export function notificationFixtures(now: Date): Notification[] {
  const midnight = startOfDay(now).getTime();
  /** Earlier today, but never before midnight. */
  const today = (minutesAgo: number) => new Date(Math.max(midnight, now.getTime() - minutesAgo * MINUTE)).toISOString();
  /** `days` calendar days ago at hh:mm local time. */
  const daysAgo = (days: number, hours: number, minutes = 0) => {
    const day = startOfDay(subDays(now, days));
    day.setHours(hours, minutes, 0, 0);
    return day.toISOString();
  };

  return [
    {
      id: 'n-1',
      verb: 'comment',
      createdAt: today(12),
      readAt: null,
      link: '/records/rec-dft-cloud-0001#comments',
      actor: { firstName: 'Leo', lastName: 'Grant' },
      textAttributes: attributes({
        actorName: 'Leo Grant',
        recordTitle: 'Supply of cloud hosting and managed services for the Department for Transport',
        commentText:
          'The incumbent is on the G-Cloud 14 framework and their contract ends in March; we should talk to the buyer before the pre-market engagement closes.',
      }),
    },
    {
      id: 'n-2',
      verb: 'mention',
      createdAt: today(95),
      readAt: null,
      link: '/records/rec-dos6-ur-0002#comments',
      actor: { firstName: 'Priya', lastName: 'Shah' },
      textAttributes: attributes({
        actorName: 'Priya Shah',
        recordTitle: 'Digital Outcomes 6 — user research',
        commentText: '@Maya can you check the pricing schedule before Friday?',
      }),
    },
    {
      id: 'n-3',
      verb: 'assign',
      createdAt: today(240),
      readAt: today(200),
      link: '/records/rec-leeds-lms-0003',
      actor: { firstName: 'Leo', lastName: 'Grant' },
      textAttributes: attributes({
        actorName: 'Leo Grant',
        recordTitle: 'Leeds City Council — library management system',
        oldAssignee: leo,
        newAssignee: maya,
      }),
    },
    {
      id: 'n-4',
      verb: 'qualify',
      createdAt: daysAgo(1, 16, 30),
      readAt: null,
      link: '/records/rec-nhs-sbs-0004',
      actor: { firstName: 'Priya', lastName: 'Shah' },
      textAttributes: attributes({
        actorName: 'Priya Shah',
        recordTitle: 'NHS Shared Business Services — digital workplace',
        toStatusLabel: 'Bid',
      }),
    },
    {
      id: 'n-5',
      verb: 'comment',
      createdAt: daysAgo(1, 9, 15),
      readAt: daysAgo(1, 11, 0),
      link: '/records/rec-scot-water-0005#comments',
      actor: { firstName: 'Leo', lastName: 'Grant' },
      textAttributes: attributes({
        actorName: 'Leo Grant',
        recordTitle: 'Scottish Water — asset data platform',
        commentText: null,
        deletedAt: daysAgo(1, 10, 0),
      }),
    },
    {
      id: 'n-6',
      verb: 'assign',
      createdAt: daysAgo(3, 14, 0),
      readAt: null,
      link: '/records/rec-cardiff-0006',
      actor: { firstName: 'Maya', lastName: 'Patel' },
      textAttributes: attributes({
        actorName: 'Maya Patel',
        recordTitle: 'Cardiff Council — CRM replacement',
        oldAssignee: maya,
        newAssignee: null,
      }),
    },
    {
      id: 'n-7',
      verb: 'qualify',
      createdAt: daysAgo(5, 10, 45),
      readAt: daysAgo(5, 12, 0),
      link: '/records/rec-hmrc-0007',
      actor: { firstName: 'Leo', lastName: 'Grant' },
      textAttributes: attributes({
        actorName: 'Leo Grant',
        recordTitle: 'HMRC — data science capability',
        toStatusLabel: 'No bid',
      }),
    },
    {
      id: 'n-8',
      verb: 'mention',
      createdAt: daysAgo(12, 11, 20),
      readAt: daysAgo(12, 13, 0),
      link: '/records/rec-moj-0008#comments',
      actor: { firstName: 'Priya', lastName: 'Shah' },
      textAttributes: attributes({
        actorName: 'Priya Shah',
        recordTitle: 'Ministry of Justice — case management',
        commentText: '@Maya the clarification answers are out.',
      }),
    },
    {
      id: 'n-9',
      verb: 'comment',
      createdAt: daysAgo(20, 15, 5),
      readAt: null,
      link: '/records/rec-bristol-0009#comments',
      actor: { firstName: 'Leo', lastName: 'Grant' },
      textAttributes: attributes({
        actorName: 'Leo Grant',
        recordTitle: 'Bristol City Council — parking permits',
        commentText: 'Shortlisted.',
      }),
    },
    {
      id: 'n-10',
      verb: 'comment',
      createdAt: daysAgo(45, 9, 0),
      readAt: daysAgo(44, 9, 0),
      link: '/records/rec-old-0010#comments',
      actor: { firstName: 'Leo', lastName: 'Grant' },
      textAttributes: attributes({
        actorName: 'Leo Grant',
        recordTitle: 'Older than a month — not shown in the panel',
        commentText: 'This one is left out of the groups.',
      }),
    },
  ];
}
