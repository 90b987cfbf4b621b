import type {
  Cache,
  Data,
  OptimisticMutationConfig,
  UpdatesConfig,
  Variables,
} from '@urql/exchange-graphcache';
import { gql } from '@urql/core';
import type { CacheConfig } from '../../client/mergeCacheConfigs';
import { RecordListFieldsFragment } from '../graphql/queries/RecordLists';
import type { RecordList } from '../schemas/newBuyerList';

const RecordListsOfRecordFragment = gql`
  fragment RecordListsOfRecord on RecordWorkspace {
    guid
    lists {
      id
      name
    }
  }
`;

type ListRef = { __typename?: string; id: string; name: string };

/** The record's lists with `listId` added or taken out (optimistic Save / Unsave toggles at once). */
function membershipOptimistic(args: Variables, cache: Cache, add: boolean): Data | null {
  const guid = String(args['recordGuid']);
  const listId = String(args['listId']);
  const record = cache.readFragment(RecordListsOfRecordFragment, { __typename: 'RecordWorkspace', guid }) as {
    lists: ListRef[];
  } | null;
  const list = cache.readFragment(RecordListFieldsFragment, {
    __typename: 'RecordList',
    id: listId,
  }) as RecordList | null;
  if (!record || !list) return null;
  const had = record.lists.some((l) => l.id === listId);
  const others = record.lists.filter((l) => l.id !== listId).map((l) => ({ ...l, __typename: 'RecordList' }));
  return {
    __typename: 'RecordListMembership',
    list: {
      ...list,
      __typename: 'RecordList',
      recordCount: Math.max(0, list.recordCount + (add === had ? 0 : add ? 1 : -1)),
    },
    record: {
      __typename: 'RecordWorkspace',
      guid,
      lists: add ? [...others, { __typename: 'RecordList', id: list.id, name: list.name }] : others,
    },
  } as unknown as Data;
}

const listsOptimistic: OptimisticMutationConfig = {
  addRecordToList: (args, cache) => membershipOptimistic(args, cache, true),
  removeRecordFromList: (args, cache) => membershipOptimistic(args, cache, false),
};

const invalidateField = (cache: Cache, fieldName: string) => {
  for (const f of cache.inspectFields('Query'))
    if (f.fieldName === fieldName) cache.invalidate('Query', f.fieldKey);
};

const listsUpdates: UpdatesConfig = {
  Mutation: {
    /** A new notice list joins "own" (the server sorts by name; refetch keeps that order). */
    createRecordList: (result, args, cache) => {
      invalidateField(cache, 'recordLists');
      // The records it starts with now show it among their lists (the drawer's Save / Unsave).
      const created = result['createRecordList'] as { id?: string; name?: string } | null;
      if (!created?.id) return;
      const guids = Array.isArray(args['recordGuids']) ? (args['recordGuids'] as string[]) : [];
      for (const guid of guids) {
        const entity = { __typename: 'RecordWorkspace', guid };
        const record = cache.readFragment(RecordListsOfRecordFragment, entity) as { lists: ListRef[] } | null;
        if (!record || record.lists.some((l) => l.id === created.id)) continue;
        cache.writeFragment(RecordListsOfRecordFragment, {
          ...entity,
          lists: [
            ...record.lists.map((l) => ({ __typename: 'RecordList', id: l.id, name: l.name })),
            { __typename: 'RecordList', id: created.id, name: created.name ?? '' },
          ],
        });
      }
    },
    /** A rename moves the list in the name order: ask again (the row itself updates in place). */
    updateRecordList: (_r, _a, cache) => invalidateField(cache, 'recordLists'),
    /** The list leaves every group and every record that held it. */
    deleteRecordList: (_r, args, cache) => {
      cache.invalidate({ __typename: 'RecordList', id: String(args['id']) });
      invalidateField(cache, 'recordLists');
    },
    /** Re-sharing moves the list between the private and team groups. */
    updateBuyerList: (_r, _a, cache) => invalidateField(cache, 'buyerLists'),
    /** Groups and the 'saved' flag depend on every list: ask again. */
    createBuyerList: (_r, _a, cache) => invalidateField(cache, 'buyerLists'),
    deleteBuyerList: (_r, args, cache) => {
      cache.invalidate({ __typename: 'BuyerList', id: String(args['id']) });
      invalidateField(cache, 'buyerLists');
    },
    addBuyersToList: (_r, _a, cache) => invalidateField(cache, 'buyerLists'),
    removeBuyersFromList: (_r, _a, cache) => invalidateField(cache, 'buyerLists'),
  },
};

/** Result wrappers are embedded; RecordList, BuyerList and entries are entities by id. */
export function listsCacheConfig(): CacheConfig {
  return {
    keys: {
      RecordListGroups: () => null,
      RecordListMembership: () => null,
      BuyerListGroups: () => null,
      BuyerListChange: () => null,
    },
    updates: listsUpdates,
    optimistic: listsOptimistic,
  };
}
