import { gql } from '@urql/core';

export interface UnreadNotificationsCountQueryData {
  unreadNotificationsCount: number;
}

/** The unread badge in the navigation (spec 1§2). */
export const UnreadNotificationsCountQuery = gql<UnreadNotificationsCountQueryData, Record<string, never>>`
  query UnreadNotificationsCount {
    unreadNotificationsCount
  }
`;
