import { gql } from '@urql/core';

/** Deletes a buyer list (owner only, `can_delete`); answers its id. */
export const DeleteBuyerListMutation = gql<{ deleteBuyerList: string }, { id: string }>`
  mutation DeleteBuyerList($id: ID!) {
    deleteBuyerList(id: $id)
  }
`;
