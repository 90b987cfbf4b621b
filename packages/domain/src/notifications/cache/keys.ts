import type { KeyingConfig } from '@urql/exchange-graphcache';

/**
 * Notification is keyed by its `id` (graphcache's default). The value types below have no identity
 * of their own and live embedded in their parent (key null), which also silences graphcache's
 * "no key" warning for them.
 */
export const notificationKeys: KeyingConfig = {
  NotificationActor: () => null,
  NotificationTextAttributes: () => null,
  NotificationUserRef: () => null,
  /** Embedded under `Query.notifications(limit, offset)`; pages are merged by the resolver. */
  NotificationPage: () => null,
  MarkAllNotificationsResult: () => null,
};
