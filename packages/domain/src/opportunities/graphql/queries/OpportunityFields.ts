import { gql } from '@urql/core';

export interface OpportunityListItem {
  id: string;
  name: string;
  description: string | null;
  value: number | null;
  stage: { id: string; name: string } | null;
  buyers: { id: string; name: string }[];
  entities: { entityId: string; entityType: string }[];
  /** Derived for the entity the drawer was opened for. */
  isSaved: boolean;
}

/** The save drawer's opportunity row; `isSaved` is relative to `$entityId`. */
export const OpportunityFieldsFragment = gql`
  fragment OpportunityFields on Opportunity {
    id
    name
    description
    value
    stage {
      id
      name
    }
    buyers {
      id
      name
    }
    entities {
      entityId
      entityType
    }
    isSaved(entityId: $entityId)
  }
`;
