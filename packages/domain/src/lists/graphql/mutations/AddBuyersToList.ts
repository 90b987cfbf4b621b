import { gql } from '@urql/core';
import type { BuyerList } from '../../schemas/newBuyerList';
import { BuyerListFieldsFragment } from '../queries/BuyerLists';

export interface BuyerListChangeData {
  count: number;
  buyerList: BuyerList;
}

export const AddBuyersToListMutation = gql<
  { addBuyersToList: BuyerListChangeData },
  { buyerListGuid: string; buyerGuids: string[] }
>`
  mutation AddBuyersToList($buyerListGuid: String!, $buyerGuids: [String!]!) {
    addBuyersToList(buyerListGuid: $buyerListGuid, buyerGuids: $buyerGuids) {
      count
      buyerList {
        ...BuyerListFields
      }
    }
  }
  ${BuyerListFieldsFragment}
`;
