import type { GraphQLHandler } from 'msw';
import { featureHandlers } from '../../mocks/featureHandlers';
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

/** GraphQL mocks for notice lists and buyer lists over an in-memory store. */
export function listsHandlers(options: ListsHandlersOptions = {}): GraphQLHandler[] {
  const base = options.data ?? listFixtures();
  const { root } = createListsMockRoot(
    options.scenario === 'empty' ? { ...base, recordLists: [], buyerLists: [], memberships: {} } : base,
  );
  return featureHandlers(
    root,
    {
      queries: ['RecordLists', 'RecordListMemberships', 'BuyerLists', 'BuyerList', 'BuyerPicker'],
      mutations: [
        'AddRecordToList',
        'RemoveRecordFromList',
        'CreateRecordList',
        'CreateBuyerList',
        'AddBuyersToList',
        'RemoveBuyersFromList',
        'UpdateRecordList',
        'DeleteRecordList',
        'UpdateBuyerList',
        'DeleteBuyerList',
      ],
    },
    options,
  );
}
