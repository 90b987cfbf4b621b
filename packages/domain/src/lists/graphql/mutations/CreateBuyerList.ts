import { gql } from '@urql/core';
import type { BuyerList } from '../../schemas/newBuyerList';
import { BuyerListFieldsFragment } from '../queries/BuyerLists';

export const CreateBuyerListMutation = gql<
  { createBuyerList: BuyerList },
  { name: string; sharingType?: string; buyerGuids?: string[] }
>`
  mutation CreateBuyerList($name: String!, $sharingType: String, $buyerGuids: [String!]) {
    createBuyerList(name: $name, sharingType: $sharingType, buyerGuids: $buyerGuids) {
      ...BuyerListFields
    }
  }
  ${BuyerListFieldsFragment}
`;
