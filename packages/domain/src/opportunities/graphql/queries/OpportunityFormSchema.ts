import { gql } from '@urql/core';

export const OpportunityFormSchemaQuery = gql<
  {
    opportunityFormSchema: {
      fields: { id: string; required: boolean; hidden: boolean }[];
      defaultStageId: string | null;
    };
  },
  Record<string, never>
>`
  query OpportunityFormSchema {
    opportunityFormSchema {
      fields {
        id
        required
        hidden
      }
      defaultStageId
    }
  }
`;
