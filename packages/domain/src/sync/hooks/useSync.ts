import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { useTenderlensSession } from '../../client/session';
import type { SyncSourceId } from '../sources';
import { DataFreshnessSchema, RunSyncSchema, SyncSourcesSchema, type DataFreshness, type SyncSources } from '../schemas';

export interface ResourceResult<T> {
  data: T | null;
  fetching: boolean;
  error: unknown;
  refetch: () => void;
}

function useResource<T>(path: string, schema: z.ZodType<T>, pause: boolean): ResourceResult<T> {
  const { apiFetch } = useTenderlensSession();
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<{ generation: number; data: T | null; error: unknown }>({ generation: -1, data: null, error: null });
  useEffect(() => {
    if (pause) return;
    let live = true;
    apiFetch(path, { schema }).then(
      (data) => live && setState({ generation, data, error: null }),
      (error: unknown) => live && setState({ generation, data: null, error }),
    );
    return () => {
      live = false;
    };
  }, [apiFetch, path, schema, pause, generation]);
  const refetch = useCallback(() => setGeneration((g) => g + 1), []);
  const fetching = !pause && state.generation !== generation;
  return { data: state.data, fetching: fetching && state.data === null, error: fetching ? null : state.error, refetch };
}

/** How fresh the data is, per source (every signed-in user and guest). */
export const useDataFreshness = (options: { pause?: boolean } = {}): ResourceResult<DataFreshness> =>
  useResource('/api/data_freshness', DataFreshnessSchema, options.pause ?? false);

/** The sync state of each source (admins). */
export const useSyncSources = (options: { pause?: boolean } = {}): ResourceResult<SyncSources> =>
  useResource('/api/admin/sync_sources', SyncSourcesSchema, options.pause ?? false);

/** 'Sync now': asks the server for a run of one source. */
export function useRunSync(): { run: (source: SyncSourceId) => Promise<{ requestedAt: string }>; running: SyncSourceId | null; error: unknown } {
  const { apiFetch } = useTenderlensSession();
  const [running, setRunning] = useState<SyncSourceId | null>(null);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    async (source: SyncSourceId) => {
      setRunning(source);
      setError(null);
      try {
        return await apiFetch(`/api/admin/sync_sources/${source}/run`, { method: 'POST', body: {}, schema: RunSyncSchema });
      } catch (e) {
        setError(e);
        throw e;
      } finally {
        setRunning(null);
      }
    },
    [apiFetch],
  );
  return { run, running, error };
}
