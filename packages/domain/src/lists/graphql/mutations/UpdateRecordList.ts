import { gql } from '@urql/core';
import type { RecordList } from '../../schemas/newBuyerList';
import { RecordListFieldsFragment } from '../queries/RecordLists';

/** Renames or re-shares a notice list (owner only); the normalised cache updates the row in place. */
export const UpdateRecordListMutation = gql<
  { updateRecordList: RecordList },
  { id: string; name?: string; sharingType?: string }
>`
  mutation UpdateRecordList($id: ID!, $name: String, $sharingType: String) {
    updateRecordList(id: $id, name: $name, sharingType: $sharingType) {
      ...RecordListFields
    }
  }
  ${RecordListFieldsFragment}
`;
