import { gql } from '@urql/core';

/** The notice lists (visible to the caller) holding a record: the save drawer's Save / Unsave state. */
export const RecordListMembershipsQuery = gql<
  { recordWorkspace: { guid: string; lists: { id: string; name: string }[] } },
  { guid: string }
>`
  query RecordListMemberships($guid: String!) {
    recordWorkspace(guid: $guid) {
      guid
      lists {
        id
        name
      }
    }
  }
`;
