import type { Cache, Variables } from '@urql/exchange-graphcache';
import { gql } from '@urql/core';
import { UnreadNotificationsCountQuery } from '../graphql/queries/UnreadNotificationsCount';

export const NotificationReadAtFragment = gql`
  fragment NotificationReadAt on Notification {
    id
    readAt
  }
`;

export const notificationEntity = (id: string) => ({ __typename: 'Notification', id });

export function notificationIdsFromArgs(args: Variables): string[] {
  const ids = args['notificationIds'];
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** Entity keys of every notification held in any cached `Query.notifications` page. */
export function cachedNotificationKeys(cache: Cache): string[] {
  const keys = new Set<string>();
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName !== 'notifications') continue;
    const page = cache.resolve('Query', field.fieldKey);
    if (typeof page !== 'string') continue;
    const items = cache.resolve(page, 'items');
    if (!Array.isArray(items)) continue;
    for (const item of items) if (typeof item === 'string') keys.add(item);
  }
  return [...keys];
}

/** Adds `delta` to the cached unread count (if it is cached), never below zero. */
export function adjustUnreadCount(cache: Cache, delta: number): void {
  if (delta === 0) return;
  cache.updateQuery({ query: UnreadNotificationsCountQuery }, (data) =>
    data ? { ...data, unreadNotificationsCount: Math.max(0, data.unreadNotificationsCount + delta) } : data,
  );
}

export function setUnreadCount(cache: Cache, count: number): void {
  cache.updateQuery({ query: UnreadNotificationsCountQuery }, (data) => ({ ...data, unreadNotificationsCount: count }));
}
