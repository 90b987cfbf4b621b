import { gql } from '@urql/core';
import type { Lead } from '../../schemas/lead';
import { LeadFieldsFragment } from '../fragments/LeadFields';

export interface CreateQualificationInput {
  procurementStageId: string;
  qualification: string;
  recordGuid?: string | null;
  score?: string | null;
  signalTypes?: string[] | null;
  stage?: string | null;
  contextSource?: string | null;
}

export const CreateQualificationMutation = gql<
  { createQualification: { assigneeId: string | null; lead: Lead } },
  { input: CreateQualificationInput }
>`
  mutation CreateQualification($input: CreateQualificationInput!) {
    createQualification(input: $input) {
      assigneeId
      lead {
        ...LeadFields
      }
    }
  }
  ${LeadFieldsFragment}
`;
