import { useCallback, useEffect, useRef, useState } from 'react';
import { useTenderlensSession } from '../../client/session';
import { isResponseError } from '../../lib/errors';
import { RecordSummarySchema, type RecordSummary } from '../schemas/summary';
import { RecordTimelineSchema, type RecordTimeline } from '../schemas/timeline';
import { withRetries } from './retry';

export interface RestState<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/** The notice timeline (POST /api/records/{record_family_id}/timeline). */
export function useRecordTimeline(recordFamilyId: string | null): RestState<RecordTimeline> {
  const { apiFetch } = useTenderlensSession();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; data?: RecordTimeline; error?: unknown }>({ key: null });
  useEffect(() => {
    if (!recordFamilyId) return;
    let live = true;
    apiFetch(`/api/records/${encodeURIComponent(recordFamilyId)}/timeline`, { method: 'POST', body: {}, schema: RecordTimelineSchema }).then(
      (data) => live && setState({ key: recordFamilyId, data }),
      (error: unknown) => live && setState({ key: recordFamilyId, error }),
    );
    return () => {
      live = false;
    };
  }, [apiFetch, recordFamilyId, attempt]);
  const current = state.key === recordFamilyId ? state : { key: recordFamilyId };
  return {
    data: current.data,
    loading: Boolean(recordFamilyId) && current.data === undefined && current.error === undefined,
    error: current.error,
    retry: useCallback(() => setAttempt((a) => a + 1), []),
  };
}

export interface UseRecordSummaryOptions {
  /** Generate missing sections (POST …/details); false reads only what is stored (guests). @default true */
  generate?: boolean;
  /** Delay between the 3 retries. @default 500 */
  retryDelayMs?: number;
}

/**
 * The AI summary of a record: POST /api/record_summary/details (generates and stores the missing
 * sections) or /stored, retried 3 times 500 ms apart (spec 1§7). A 4xx is not retried.
 */
export function useRecordSummary(recordGuid: string | null, options: UseRecordSummaryOptions = {}): RestState<RecordSummary> {
  const { apiFetch } = useTenderlensSession();
  const generate = options.generate ?? true;
  const retryDelayMs = options.retryDelayMs;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; data?: RecordSummary; error?: unknown }>({ key: null });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    if (!recordGuid) return;
    const abort = new AbortController();
    controller.current = abort;
    const path = generate ? '/api/record_summary/details' : '/api/record_summary/stored';
    withRetries(() => apiFetch(path, { method: 'POST', body: { record_guid: recordGuid }, schema: RecordSummarySchema }), {
      signal: abort.signal,
      ...(retryDelayMs === undefined ? {} : { delayMs: retryDelayMs }),
      shouldRetry: (error) => !(isResponseError(error) && error.status >= 400 && error.status < 500),
    }).then(
      (data) => !abort.signal.aborted && setState({ key: recordGuid, data }),
      (error: unknown) => !abort.signal.aborted && setState({ key: recordGuid, error }),
    );
    return () => abort.abort();
  }, [apiFetch, recordGuid, generate, retryDelayMs, attempt]);
  const current = state.key === recordGuid ? state : { key: recordGuid };
  return {
    data: current.data,
    loading: Boolean(recordGuid) && current.data === undefined && current.error === undefined,
    error: current.error,
    retry: useCallback(() => {
      setState({ key: null });
      setAttempt((a) => a + 1);
    }, []),
  };
}
