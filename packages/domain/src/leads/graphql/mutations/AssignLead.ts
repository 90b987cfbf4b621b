import { gql } from '@urql/core';
import type { Lead } from '../../schemas/lead';
import { LeadFieldsFragment } from '../fragments/LeadFields';

export const AssignLeadMutation = gql<
  { assignLead: Lead },
  { procurementStageId: string; userGuid: string | null }
>`
  mutation AssignLead($procurementStageId: ID!, $userGuid: String) {
    assignLead(procurementStageId: $procurementStageId, userGuid: $userGuid) {
      ...LeadFields
    }
  }
  ${LeadFieldsFragment}
`;
