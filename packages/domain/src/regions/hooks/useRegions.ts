import type { CombinedError } from '@urql/core';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { RegionsQuery, type RegionData, type RegionSearchRequest } from '../graphql/operations';
import { REGION_FILTER_REQUEST } from '../rules/index';

export interface UseRegionsResult {
  regions: RegionData[];
  fetching: boolean;
  error: CombinedError | undefined;
}

/** NUTS regions (spec 2§3 Region) through the normalised cache; the default request is the filter's UK list. */
export function useRegions(request: RegionSearchRequest = REGION_FILTER_REQUEST, options: { pause?: boolean } = {}): UseRegionsResult {
  const key = JSON.stringify(request);
  const variables = useMemo(() => ({ request: JSON.parse(key) as RegionSearchRequest }), [key]);
  const pause = options.pause ?? false;
  const [result] = useQuery({ query: RegionsQuery, variables, pause });
  return { regions: result.data?.regions ?? [], fetching: !pause && !result.data && !result.error, error: result.error };
}
