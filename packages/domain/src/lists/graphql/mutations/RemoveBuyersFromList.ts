import { gql } from '@urql/core';
import { BuyerListFieldsFragment } from '../queries/BuyerLists';
import type { BuyerListChangeData } from './AddBuyersToList';

export const RemoveBuyersFromListMutation = gql<
  { removeBuyersFromList: BuyerListChangeData },
  { buyerListGuid: string; buyerGuids: string[] }
>`
  mutation RemoveBuyersFromList($buyerListGuid: String!, $buyerGuids: [String!]!) {
    removeBuyersFromList(buyerListGuid: $buyerListGuid, buyerGuids: $buyerGuids) {
      count
      buyerList {
        ...BuyerListFields
      }
    }
  }
  ${BuyerListFieldsFragment}
`;
