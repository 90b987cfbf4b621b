/** The frameworks search (GraphQL `frameworks`, normalised cache) and its export (REST file download). */
import { useCallback, useMemo, useState } from 'react';
import { useTenderlensSession } from '../../client/session';
import { fallbackFileName, fetchFile, saveFileInBrowser } from '../../exports/utils/fetchFile';
import { useGraphRead } from '../../lib/useGraphRead';
import { FrameworksQuery, type FrameworkSearchInput, type FrameworksQueryData } from '../graphql/operations';
import { toFrameworkFiltersBody, type FrameworkSearchRequest, type FrameworkSearchResult } from '../schemas/frameworks';

/** The screen's request as the `FrameworkSearchRequest` input (the REST body's fields, camelCase). */
export function toFrameworkSearchInput(request: FrameworkSearchRequest): FrameworkSearchInput {
  const { page, pageSize, ...filters } = request;
  const b = toFrameworkFiltersBody(filters);
  return {
    ...(b.text ? { text: b.text } : {}),
    buyerGuids: b.buyer_guids,
    cpvCodes: b.cpv_codes,
    stages: b.stage,
    procedureTypes: b.procedure_types,
    awardTypes: b.award_types,
    ...(b.expiry_date?.from ? { expiryFrom: b.expiry_date.from } : {}),
    ...(b.expiry_date?.to ? { expiryTo: b.expiry_date.to } : {}),
    ...(b.sort ? { sort: b.sort } : {}),
    ...(b.sort_order ? { sortOrder: b.sort_order } : {}),
    limit: pageSize,
    offset: (Math.max(1, page) - 1) * pageSize,
  };
}

/** The query's answer in the shape the REST search has (FrameworkSearchSchema's output). */
export function fromFrameworksQuery(data: FrameworksQueryData): FrameworkSearchResult {
  const f = data.frameworks;
  return {
    results: f.results.map((r) => ({
      id: r.id,
      guid: r.guid,
      title: r.title,
      noticeGuid: r.noticeGuid,
      ocid: r.ocid,
      stage: r.stage,
      procedureType: r.procedureType,
      awardType: r.awardType,
      publishDate: r.publishDate,
      expiryDate: r.expiryDate,
      value: r.value,
      currency: r.currency,
      buyer: r.buyer ? { guid: r.buyer.guid, name: r.buyer.name } : null,
      lots: r.lots,
      suppliers: r.suppliers,
      callOffs: r.callOffs,
      lastActivity: r.lastActivity,
    })),
    pagingInfo: { totalResults: f.totalResults, offset: f.offset, limit: f.limit, nextOffset: f.nextOffset },
    stageCounts: Object.fromEntries(f.stageCounts.map((c) => [c.stage, c.count])),
    procedureTypes: f.procedureTypes,
    sort: f.sort,
    sortOrder: f.sortOrder === 'asc' ? 'asc' : 'desc',
  };
}

export function useFrameworkSearch(request: FrameworkSearchRequest, pause = false) {
  const key = JSON.stringify(toFrameworkSearchInput(request));
  const variables = useMemo(() => ({ request: JSON.parse(key) as FrameworkSearchInput }), [key]);
  return useGraphRead(FrameworksQuery, variables, fromFrameworksQuery, pause);
}

export type FrameworkExportState = { status: 'idle' } | { status: 'exporting'; what: 'frameworks' | 'suppliers' } | { status: 'done'; fileName: string } | { status: 'error' };

/** Downloads the search's frameworks, or their suppliers, as CSV or XLSX (POST /api/frameworks/export). */
export function useFrameworkExport() {
  const session = useTenderlensSession();
  const [state, setState] = useState<FrameworkExportState>({ status: 'idle' });
  const exportFile = useCallback(
    async (filters: Omit<FrameworkSearchRequest, 'page' | 'pageSize'>, what: 'frameworks' | 'suppliers', format: 'csv' | 'xlsx' = 'csv') => {
      setState({ status: 'exporting', what });
      try {
        const file = await fetchFile(session, '/api/frameworks/export', { method: 'POST', body: { filters: toFrameworkFiltersBody(filters), what, format } });
        const fileName = file.fileName ?? fallbackFileName(what === 'suppliers' ? 'framework-suppliers' : 'frameworks', format);
        saveFileInBrowser(file.blob, fileName);
        setState({ status: 'done', fileName });
        return true;
      } catch {
        setState({ status: 'error' });
        return false;
      }
    },
    [session],
  );
  return { state, exportFile };
}
