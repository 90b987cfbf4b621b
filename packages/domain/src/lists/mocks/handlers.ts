import { delay, graphql, type GraphQLHandler } from 'msw';
import { executeMock, graphQLErrorResponse } from '../../mocks/executeMock';
import { listFixtures } from './fixtures';
import { createListsMockRoot, type ListsMockData } from './store';

export type ListsScenario = 'default' | 'empty' | 'error' | 'loading';

export interface ListsHandlersOptions {
  /** @default 'default' */
  scenario?: ListsScenario;
  data?: ListsMockData;
  /** Fail the mutations only (toasts 'Failed to save notice to {list}'…). @default false */
  failMutations?: boolean;
}

const QUERIES = ['RecordLists', 'BuyerLists'];
const MUTATIONS = [
  'AddRecordToList',
  'RemoveRecordFromList',
  'CreateRecordList',
  'CreateBuyerList',
  'AddBuyersToList',
  'RemoveBuyersFromList',
];

/** GraphQL mocks for notice lists and buyer lists over an in-memory store. */
export function listsHandlers(options: ListsHandlersOptions = {}): GraphQLHandler[] {
  const scenario = options.scenario ?? 'default';
  const base = options.data ?? listFixtures();
  const { root } = createListsMockRoot(
    scenario === 'empty' ? { ...base, recordLists: [], buyerLists: [], memberships: {} } : base,
  );
  const answer =
    (mutation: boolean) =>
    async ({ query, variables }: { query: string; variables: Record<string, unknown> }) => {
      if (scenario === 'loading') await delay('infinite');
      if (scenario === 'error' || (mutation && options.failMutations)) return graphQLErrorResponse();
      return executeMock(query, variables, root);
    };
  return [
    ...QUERIES.map((n) => graphql.query(n, answer(false))),
    ...MUTATIONS.map((n) => graphql.mutation(n, answer(true))),
  ];
}
