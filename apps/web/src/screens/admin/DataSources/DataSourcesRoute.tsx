import { useEffect } from 'react';
import { useRunSync, useSyncSources, type SyncSourceId } from '@tenderlens/domain';
import { DataSourcesScreen } from './DataSourcesScreen';

/** How often the list is read again while a sync is asked for or running (the counts move). */
const POLL_MS = 2_000;

/** `/admin/data-sources`: the screen on the live hooks; 'Sync now' refreshes the list, then every 2 s until the run is over. */
export function DataSourcesRoute() {
  const sources = useSyncSources();
  const { run, running } = useRunSync();
  const busy = sources.data?.sources.some((s) => s.requestedAt !== null || s.running) ?? false;
  const { refetch } = sources;
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(refetch, POLL_MS);
    return () => clearInterval(timer);
  }, [busy, refetch]);
  const syncNow = (source: SyncSourceId) => {
    run(source).then(refetch, () => undefined);
  };
  return <DataSourcesScreen data={sources.data} fetching={sources.fetching} error={sources.error} now={new Date()} requesting={running} onSyncNow={syncNow} />;
}
