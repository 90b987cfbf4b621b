import { gql } from '@urql/core';
import type { BuyerList } from '../../schemas/newBuyerList';
import { BuyerListFieldsFragment } from './BuyerLists';

/** One buyer list (by id or guid) with its entries and the caller's permission actions. */
export const BuyerListQuery = gql<{ buyerList: BuyerList }, { id: string }>`
  query BuyerList($id: ID!) {
    buyerList(id: $id) {
      ...BuyerListFields
    }
  }
  ${BuyerListFieldsFragment}
`;
