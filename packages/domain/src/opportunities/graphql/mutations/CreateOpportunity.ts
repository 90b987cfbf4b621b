import { gql } from '@urql/core';
import { OpportunityFieldsFragment, type OpportunityListItem } from '../queries/OpportunityFields';

export interface OpportunityEntityInput {
  entityId: string;
  entityType: 'Notice' | 'Organisation' | 'Contact';
}

export interface CreateOpportunityVariables {
  opportunity: {
    name: string;
    stageId?: string | null;
    value?: number | null;
    assignedToId?: string | null;
    closeDate?: string | null;
    existingExpiryDate?: string | null;
    submissionDate?: string | null;
  };
  entities: OpportunityEntityInput[];
  fromStrategy?: boolean;
  /** The entity `isSaved` is answered for (the record the drawer is open on). */
  entityId: string;
}

export const CreateOpportunityMutation = gql<
  { createOpportunity: OpportunityListItem },
  CreateOpportunityVariables
>`
  mutation CreateOpportunity(
    $opportunity: OpportunityInput!
    $entities: [OpportunityEntityInput!]
    $fromStrategy: Boolean
    $entityId: String!
  ) {
    createOpportunity(opportunity: $opportunity, entities: $entities, fromStrategy: $fromStrategy) {
      ...OpportunityFields
    }
  }
  ${OpportunityFieldsFragment}
`;
