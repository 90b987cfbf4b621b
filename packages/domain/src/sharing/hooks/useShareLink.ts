import { useCallback, useEffect, useState } from 'react';
import { useTenderlensSession } from '../../client/session';
import { shareLinkProblem, type ShareLinkProblem } from '../rules/shareLink';
import { SharedRecordSchema, type SharedRecord } from '../schemas/shareLink';

export interface ShareLinkState {
  data: SharedRecord | undefined;
  loading: boolean;
  /** Why the link did not open; null while loading or once loaded. */
  problem: ShareLinkProblem | null;
  retry: () => void;
}

/**
 * The record a share link opens (GET /api/share_links/{token}, no session needed). Not in the
 * graphcache: the read is public REST (GraphQL needs a session) and belongs to no signed-in user's
 * cache. 404/410 are answers, not retried; a network failure or 5xx is retried by apiFetch (3 tries).
 */
export function useShareLink(token: string | null): ShareLinkState {
  const { apiFetch } = useTenderlensSession();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; data?: SharedRecord; error?: unknown }>({
    key: null,
  });
  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    apiFetch(`/api/share_links/${encodeURIComponent(token)}`, {
      schema: SharedRecordSchema,
      signal: abort.signal,
      public: true,
    }).then(
      (data) => !abort.signal.aborted && setState({ key: token, data }),
      (error: unknown) => !abort.signal.aborted && setState({ key: token, error }),
    );
    return () => abort.abort();
  }, [apiFetch, token, attempt]);
  const current = state.key === token ? state : { key: token };
  return {
    data: current.data,
    loading: Boolean(token) && current.data === undefined && current.error === undefined,
    // No usable token at all is the same as an unknown one.
    problem: !token ? 'not_found' : current.error !== undefined ? shareLinkProblem(current.error) : null,
    retry: useCallback(() => {
      setState({ key: null });
      setAttempt((a) => a + 1);
    }, []),
  };
}
