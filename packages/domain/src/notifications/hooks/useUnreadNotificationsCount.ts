import { useEffect } from 'react';
import type { CombinedError } from '@urql/core';
import { useQuery } from 'urql';
import { UnreadNotificationsCountQuery } from '../graphql/queries/UnreadNotificationsCount';

export interface UseUnreadNotificationsCountOptions {
  pause?: boolean;
  /** Re-check the server every N ms (e.g. 60_000 for the nav badge). Off by default. */
  pollIntervalMs?: number;
}

export interface UseUnreadNotificationsCountResult {
  /** 0 until known. */
  count: number;
  fetching: boolean;
  error: CombinedError | undefined;
}

/** The unread badge count (spec 1§2). Mark-as mutations keep it up to date in the cache. */
export function useUnreadNotificationsCount(
  options: UseUnreadNotificationsCountOptions = {},
): UseUnreadNotificationsCountResult {
  const { pause = false, pollIntervalMs } = options;
  const [result, reexecute] = useQuery({ query: UnreadNotificationsCountQuery, pause });
  useEffect(() => {
    if (pause || !pollIntervalMs) return;
    const id = setInterval(() => reexecute({ requestPolicy: 'network-only' }), pollIntervalMs);
    return () => clearInterval(id);
  }, [pause, pollIntervalMs, reexecute]);
  return {
    count: result.data?.unreadNotificationsCount ?? 0,
    fetching: result.fetching,
    error: result.error,
  };
}
