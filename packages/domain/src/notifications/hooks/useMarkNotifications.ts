import { useCallback } from 'react';
import type { CombinedError } from '@urql/core';
import { useMutation } from 'urql';
import { MarkAllNotificationsAsReadMutation } from '../graphql/mutations/MarkAllNotificationsAsRead';
import { MarkNotificationsAsReadMutation } from '../graphql/mutations/MarkNotificationsAsRead';
import { MarkNotificationsAsUnreadMutation } from '../graphql/mutations/MarkNotificationsAsUnread';
import { toOutcome, type MutationOutcome } from './mutationOutcome';

const toIds = (ids: string | readonly string[]) => (typeof ids === 'string' ? [ids] : [...ids]);

export interface UseMarkNotificationsAsReadResult {
  /** Marks read at once (optimistic); the unread count drops by the number that were unread. */
  markAsRead: (ids: string | readonly string[]) => Promise<MutationOutcome>;
  fetching: boolean;
  error: CombinedError | undefined;
}

export function useMarkNotificationsAsRead(): UseMarkNotificationsAsReadResult {
  const [state, execute] = useMutation(MarkNotificationsAsReadMutation);
  const markAsRead = useCallback(
    async (ids: string | readonly string[]) => toOutcome(await execute({ notificationIds: toIds(ids) })),
    [execute],
  );
  return { markAsRead, fetching: state.fetching, error: state.error };
}

export interface UseMarkNotificationsAsUnreadResult {
  /** Marks unread at once (optimistic); the unread count rises by the number that were read. */
  markAsUnread: (ids: string | readonly string[]) => Promise<MutationOutcome>;
  fetching: boolean;
  error: CombinedError | undefined;
}

export function useMarkNotificationsAsUnread(): UseMarkNotificationsAsUnreadResult {
  const [state, execute] = useMutation(MarkNotificationsAsUnreadMutation);
  const markAsUnread = useCallback(
    async (ids: string | readonly string[]) => toOutcome(await execute({ notificationIds: toIds(ids) })),
    [execute],
  );
  return { markAsUnread, fetching: state.fetching, error: state.error };
}

export interface UseMarkAllNotificationsAsReadResult {
  /** Every cached notification shows read and the count shows 0 at once. */
  markAllAsRead: () => Promise<MutationOutcome>;
  fetching: boolean;
  error: CombinedError | undefined;
}

export function useMarkAllNotificationsAsRead(): UseMarkAllNotificationsAsReadResult {
  const [state, execute] = useMutation(MarkAllNotificationsAsReadMutation);
  const markAllAsRead = useCallback(async () => toOutcome(await execute({})), [execute]);
  return { markAllAsRead, fetching: state.fetching, error: state.error };
}
