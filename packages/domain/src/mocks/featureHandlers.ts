import { delay, graphql, type GraphQLHandler } from 'msw';
import { executeMock, graphQLErrorResponse, type MockRoot } from './executeMock';

export type FeatureScenario = 'default' | 'empty' | 'error' | 'loading';

/**
 * msw handlers for a feature's named operations over a mock root: 'loading' never answers,
 * 'error' fails everything, `failMutations` fails only the writes (for failure toasts).
 */
export function featureHandlers(
  root: MockRoot,
  operations: { queries: readonly string[]; mutations: readonly string[] },
  options: { scenario?: FeatureScenario; failMutations?: boolean } = {},
): GraphQLHandler[] {
  const scenario = options.scenario ?? 'default';
  const answer =
    (mutation: boolean) =>
    async ({ query, variables }: { query: string; variables: Record<string, unknown> }) => {
      if (scenario === 'loading') await delay('infinite');
      if (scenario === 'error' || (mutation && options.failMutations)) return graphQLErrorResponse();
      return executeMock(query, variables, root);
    };
  return [
    ...operations.queries.map((name) => graphql.query(name, answer(false))),
    ...operations.mutations.map((name) => graphql.mutation(name, answer(true))),
  ];
}
