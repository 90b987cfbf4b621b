import { gql } from '@urql/core';
import type { RecordList } from '../../schemas/newBuyerList';

export const RecordListFieldsFragment = gql`
  fragment RecordListFields on RecordList {
    id
    guid
    name
    sharingType
    user {
      id
      guid
      firstName
      lastName
    }
    recordCount
    createdAt
    updatedAt
  }
`;

export const RecordListsQuery = gql<
  { recordLists: { own: RecordList[]; shared: RecordList[] } },
  Record<string, never>
>`
  query RecordLists {
    recordLists {
      own {
        ...RecordListFields
      }
      shared {
        ...RecordListFields
      }
    }
  }
  ${RecordListFieldsFragment}
`;
