import type { OptimisticMutationConfig } from '@urql/exchange-graphcache';
import { notificationEntity, notificationIdsFromArgs } from './cacheHelpers';
import type { NotificationReadLedger } from './readLedger';

/**
 * The panel toggles at once (spec 1§4): read sets readAt to now (an already read notification
 * keeps its readAt), unread clears it, mark all answers "0 unread". Each read/unread function also
 * counts, against the cache as the user sees it, how many notifications actually change, and hands
 * that to the updater (see readLedger.ts).
 */
export function createNotificationOptimistic(ledger: NotificationReadLedger): OptimisticMutationConfig {
  return {
    markNotificationsAsRead(args, cache) {
      const now = new Date().toISOString();
      let delta = 0;
      const items = notificationIdsFromArgs(args).map((id) => {
        const before = cache.resolve(notificationEntity(id), 'readAt');
        if (before === null) delta -= 1;
        return { __typename: 'Notification', id, readAt: typeof before === 'string' ? before : now };
      });
      ledger.stashOptimisticDelta('markNotificationsAsRead', delta);
      return items;
    },
    markNotificationsAsUnread(args, cache) {
      let delta = 0;
      const items = notificationIdsFromArgs(args).map((id) => {
        const before = cache.resolve(notificationEntity(id), 'readAt');
        if (typeof before === 'string' && before) delta += 1;
        return { __typename: 'Notification', id, readAt: null };
      });
      ledger.stashOptimisticDelta('markNotificationsAsUnread', delta);
      return items;
    },
    markAllNotificationsAsRead() {
      return { __typename: 'MarkAllNotificationsResult', unreadCount: 0, updatedIds: [] };
    },
  };
}
