import { gql } from '@urql/core';

/** Spec 2§3 Region (a NUTS 2018 region), as the `regions` query returns it. */
export interface RegionData {
  __typename?: 'Region';
  /** The NUTS code: level 1 'UKE', level 2 'UKE4', level 3 'UKE42'. */
  id: string;
  name: string;
  description: string | null;
  countryCode: string;
  level: number;
  parentId: string | null;
  /** Buyers whose address region is this region or inside it. */
  buyerCount: number;
}

/** The `RegionSearchRequest` input (POST /api/regions/search's body, camelCase). */
export interface RegionSearchRequest {
  text?: string;
  countryCode?: string;
  level?: number;
  parentId?: string;
  ids?: string[];
  limit?: number;
}

export interface RegionsQueryData {
  regions: RegionData[];
}

export const RegionsQuery = gql<RegionsQueryData, { request: RegionSearchRequest }>`
  query Regions($request: RegionSearchRequest) {
    regions(request: $request) {
      id
      name
      description
      countryCode
      level
      parentId
      buyerCount
    }
  }
`;
