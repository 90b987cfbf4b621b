import { gql } from '@urql/core';
import type { Lead } from '../../schemas/lead';
import { LeadFieldsFragment } from '../fragments/LeadFields';

export const LeadQuery = gql<{ lead: Lead }, { id: string }>`
  query Lead($id: ID!) {
    lead(id: $id) {
      ...LeadFields
    }
  }
  ${LeadFieldsFragment}
`;
