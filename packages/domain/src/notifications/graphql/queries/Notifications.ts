import { gql } from '@urql/core';
import type { NotificationPage } from '../../schemas/notification';

/** Everything the panel shows for one notification (spec 1§3 Notification). */
export const NotificationFieldsFragment = gql`
  fragment NotificationFields on Notification {
    id
    verb
    createdAt
    readAt
    link
    actor {
      firstName
      lastName
    }
    textAttributes {
      actorName
      recordTitle
      commentText
      deletedAt
      toStatusLabel
      oldAssignee {
        guid
        name
      }
      newAssignee {
        guid
        name
      }
    }
  }
`;

export interface NotificationsQueryData {
  notifications: NotificationPage;
}
export interface NotificationsQueryVariables {
  limit: number;
  offset: number;
}

/**
 * One page of notifications, newest first. Pages of the same `limit` are merged by the
 * `Query.notifications` resolver, so the query for offset N returns items 0…N+limit.
 */
export const NotificationsQuery = gql<NotificationsQueryData, NotificationsQueryVariables>`
  query Notifications($limit: Int!, $offset: Int!) {
    notifications(limit: $limit, offset: $offset) {
      items {
        ...NotificationFields
      }
      nextOffset
      totalCount
    }
  }
  ${NotificationFieldsFragment}
`;
