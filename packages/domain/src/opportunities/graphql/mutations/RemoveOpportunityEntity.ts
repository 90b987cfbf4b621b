import { gql } from '@urql/core';
import type { OpportunityEntityInput } from './CreateOpportunity';

/** Returns the opportunity id (spec 1§7); the cache rules update isSaved and the entity's links. */
export const RemoveOpportunityEntityMutation = gql<
  { removeOpportunityEntity: string },
  { id: string; entities: OpportunityEntityInput[] }
>`
  mutation RemoveOpportunityEntity($id: ID!, $entities: [OpportunityEntityInput!]!) {
    removeOpportunityEntity(id: $id, entities: $entities)
  }
`;
