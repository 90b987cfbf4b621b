import { delay, graphql, type GraphQLHandler } from 'msw';
import { executeMock, graphQLErrorResponse } from '../../mocks/executeMock';
import { leadFixtures } from './fixtures';
import { createLeadsMockRoot, type LeadsMockData } from './store';

export type LeadsScenario = 'default' | 'error' | 'loading';

export interface LeadsHandlersOptions {
  /** @default 'default' */
  scenario?: LeadsScenario;
  data?: LeadsMockData;
  /** Fail only the mutations (e.g. 'Failed to hide notice'). @default false */
  failMutations?: boolean;
}

const QUERIES = ['Lead', 'LeadsByQualification', 'CompanyUsers', 'Comments', 'RecordWorkspace'];
const MUTATIONS = [
  'CreateQualification',
  'DeleteQualification',
  'AssignLead',
  'CreateComment',
  'UpdateComment',
  'DeleteComment',
  'MarkRecordSeen',
];

/** GraphQL mocks for leads (hide/restore, assignee, comments, seen-by) over an in-memory store. */
export function leadsHandlers(options: LeadsHandlersOptions = {}): GraphQLHandler[] {
  const scenario = options.scenario ?? 'default';
  const { root } = createLeadsMockRoot(options.data ?? leadFixtures());
  const answer =
    (mutation: boolean) =>
    async ({ query, variables }: { query: string; variables: Record<string, unknown> }) => {
      if (scenario === 'loading') await delay('infinite');
      if (scenario === 'error' || (mutation && options.failMutations)) return graphQLErrorResponse();
      return executeMock(query, variables, root);
    };
  return [
    ...QUERIES.map((name) => graphql.query(name, answer(false))),
    ...MUTATIONS.map((name) => graphql.mutation(name, answer(true))),
  ];
}
