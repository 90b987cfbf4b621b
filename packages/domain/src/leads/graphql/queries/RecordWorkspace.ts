import { gql } from '@urql/core';
import type { Lead, SeenByUser } from '../../schemas/lead';
import { LeadFieldsFragment } from '../fragments/LeadFields';

export interface RecordWorkspace {
  guid: string;
  seenByUsers: SeenByUser[];
  leads: Lead[];
  lists: { id: string; name: string }[];
}

export const RecordWorkspaceFieldsFragment = gql`
  fragment RecordWorkspaceFields on RecordWorkspace {
    guid
    seenByUsers {
      guid
      firstName
      lastName
    }
    leads {
      ...LeadFields
    }
    lists {
      id
      name
    }
  }
  ${LeadFieldsFragment}
`;

export const RecordWorkspaceQuery = gql<{ recordWorkspace: RecordWorkspace }, { guid: string }>`
  query RecordWorkspace($guid: String!) {
    recordWorkspace(guid: $guid) {
      ...RecordWorkspaceFields
    }
  }
  ${RecordWorkspaceFieldsFragment}
`;
