import { useCallback } from 'react';
import type { Notification } from '../schemas/notification';
import { useMarkNotificationsAsRead } from './useMarkNotifications';

/**
 * Clicking a notification (spec 1§4): marks it read when unread (optimistic, not awaited, so
 * navigation is not held up) and returns the link to follow, or null when it has none.
 */
export function useOpenNotification(): (notification: Pick<Notification, 'id' | 'readAt' | 'link'>) => string | null {
  const { markAsRead } = useMarkNotificationsAsRead();
  return useCallback(
    (notification) => {
      if (!notification.readAt) void markAsRead(notification.id);
      return notification.link ?? null;
    },
    [markAsRead],
  );
}
