import { gql } from '@urql/core';
import type { Lead, Qualification } from '../../schemas/lead';
import { LeadFieldsFragment } from '../fragments/LeadFields';

export interface LeadsByQualificationVariables {
  qualifications: Qualification[];
  limit?: number;
  offset?: number;
}

export const LeadsByQualificationQuery = gql<{ leadsByQualification: Lead[] }, LeadsByQualificationVariables>`
  query LeadsByQualification($qualifications: [String!]!, $limit: Int, $offset: Int) {
    leadsByQualification(qualifications: $qualifications, limit: $limit, offset: $offset) {
      ...LeadFields
    }
  }
  ${LeadFieldsFragment}
`;
