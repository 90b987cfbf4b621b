import { gql } from '@urql/core';
import type { RecordList } from '../../schemas/newBuyerList';
import { RecordListFieldsFragment } from '../queries/RecordLists';

export const CreateRecordListMutation = gql<
  { createRecordList: RecordList },
  { name: string; recordGuids?: string[]; sharingType?: string }
>`
  mutation CreateRecordList($name: String!, $recordGuids: [String!], $sharingType: String) {
    createRecordList(name: $name, recordGuids: $recordGuids, sharingType: $sharingType) {
      ...RecordListFields
    }
  }
  ${RecordListFieldsFragment}
`;
