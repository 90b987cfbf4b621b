import { gql } from '@urql/core';
import { RecordDetailFieldsFragment, type RecordDetail } from '../fragments/RecordDetailFields';

/** The record page and preview: one notice with lots, contracts, frameworks and its contact. */
export const RecordQuery = gql<{ record: RecordDetail | null }, { guid: string }>`
  query Record($guid: String!) {
    record(guid: $guid) {
      ...RecordDetailFields
    }
  }
  ${RecordDetailFieldsFragment}
`;
