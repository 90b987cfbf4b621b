import { gql } from '@urql/core';
import type { BuyerList } from '../../schemas/newBuyerList';
import { BuyerListFieldsFragment } from '../queries/BuyerLists';

/** Renames or re-shares a buyer list (owner only). */
export const UpdateBuyerListMutation = gql<
  { updateBuyerList: BuyerList },
  { id: string; name?: string; sharingType?: string }
>`
  mutation UpdateBuyerList($id: ID!, $name: String, $sharingType: String) {
    updateBuyerList(id: $id, name: $name, sharingType: $sharingType) {
      ...BuyerListFields
    }
  }
  ${BuyerListFieldsFragment}
`;
