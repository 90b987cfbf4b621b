import type { CombinedError } from '@urql/core';
import { useQuery } from 'urql';
import { SavedSuppliersQuery } from '../graphql/queries/SavedSuppliers';

export interface UseSavedSuppliersResult {
  competitorGuids: string[];
  partnerGuids: string[];
  fetching: boolean;
  error: CombinedError | undefined;
}

const NONE: string[] = [];

/** The team's saved competitors and partners (spec 1§3 "Saved supplier sets"). */
export function useSavedSuppliers({ pause = false }: { pause?: boolean } = {}): UseSavedSuppliersResult {
  const [result] = useQuery({ query: SavedSuppliersQuery, pause });
  const data = result.data?.savedSuppliers;
  return {
    competitorGuids: data?.competitorGuids ?? NONE,
    partnerGuids: data?.partnerGuids ?? NONE,
    fetching: !pause && !data && !result.error,
    error: result.error,
  };
}
