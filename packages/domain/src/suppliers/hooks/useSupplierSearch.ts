import type { CombinedError } from '@urql/core';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { useSavedSuppliers } from '../../signals/hooks/useSavedSuppliers';
import { SuppliersQuery, type SupplierRowData, type SupplierSearchInput } from '../graphql/queries/Suppliers';
import { toSupplierSearchInput } from '../rules/supplierRequest';
import type { SupplierTableFilters } from '../schemas/supplierFilters';

/** Rows per page of the suppliers table (spec 2§9: search table default page size 20). */
export const SUPPLIERS_PAGE_SIZE = 20;

export interface UseSupplierSearchOptions {
  filters: SupplierTableFilters;
  /** 1-based. */
  page: number;
  pageSize?: number;
  pause?: boolean;
}

export interface UseSupplierSearchResult {
  suppliers: SupplierRowData[];
  total: number;
  /** The sort the server applied (spec 1§5). */
  sort: { field: string; order: 'asc' | 'desc' } | null;
  fetching: boolean;
  error: CombinedError | undefined;
  /** The competitors/partners tab has nothing saved: no request is made. */
  nothingSaved: boolean;
  request: SupplierSearchInput | null;
  saved: { competitorGuids: string[]; partnerGuids: string[] };
}

/** The suppliers table: the page's filters, tab and saved supplier sets as one request. */
export function useSupplierSearch({ filters, page, pageSize = SUPPLIERS_PAGE_SIZE, pause = false }: UseSupplierSearchOptions): UseSupplierSearchResult {
  const saved = useSavedSuppliers({ pause });
  const needsSaved = filters.tab !== 'all';
  const request = useMemo(
    () => toSupplierSearchInput(filters, saved, { offset: (Math.max(1, page) - 1) * pageSize, limit: pageSize }),
    [filters, saved, page, pageSize],
  );
  const waiting = needsSaved && saved.fetching;
  const skip = pause || waiting || request === null;
  const [result] = useQuery({ query: SuppliersQuery, variables: { request: request ?? {} }, pause: skip });
  const data = skip ? undefined : result.data?.suppliers;
  const error = result.error ?? (needsSaved ? saved.error : undefined);
  return {
    suppliers: data?.results ?? [],
    total: data?.totalResults ?? 0,
    sort: data ? { field: data.sort, order: data.sortOrder === 'desc' ? 'desc' : 'asc' } : null,
    fetching: !pause && (waiting || (!skip && !data && !result.error)),
    error,
    nothingSaved: !pause && !waiting && request === null,
    request,
    saved: { competitorGuids: saved.competitorGuids, partnerGuids: saved.partnerGuids },
  };
}
