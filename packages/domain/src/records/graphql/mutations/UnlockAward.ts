import { gql } from '@urql/core';
import { RecordDetailFieldsFragment, type RecordDetail } from '../fragments/RecordDetailFields';

/** The Free plan's contract award unlock; answers the record with its awards shown. */
export const UnlockAwardMutation = gql<{ unlockAward: RecordDetail | null }, { guid: string }>`
  mutation UnlockAward($guid: String!) {
    unlockAward(guid: $guid) {
      ...RecordDetailFields
    }
  }
  ${RecordDetailFieldsFragment}
`;
