import { gql } from '@urql/core';

export interface NoticeLotData {
  id: string;
  lotKey: string;
  title: string | null;
  noticeGuid: string;
}

/** Lots named by the lots filter, shown as "id: title". */
export const LotsByIdsQuery = gql<{ lotsByIds: NoticeLotData[] }, { ids: string[] }>`
  query LotsByIds($ids: [ID!]!) {
    lotsByIds(ids: $ids) {
      id
      lotKey
      title
      noticeGuid
    }
  }
`;
