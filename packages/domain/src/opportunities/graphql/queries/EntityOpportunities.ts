import { gql } from '@urql/core';
import { OpportunityFieldsFragment, type OpportunityListItem } from './OpportunityFields';

export const EntityOpportunitiesQuery = gql<
  { entityOpportunities: OpportunityListItem[] },
  { entityId: string }
>`
  query EntityOpportunities($entityId: String!) {
    entityOpportunities(entityId: $entityId) {
      ...OpportunityFields
    }
  }
  ${OpportunityFieldsFragment}
`;
