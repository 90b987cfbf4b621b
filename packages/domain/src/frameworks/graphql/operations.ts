import { gql } from '@urql/core';

/** A framework as the `frameworks` query returns it (the REST row's fields, camelCase). */
export interface FrameworkData {
  __typename?: 'Framework';
  id: string;
  guid: string;
  title: string;
  noticeGuid: string;
  ocid: string;
  stage: string;
  procedureType: string | null;
  awardType: string | null;
  publishDate: string | null;
  expiryDate: string | null;
  value: number | null;
  currency: string | null;
  buyer: { __typename?: 'FrameworkBuyer'; guid: string; name: string } | null;
  lots: number;
  suppliers: number;
  callOffs: number;
  lastActivity: string | null;
}

export interface FrameworksQueryData {
  frameworks: {
    __typename?: 'FrameworkSearchResults';
    results: FrameworkData[];
    totalResults: number;
    offset: number;
    limit: number;
    nextOffset: number | null;
    stageCounts: { __typename?: 'FrameworkStageCount'; stage: string; count: number }[];
    procedureTypes: string[];
    sort: string;
    sortOrder: string;
  };
}

/** The `FrameworkSearchRequest` input. */
export interface FrameworkSearchInput {
  text?: string;
  buyerGuids?: string[];
  cpvCodes?: string[];
  stages?: string[];
  procedureTypes?: string[];
  awardTypes?: string[];
  expiryFrom?: string;
  expiryTo?: string;
  sort?: string;
  sortOrder?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
}

export const FrameworksQuery = gql<FrameworksQueryData, { request: FrameworkSearchInput }>`
  query Frameworks($request: FrameworkSearchRequest!) {
    frameworks(request: $request) {
      totalResults
      offset
      limit
      nextOffset
      stageCounts {
        stage
        count
      }
      procedureTypes
      sort
      sortOrder
      results {
        id
        guid
        title
        noticeGuid
        ocid
        stage
        procedureType
        awardType
        publishDate
        expiryDate
        value
        currency
        buyer {
          guid
          name
        }
        lots
        suppliers
        callOffs
        lastActivity
      }
    }
  }
`;
