import { gql } from '@urql/core';
import { OpportunityFieldsFragment, type OpportunityListItem } from './OpportunityFields';

export interface OpportunitiesVariables {
  search: { text?: string; buyerIds?: string[]; limit?: number; offset?: number };
  entityId: string;
}

export const OpportunitiesQuery = gql<
  {
    opportunities: {
      results: OpportunityListItem[];
      total: number;
      buyerMatchCount: number;
      nextOffset: number | null;
    };
  },
  OpportunitiesVariables
>`
  query Opportunities($search: OpportunitySearchInput, $entityId: String!) {
    opportunities(search: $search) {
      results {
        ...OpportunityFields
      }
      total
      buyerMatchCount
      nextOffset
    }
  }
  ${OpportunityFieldsFragment}
`;
