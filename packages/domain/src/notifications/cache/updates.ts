import type { Cache, ResolveInfo, UpdatesConfig, Variables } from '@urql/exchange-graphcache';
import {
  NotificationReadAtFragment,
  adjustUnreadCount,
  cachedNotificationKeys,
  notificationEntity,
  setUnreadCount,
} from './cacheHelpers';
import { readStateOf, type NotificationReadLedger } from './readLedger';

interface ReadStateItem {
  id: string;
  readAt: string | null;
}

const asItems = (value: unknown): ReadStateItem[] =>
  Array.isArray(value)
    ? value.filter(
        (item): item is ReadStateItem =>
          !!item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string',
      )
    : [];

function countChanges(
  field: 'markNotificationsAsRead' | 'markNotificationsAsUnread',
  result: Record<string, unknown>,
  cache: Cache,
  info: ResolveInfo,
  ledger: NotificationReadLedger,
) {
  if (info.optimistic) {
    adjustUnreadCount(cache, ledger.takeOptimisticDelta(field));
    return;
  }
  let delta = 0;
  let unknown = 0;
  for (const item of asItems(result[field])) {
    const before = ledger.get(item.id);
    const after = readStateOf(item.readAt);
    ledger.set(item.id, after);
    if (before === undefined) unknown += 1;
    else if (before !== after) delta += after === 'read' ? -1 : 1;
  }
  adjustUnreadCount(cache, delta);
  // A notification we never loaded: we cannot tell whether it changed, so ask the server.
  if (unknown > 0) cache.invalidate('Query', 'unreadNotificationsCount');
}

export function createNotificationUpdates(ledger: NotificationReadLedger): UpdatesConfig {
  return {
    Query: {
      /** Remember the read state the server reports, for counting changes later. */
      notifications(parent, _args, _cache, info) {
        if (info.optimistic) return;
        const page = parent['notifications'] as { items?: unknown } | null | undefined;
        for (const item of asItems(page?.items)) ledger.set(item.id, readStateOf(item.readAt));
      },
    },
    Mutation: {
      /** The entities update themselves; the unread count moves by the number that became read. */
      markNotificationsAsRead(result, _args: Variables, cache, info) {
        countChanges('markNotificationsAsRead', result, cache, info, ledger);
      },
      /** The unread count moves up by the number that became unread. */
      markNotificationsAsUnread(result, _args: Variables, cache, info) {
        countChanges('markNotificationsAsUnread', result, cache, info, ledger);
      },
      /** Every cached notification becomes read (the server only returns ids) and the count is the server's (0). */
      markAllNotificationsAsRead(result, _args, cache, info) {
        const payload = result['markAllNotificationsAsRead'] as { unreadCount?: unknown; updatedIds?: unknown } | null;
        const readAt = new Date().toISOString();
        const keys = new Set(cachedNotificationKeys(cache));
        if (Array.isArray(payload?.updatedIds)) {
          for (const id of payload.updatedIds) {
            if (typeof id !== 'string') continue;
            const key = cache.keyOfEntity(notificationEntity(id));
            // Only notifications we hold: writing the others would create half-empty entities.
            if (key && cache.resolve(key, 'id') !== undefined) keys.add(key);
          }
        }
        for (const key of keys) {
          const id = cache.resolve(key, 'id');
          if (typeof id !== 'string') continue;
          if (!info.optimistic) ledger.set(id, 'read');
          if (cache.resolve(key, 'readAt')) continue;
          cache.writeFragment(NotificationReadAtFragment, { __typename: 'Notification', id, readAt });
        }
        const count = typeof payload?.unreadCount === 'number' ? payload.unreadCount : 0;
        setUnreadCount(cache, count);
      },
    },
  };
}
