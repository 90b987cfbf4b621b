import { gql } from '@urql/core';
import { RecordListFieldsFragment } from '../queries/RecordLists';
import type { RecordListMembershipData } from './AddRecordToList';

export const RemoveRecordFromListMutation = gql<
  { removeRecordFromList: RecordListMembershipData },
  { listId: string; recordGuid: string }
>`
  mutation RemoveRecordFromList($listId: ID!, $recordGuid: String!) {
    removeRecordFromList(listId: $listId, recordGuid: $recordGuid) {
      list {
        ...RecordListFields
      }
      record {
        guid
        lists {
          id
          name
        }
      }
    }
  }
  ${RecordListFieldsFragment}
`;
