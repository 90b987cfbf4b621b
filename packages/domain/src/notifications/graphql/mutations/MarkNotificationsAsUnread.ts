import { gql } from '@urql/core';
import type { NotificationReadState } from '../../schemas/notification';
import type { MarkNotificationsVariables } from './MarkNotificationsAsRead';

export interface MarkNotificationsAsUnreadMutationData {
  markNotificationsAsUnread: NotificationReadState[];
}

export const MarkNotificationsAsUnreadMutation = gql<
  MarkNotificationsAsUnreadMutationData,
  MarkNotificationsVariables
>`
  mutation MarkNotificationsAsUnread($notificationIds: [ID!]!) {
    markNotificationsAsUnread(notificationIds: $notificationIds) {
      id
      readAt
    }
  }
`;
