import { gql } from '@urql/core';
import { OpportunityFieldsFragment, type OpportunityListItem } from '../queries/OpportunityFields';
import type { OpportunityEntityInput } from './CreateOpportunity';

export const AddOpportunityEntitiesMutation = gql<
  { addOpportunityEntities: OpportunityListItem },
  { id: string; entities: OpportunityEntityInput[]; entityId: string }
>`
  mutation AddOpportunityEntities($id: ID!, $entities: [OpportunityEntityInput!]!, $entityId: String!) {
    addOpportunityEntities(id: $id, entities: $entities) {
      ...OpportunityFields
    }
  }
  ${OpportunityFieldsFragment}
`;
