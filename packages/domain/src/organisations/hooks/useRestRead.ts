/**
 * A REST read as a hook: fetches `path` (zod-parsed) whenever the request changes, aborts the
 * previous one, and keeps the last answer while a new one loads. The pages' reads are plain REST
 * (docs/contracts.md "Buyer and supplier pages"); nothing writes to them, so there is no cache to update.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import { useTenderlensSession } from '../../client/session';

export interface RestRead<T> {
  data: T | undefined;
  /** No answer yet for this request. */
  fetching: boolean;
  error: unknown;
  refetch: () => void;
}

export function useRestRead<S extends z.ZodType>(
  path: string | null,
  options: { method?: 'GET' | 'POST'; body?: unknown; schema: S },
): RestRead<z.output<S>> {
  const session = useTenderlensSession();
  const bodyKey = JSON.stringify(options.body ?? null);
  const key = path === null ? null : `${options.method ?? 'GET'} ${path} ${bodyKey}`;
  const [state, setState] = useState<{ key: string | null; data?: z.output<S>; error?: unknown }>({ key: null });
  const [attempt, setAttempt] = useState(0);
  const { schema, method } = options;

  useEffect(() => {
    if (path === null || key === null) return;
    const controller = new AbortController();
    session
      .apiFetch(path, { method: method ?? 'GET', schema, signal: controller.signal, ...(method === 'POST' ? { body: JSON.parse(bodyKey) as unknown } : {}) })
      .then(
        (data) => {
          if (!controller.signal.aborted) setState({ key, data });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState((s) => ({ key, data: s.data, error }));
        },
      );
    return () => controller.abort();
  }, [session, path, key, bodyKey, method, schema, attempt]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  return useMemo(() => {
    const current = state.key === key;
    return {
      data: state.data,
      fetching: key !== null && (!current || (state.data === undefined && state.error === undefined)),
      error: current ? state.error : undefined,
      refetch,
    };
  }, [state, key, refetch]);
}
