import { useCallback, useEffect, useRef, useState } from 'react';
import { useTenderlensSession } from '../../client/session';
import { FEED_PAGE_SIZE } from '../rules/feedPreview';
import {
  FeedPreviewResponseSchema,
  toCriteriaJson,
  type FeedPreviewPage,
  type SignalCriteria,
} from '../schemas/feedPreview';

export interface UseFeedPreviewOptions {
  /** The caller's company id (or guid). */
  companyId: string;
  /** The criteria being edited; absent = the team's saved settings. */
  criteria?: SignalCriteria | undefined;
  /** Wait this long after the criteria stop changing. @default 500 */
  debounceMs?: number;
  pause?: boolean;
}

export interface UseFeedPreviewResult {
  data: FeedPreviewPage | null;
  fetching: boolean;
  error: unknown;
  loadingMore: boolean;
  hasMore: boolean;
  /** The next 40 (spec 1§9 "Feed window: 6 months; page 40 items"). */
  loadMore: () => void;
}

/** Notices of the last 6 months matching the criteria, 40 at a time (spec 1§2 screen 10). */
export function useFeedPreview({
  companyId,
  criteria,
  debounceMs = 500,
  pause = false,
}: UseFeedPreviewOptions): UseFeedPreviewResult {
  const { apiFetch } = useTenderlensSession();
  const criteriaKey = criteria ? JSON.stringify(toCriteriaJson(criteria)) : '';
  const [key, setKey] = useState(criteriaKey);
  const [state, setState] = useState<{ key: string | null; data: FeedPreviewPage | null; error: unknown }>({
    key: null,
    data: null,
    error: null,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);
  const inFlight = useRef(false);

  useEffect(() => {
    if (criteriaKey === key) return;
    const id = setTimeout(() => setKey(criteriaKey), debounceMs);
    return () => clearTimeout(id);
  }, [criteriaKey, key, debounceMs]);

  const fetchPage = useCallback(
    (offset: number) =>
      apiFetch(`/api/companies/${encodeURIComponent(companyId)}/feed_preview`, {
        method: 'POST',
        body: { ...(key ? { criteria: JSON.parse(key) as unknown } : {}), offset, limit: FEED_PAGE_SIZE },
        schema: FeedPreviewResponseSchema,
      }),
    [apiFetch, companyId, key],
  );

  const requestKey = `${companyId}|${key}`;
  useEffect(() => {
    if (pause) return;
    const mine = ++generation.current;
    fetchPage(0).then(
      (page) => generation.current === mine && setState({ key: requestKey, data: page, error: null }),
      (e: unknown) => generation.current === mine && setState({ key: requestKey, data: null, error: e }),
    );
  }, [fetchPage, pause, requestKey]);

  const fetching = !pause && state.key !== requestKey;
  const data = fetching ? null : state.data;
  const error = fetching ? null : state.error;

  const loadMore = useCallback(() => {
    // A ref, not state: the scroll sentinel and the button can both ask within one render.
    if (!data || data.nextOffset === null || inFlight.current) return;
    inFlight.current = true;
    const mine = generation.current;
    setLoadingMore(true);
    fetchPage(data.nextOffset).then(
      (page) => {
        inFlight.current = false;
        if (generation.current !== mine) return;
        setState((prev) => {
          if (!prev.data) return { ...prev, data: page };
          const seen = new Set(prev.data.results.map((r) => r.guid));
          return {
            ...prev,
            data: {
              ...page,
              results: [...prev.data.results, ...page.results.filter((r) => !seen.has(r.guid))],
              matchMap: { ...prev.data.matchMap, ...page.matchMap },
            },
          };
        });
        setLoadingMore(false);
      },
      (e: unknown) => {
        inFlight.current = false;
        if (generation.current !== mine) return;
        setState((prev) => ({ ...prev, error: e }));
        setLoadingMore(false);
      },
    );
  }, [data, fetchPage]);

  return { data, fetching, error, loadingMore, hasMore: !!data && data.nextOffset !== null, loadMore };
}
