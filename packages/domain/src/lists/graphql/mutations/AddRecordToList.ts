import { gql } from '@urql/core';
import type { RecordList } from '../../schemas/newBuyerList';
import { RecordListFieldsFragment } from '../queries/RecordLists';

export interface RecordListMembershipData {
  list: RecordList;
  record: { guid: string; lists: { id: string; name: string }[] };
}

export const AddRecordToListMutation = gql<
  { addRecordToList: RecordListMembershipData },
  { listId: string; recordGuid: string }
>`
  mutation AddRecordToList($listId: ID!, $recordGuid: String!) {
    addRecordToList(listId: $listId, recordGuid: $recordGuid) {
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
