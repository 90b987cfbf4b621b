import { gql } from '@urql/core';
import type { BuyerList } from '../../schemas/newBuyerList';

export const BuyerListFieldsFragment = gql`
  fragment BuyerListFields on BuyerList {
    id
    guid
    name
    ownerId
    sharingType
    entries {
      id
      guid
      name
    }
    buyerGuids
    permissionActions
    createdAt
    updatedAt
  }
`;

export interface BuyerListGroupsData {
  private: BuyerList[];
  team: BuyerList[];
  all: BuyerList[];
  saved: boolean;
}

export const BuyerListsQuery = gql<
  { buyerLists: BuyerListGroupsData },
  { permission?: string; buyerGuids?: string[] }
>`
  query BuyerLists($permission: String, $buyerGuids: [String!]) {
    buyerLists(permission: $permission, buyerGuids: $buyerGuids) {
      private {
        ...BuyerListFields
      }
      team {
        ...BuyerListFields
      }
      all {
        ...BuyerListFields
      }
      saved
    }
  }
  ${BuyerListFieldsFragment}
`;
