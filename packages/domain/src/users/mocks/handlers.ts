import { delay, graphql, type GraphQLHandler } from 'msw';
import { executeMock, graphQLErrorResponse, unauthenticatedResponse } from '../../mocks/executeMock';
import type { CurrentUserInput } from '../schemas/currentUser';

/** `CurrentUser` answered with `user`; null answers 401 (signed out); 'loading' never answers; 'error' fails. */
export function currentUserHandlers(user: CurrentUserInput | null | 'loading' | 'error'): GraphQLHandler[] {
  return [
    graphql.query('CurrentUser', async ({ query, variables }) => {
      if (user === 'loading') await delay('infinite');
      if (user === 'error') return graphQLErrorResponse();
      if (user === null || user === 'loading') return unauthenticatedResponse();
      return executeMock(query, variables, { currentUser: () => user });
    }),
  ];
}
