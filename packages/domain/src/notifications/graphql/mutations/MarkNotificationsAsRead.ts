import { gql } from '@urql/core';
import type { NotificationReadState } from '../../schemas/notification';

export interface MarkNotificationsAsReadMutationData {
  markNotificationsAsRead: NotificationReadState[];
}
export interface MarkNotificationsVariables {
  notificationIds: string[];
}

export const MarkNotificationsAsReadMutation = gql<MarkNotificationsAsReadMutationData, MarkNotificationsVariables>`
  mutation MarkNotificationsAsRead($notificationIds: [ID!]!) {
    markNotificationsAsRead(notificationIds: $notificationIds) {
      id
      readAt
    }
  }
`;
