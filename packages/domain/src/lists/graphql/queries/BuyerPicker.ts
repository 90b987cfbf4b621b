import { gql } from '@urql/core';

export interface BuyerOption {
  id: string;
  guid: string;
  name: string;
  town: string | null;
  noticeCount: number;
}

/** Buyers by name for adding to a buyer list (organisation search, buyers only). */
export const BuyerPickerQuery = gql<
  { searchOrganisations: { orgs: BuyerOption[]; total: number } },
  { text: string; limit: number }
>`
  query BuyerPicker($text: String!, $limit: Int!) {
    searchOrganisations(
      request: { text: $text, primaryRole: "BUYER", limit: $limit, sortBy: "relevance", page: 1 }
    ) {
      orgs {
        id
        guid
        name
        town
        noticeCount
      }
      total
    }
  }
`;
