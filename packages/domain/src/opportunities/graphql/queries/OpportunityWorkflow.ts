import { gql } from '@urql/core';

export interface OpportunityWorkflowData {
  id: string;
  isDefault: boolean;
  transitions: {
    id: string;
    group: string;
    order: number;
    stage: {
      id: string;
      name: string;
      color: string | null;
      iconName: string | null;
      transitionGroup: string | null;
      /** The spec 2§4 qualification (bid_prep, won…). */
      qualification: string | null;
    };
  }[];
}

export const OpportunityWorkflowQuery = gql<
  { opportunityWorkflow: OpportunityWorkflowData },
  Record<string, never>
>`
  query OpportunityWorkflow {
    opportunityWorkflow {
      id
      isDefault
      transitions {
        id
        group
        order
        stage {
          id
          name
          color
          iconName
          transitionGroup
          qualification
        }
      }
    }
  }
`;
