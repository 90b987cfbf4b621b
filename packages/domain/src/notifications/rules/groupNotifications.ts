import { differenceInCalendarDays, startOfDay, subMonths } from 'date-fns';

/** Panel groups, in display order (spec 1§2 item 8, 1§9). */
export const NOTIFICATION_GROUP_LABELS = ['Today', 'Yesterday', 'Past week', 'Past month'] as const;
export type NotificationGroupLabel = (typeof NOTIFICATION_GROUP_LABELS)[number];

export interface NotificationGroup<T> {
  label: NotificationGroupLabel;
  items: T[];
}

/** Which group a creation time falls in, by the user's local calendar days; null when older than a month. */
export function notificationGroupOf(createdAt: Date, now: Date): NotificationGroupLabel | null {
  const days = differenceInCalendarDays(now, createdAt);
  if (days <= 0) return 'Today'; // a clock slightly ahead of ours still counts as today
  if (days === 1) return 'Yesterday';
  if (days <= 7) return 'Past week';
  if (createdAt >= startOfDay(subMonths(now, 1))) return 'Past month';
  return null;
}

/**
 * Groups notifications into Today, Yesterday, Past week (2–7 calendar days ago) and Past month
 * (from the same calendar day a month ago). Older ones, and ones with an unreadable date, are left
 * out: the spec names no later group. Empty groups are omitted; items are newest first.
 */
export function groupNotifications<T extends { createdAt: string }>(items: readonly T[], now: Date): NotificationGroup<T>[] {
  const buckets = new Map<NotificationGroupLabel, { at: number; item: T }[]>();
  for (const item of items) {
    const at = Date.parse(item.createdAt);
    if (!Number.isFinite(at)) continue;
    const label = notificationGroupOf(new Date(at), now);
    if (!label) continue;
    const bucket = buckets.get(label) ?? [];
    bucket.push({ at, item });
    buckets.set(label, bucket);
  }
  return NOTIFICATION_GROUP_LABELS.flatMap((label) => {
    const bucket = buckets.get(label);
    if (!bucket?.length) return [];
    return [{ label, items: bucket.sort((a, b) => b.at - a.at).map(({ item }) => item) }];
  });
}
