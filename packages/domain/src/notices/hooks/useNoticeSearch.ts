import { useMemo } from 'react';
import type { CombinedError } from '@urql/core';
import { useQuery } from 'urql';
import { NoticesQuery, type NoticeRowData, type NoticesQueryData } from '../graphql/queries/Notices';
import { toRecordSearchRequest, type RecordSearchRequest } from '../rules/recordSearchRequest';
import type { NoticeFilters } from '../schemas/noticeFilters';

/** Rows per page of the notices table (spec 2§9: search table default page size 20). */
export const NOTICES_PAGE_SIZE = 20;

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const camelKeys = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, v]) => [camel(key), camelKeys(v)]))
    : value;

/** The wire request (snake_case, REST) as the GraphQL `NoticeSearchInput` (camelCase, date ranges' keys too). */
export function toNoticeSearchInput(request: RecordSearchRequest): Record<string, unknown> {
  return camelKeys(request) as Record<string, unknown>;
}

export interface UseNoticeSearchOptions {
  filters: NoticeFilters;
  /** 1-based. */
  page: number;
  pageSize?: number;
  pause?: boolean;
}

export interface UseNoticeSearchResult {
  notices: NoticeRowData[];
  total: number;
  totalIsEstimate: boolean;
  facets: NoticesQueryData['notices']['facets'] | null;
  /** No answer yet for these filters. */
  fetching: boolean;
  /** An answer is shown while a newer one loads. */
  refreshing: boolean;
  error: CombinedError | undefined;
  /** The request as sent, for the export of the current results. */
  request: RecordSearchRequest;
}

/** Searches notices with the page's filters (spec 1§2, 2§3 "Record search filter"). */
export function useNoticeSearch({ filters, page, pageSize = NOTICES_PAGE_SIZE, pause = false }: UseNoticeSearchOptions): UseNoticeSearchResult {
  const request = useMemo(
    () => toRecordSearchRequest(filters, { offset: (Math.max(1, page) - 1) * pageSize, limit: pageSize }),
    [filters, page, pageSize],
  );
  const variables = useMemo(() => ({ filter: toNoticeSearchInput(request) }), [request]);
  const [result] = useQuery({ query: NoticesQuery, variables, pause });
  const data = result.data?.notices;
  return {
    notices: data?.results ?? [],
    total: data?.totalResults ?? 0,
    totalIsEstimate: data?.totalIsEstimate ?? false,
    facets: data?.facets ?? null,
    fetching: !pause && !data && !result.error,
    refreshing: result.fetching && !!data,
    error: result.error,
    request,
  };
}
