/** Who may read and mark notifications (decision 0018): everyone signed in, their own only. */
import { signedIn, type AccessTable, type OperationAccessTable } from '../http/access';

export const access: AccessTable = {
  'GET /api/notifications': { expect: signedIn(), example: () => ({ path: '/api/notifications?limit=20&offset=0' }) },
  // Another user's notification id changes nothing of theirs: the service scopes every write to the caller.
  'PUT /api/notifications/mark_as_read': {
    expect: signedIn(),
    example: (f) => ({ path: '/api/notifications/mark_as_read', body: { notificationIds: [f.notificationId] } }),
  },
  'PUT /api/notifications/mark_as_unread': {
    expect: signedIn(),
    example: (f) => ({ path: '/api/notifications/mark_as_unread', body: { notificationIds: [f.notificationId] } }),
  },
  'PUT /api/notifications/mark_all_as_read': { expect: signedIn(), example: () => ({ path: '/api/notifications/mark_all_as_read' }) },
};

export const graphqlAccess: OperationAccessTable = {
  'Query.notifications': { expect: signedIn(), example: () => ({ query: '{ notifications(limit: 5) { __typename } }' }) },
  'Query.unreadNotificationsCount': { expect: signedIn(), example: () => ({ query: '{ unreadNotificationsCount }' }) },
  'Mutation.markNotificationsAsRead': {
    expect: signedIn(),
    example: (f) => ({ query: 'mutation($ids: [ID!]!) { markNotificationsAsRead(notificationIds: $ids) { __typename } }', variables: { ids: [f.notificationId] } }),
  },
  'Mutation.markNotificationsAsUnread': {
    expect: signedIn(),
    example: (f) => ({ query: 'mutation($ids: [ID!]!) { markNotificationsAsUnread(notificationIds: $ids) { __typename } }', variables: { ids: [f.notificationId] } }),
  },
  'Mutation.markAllNotificationsAsRead': { expect: signedIn(), example: () => ({ query: 'mutation { markAllNotificationsAsRead { __typename } }' }) },
};
