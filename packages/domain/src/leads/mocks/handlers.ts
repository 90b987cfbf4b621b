import type { GraphQLHandler } from 'msw';
import type { MockRoot } from '../../mocks/executeMock';
import { featureHandlers } from '../../mocks/featureHandlers';
import { leadFixtures } from './fixtures';
import { createLeadsMockRoot, type LeadsMockData } from './store';

export type LeadsScenario = 'default' | 'error' | 'loading';

export interface LeadsHandlersOptions {
  /** @default 'default' */
  scenario?: LeadsScenario;
  data?: LeadsMockData;
  /** Fail only the mutations (e.g. 'Failed to hide notice'). @default false */
  failMutations?: boolean;
  /** A store made by the caller (to share it with the notices mocks); `data` is then ignored. */
  root?: MockRoot;
}

/** GraphQL mocks for leads (hide/restore, assignee, comments, seen-by) over an in-memory store. */
export function leadsHandlers(options: LeadsHandlersOptions = {}): GraphQLHandler[] {
  const root = options.root ?? createLeadsMockRoot(options.data ?? leadFixtures()).root;
  return featureHandlers(
    root,
    {
      queries: ['Lead', 'LeadsByQualification', 'CompanyUsers', 'Comments', 'RecordWorkspace', 'OpportunityComments'],
      mutations: [
        'CreateQualification',
        'DeleteQualification',
        'AssignLead',
        'CreateComment',
        'CreateOpportunityComment',
        'UpdateComment',
        'DeleteComment',
        'MarkRecordSeen',
      ],
    },
    options,
  );
}
