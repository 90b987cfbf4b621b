import { gql } from '@urql/core';
import { RecordWorkspaceFieldsFragment, type RecordWorkspace } from '../queries/RecordWorkspace';

export const MarkRecordSeenMutation = gql<{ markRecordSeen: RecordWorkspace }, { guid: string }>`
  mutation MarkRecordSeen($guid: String!) {
    markRecordSeen(guid: $guid) {
      ...RecordWorkspaceFields
    }
  }
  ${RecordWorkspaceFieldsFragment}
`;
