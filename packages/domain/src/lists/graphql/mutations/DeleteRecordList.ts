import { gql } from '@urql/core';

/** Deletes a notice list (owner only); answers its id. */
export const DeleteRecordListMutation = gql<{ deleteRecordList: string }, { id: string }>`
  mutation DeleteRecordList($id: ID!) {
    deleteRecordList(id: $id)
  }
`;
