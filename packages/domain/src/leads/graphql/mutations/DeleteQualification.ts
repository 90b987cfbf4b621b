import { gql } from '@urql/core';
import type { Lead } from '../../schemas/lead';
import { LeadFieldsFragment } from '../fragments/LeadFields';

export const DeleteQualificationMutation = gql<{ deleteQualification: Lead }, { procurementStageId: string }>`
  mutation DeleteQualification($procurementStageId: ID!) {
    deleteQualification(procurementStageId: $procurementStageId) {
      ...LeadFields
    }
  }
  ${LeadFieldsFragment}
`;
