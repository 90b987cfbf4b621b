import type { MockRoot } from '../../mocks/executeMock';
import type { Notification } from '../schemas/notification';

const byNewest = (a: Notification, b: Notification) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/**
 * An in-memory notifications server: the GraphQL root fields over a copy of `items`, newest first.
 * Shared by the msw handlers and the cache tests so both exercise the same behaviour.
 */
export function createNotificationsMockRoot(items: readonly Notification[], clock: () => Date = () => new Date()) {
  const store: Notification[] = [...items].sort(byNewest).map((n) => ({ ...n }));
  const setRead = (ids: unknown, read: boolean) => {
    const wanted = new Set(Array.isArray(ids) ? ids : []);
    const at = clock().toISOString();
    return store
      .filter((n) => wanted.has(n.id))
      .map((n) => {
        n.readAt = read ? (n.readAt ?? at) : null;
        return n;
      });
  };
  const root: MockRoot = {
    notifications: (args) => {
      const limit = typeof args['limit'] === 'number' ? args['limit'] : 50;
      const offset = typeof args['offset'] === 'number' ? args['offset'] : 0;
      const end = offset + limit;
      return { items: store.slice(offset, end), nextOffset: end < store.length ? end : null, totalCount: store.length };
    },
    unreadNotificationsCount: () => store.filter((n) => !n.readAt).length,
    markNotificationsAsRead: (args) => setRead(args['notificationIds'], true),
    markNotificationsAsUnread: (args) => setRead(args['notificationIds'], false),
    markAllNotificationsAsRead: () => {
      const updatedIds = store.filter((n) => !n.readAt).map((n) => n.id);
      setRead(updatedIds, true);
      return { updatedIds, unreadCount: 0 };
    },
  };
  return { root, store };
}
