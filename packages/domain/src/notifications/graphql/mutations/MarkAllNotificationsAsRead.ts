import { gql } from '@urql/core';
import type { MarkAllNotificationsResult } from '../../schemas/notification';

export interface MarkAllNotificationsAsReadMutationData {
  markAllNotificationsAsRead: MarkAllNotificationsResult;
}

export const MarkAllNotificationsAsReadMutation = gql<
  MarkAllNotificationsAsReadMutationData,
  Record<string, never>
>`
  mutation MarkAllNotificationsAsRead {
    markAllNotificationsAsRead {
      unreadCount
      updatedIds
    }
  }
`;
