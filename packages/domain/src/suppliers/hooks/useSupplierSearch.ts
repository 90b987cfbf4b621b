import type { CombinedError } from '@urql/core';
import { useCallback, useMemo } from 'react';
import { useClient, useQuery } from 'urql';
import { useSavedSuppliers } from '../../signals/hooks/useSavedSuppliers';
import { SuppliersQuery, type SupplierRowData, type SupplierSearchInput } from '../graphql/queries/Suppliers';
import { toSupplierSearchInput } from '../rules/supplierRequest';
import { SELECT_ALL_MAX_RESULTS } from '../rules/supplierSearch';
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
  /** Every result of the current request (select-all: fewer than 100 by the spec 1§5 rule). */
  fetchAll: () => Promise<{ guid: string; name: string }[]>;
}

/** The suppliers table: the page's filters, tab and saved supplier sets as one request. */
export function useSupplierSearch({
  filters,
  page,
  pageSize = SUPPLIERS_PAGE_SIZE,
  pause = false,
}: UseSupplierSearchOptions): UseSupplierSearchResult {
  const saved = useSavedSuppliers({ pause });
  const needsSaved = filters.tab !== 'all';
  const request = useMemo(
    () =>
      toSupplierSearchInput(filters, saved, { offset: (Math.max(1, page) - 1) * pageSize, limit: pageSize }),
    [filters, saved, page, pageSize],
  );
  const waiting = needsSaved && saved.fetching;
  const skip = pause || waiting || request === null;
  const [result] = useQuery({ query: SuppliersQuery, variables: { request: request ?? {} }, pause: skip });
  const data = skip ? undefined : result.data?.suppliers;
  const client = useClient();
  const fetchAll = useCallback(async () => {
    if (!request) return [];
    const all = await client
      .query(SuppliersQuery, { request: { ...request, offset: 0, limit: SELECT_ALL_MAX_RESULTS } })
      .toPromise();
    return (all.data?.suppliers.results ?? []).map((s) => ({ guid: s.guid, name: s.name }));
  }, [client, request]);
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
    fetchAll,
  };
}
