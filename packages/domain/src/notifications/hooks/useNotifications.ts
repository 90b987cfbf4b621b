import { useCallback, useMemo, useState } from 'react';
import type { CombinedError } from '@urql/core';
import { useClient, useQuery } from 'urql';
import { NotificationsQuery } from '../graphql/queries/Notifications';
import { groupNotifications, type NotificationGroup } from '../rules/groupNotifications';
import type { Notification } from '../schemas/notification';
import { useUnreadNotificationsCount } from './useUnreadNotificationsCount';

/** Notifications per page in the panel. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface UseNotificationsOptions {
  /** @default 20 */
  pageSize?: number;
  /** Don't query (e.g. while the panel is closed). */
  pause?: boolean;
  /** Reference time for grouping. @default the time of the render that received the items */
  now?: Date;
}

export interface UseNotificationsResult {
  /** Every loaded notification, newest first (pages merged). */
  items: Notification[];
  /** Today / Yesterday / Past week / Past month, empty groups omitted, older items left out. */
  groups: NotificationGroup<Notification>[];
  unreadCount: number;
  totalCount: number;
  /** The first page is loading. */
  fetching: boolean;
  /** A further page is loading (items stay on screen). */
  fetchingMore: boolean;
  error: CombinedError | undefined;
  hasMore: boolean;
  loadMore: () => void;
  refetch: () => void;
}

/**
 * The notifications panel (spec 1§2 item 8). Offset paging: `loadMore` asks for the next offset,
 * whose query the cache answers with all pages so far. The previous offset's query stays mounted
 * so the list does not blank out while the next page loads.
 */
export function useNotifications(options: UseNotificationsOptions = {}): UseNotificationsResult {
  const { pageSize = NOTIFICATIONS_PAGE_SIZE, pause = false } = options;
  const [{ shown, requested }, setOffsets] = useState({ shown: 0, requested: 0 });

  const client = useClient();
  const [base] = useQuery({
    query: NotificationsQuery,
    variables: { limit: pageSize, offset: shown },
    pause,
  });
  const [next] = useQuery({
    query: NotificationsQuery,
    variables: { limit: pageSize, offset: requested },
    pause: pause || requested === shown,
  });
  const unread = useUnreadNotificationsCount({ pause });

  const page = (requested !== shown ? next.data?.notifications : undefined) ?? base.data?.notifications;
  const items = useMemo(() => page?.items ?? [], [page]);
  const [renderNow] = useState(() => new Date());
  const now = options.now ?? renderNow;
  const groups = useMemo(() => groupNotifications(items, now), [items, now]);
  const nextOffset = page?.nextOffset ?? null;
  const fetchingMore = requested !== shown && next.fetching;

  const loadMore = useCallback(() => {
    if (nextOffset === null || fetchingMore) return;
    setOffsets(({ requested: current }) => ({ shown: current, requested: Math.max(current, nextOffset) }));
  }, [fetchingMore, nextOffset]);

  /** Back to the first page, fetched from the network. */
  const refetch = useCallback(() => {
    setOffsets({ shown: 0, requested: 0 });
    void client.query(NotificationsQuery, { limit: pageSize, offset: 0 }, { requestPolicy: 'network-only' }).toPromise();
  }, [client, pageSize]);

  return {
    items,
    groups,
    unreadCount: unread.count,
    totalCount: page?.totalCount ?? 0,
    // Loading until the first page or an error arrives (also before urql has dispatched the query).
    fetching: !pause && !base.data && !base.error,
    fetchingMore,
    error: base.error ?? (requested !== shown ? next.error : undefined),
    hasMore: nextOffset !== null,
    loadMore,
    refetch,
  };
}
