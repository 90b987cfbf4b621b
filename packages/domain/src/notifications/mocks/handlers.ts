import { delay, graphql, type GraphQLHandler } from 'msw';
import { executeMock, graphQLErrorResponse } from '../../mocks/executeMock';
import type { Notification } from '../schemas/notification';
import { notificationFixtures } from './fixtures';
import { createNotificationsMockRoot } from './store';

export type NotificationsScenario = 'default' | 'empty' | 'error' | 'loading';

export interface NotificationsHandlersOptions {
  /** @default 'default' */
  scenario?: NotificationsScenario;
  /** Clock for the fixtures. @default new Date() */
  now?: Date;
  /** Replaces the fixtures (scenario 'default'). */
  items?: Notification[];
}

/**
 * GraphQL mocks for the notifications panel, backed by an in-memory store, so mark-as-read,
 * mark-as-unread and mark-all change what later queries return (the UI behaves like the real one).
 * 'loading' never answers; 'error' answers every notifications operation with a GraphQL error.
 */
export function notificationsHandlers(options: NotificationsHandlersOptions = {}): GraphQLHandler[] {
  const scenario = options.scenario ?? 'default';
  const now = options.now ?? new Date();
  const { root } = createNotificationsMockRoot(
    scenario === 'default' ? (options.items ?? notificationFixtures(now)) : [],
  );

  const answer = async ({ query, variables }: { query: string; variables: Record<string, unknown> }) => {
    if (scenario === 'loading') await delay('infinite');
    if (scenario === 'error') return graphQLErrorResponse();
    return executeMock(query, variables, root);
  };

  return [
    graphql.query('Notifications', answer),
    graphql.query('UnreadNotificationsCount', answer),
    graphql.mutation('MarkNotificationsAsRead', answer),
    graphql.mutation('MarkNotificationsAsUnread', answer),
    graphql.mutation('MarkAllNotificationsAsRead', answer),
  ];
}
