import { Banner, Button, EmptyState, Skeleton, SkeletonGroup, VisuallyHidden, relativeTime } from '@tenderlens/ui';
import type { SyncSourceId, SyncSources } from '@tenderlens/domain';
import { PageHeading } from '../../../pageParts/PageHeading/PageHeading';
import * as styles from './DataSources.css';

export interface DataSourcesScreenProps {
  data: SyncSources | null;
  fetching: boolean;
  error: unknown;
  now: Date;
  /** The source whose 'Sync now' is being sent. */
  requesting: SyncSourceId | null;
  onSyncNow: (source: SyncSourceId) => void;
}

const when = (iso: string | null, now: Date, never = 'Never') => (iso ? <time dateTime={iso}>{relativeTime(new Date(iso), now)}</time> : never);
const number = new Intl.NumberFormat('en-GB');

/** Admin: each publisher's sync — last sync, next run, counts, last error, 'Sync now' (issue 11 §1). */
export function DataSourcesScreen({ data, fetching, error, now, requesting, onSyncNow }: DataSourcesScreenProps) {
  return (
    <>
      <PageHeading title="Data sources" />
      {fetching ? (
        <SkeletonGroup label="Loading data sources">
          <Skeleton variant="text" lines={4} />
        </SkeletonGroup>
      ) : error ? (
        <Banner tone="critical" headingLevel={2} title="The data sources could not be loaded">
          Please try again.
        </Banner>
      ) : !data || data.sources.every((s) => !s.lastSuccessAt && !s.lastError && !s.scheduled && !s.requestedAt && !s.running) ? (
        <EmptyState
          title="No source has synced yet"
          description="Set TENDERLENS_SYNC to sync on a schedule, or sync a source now."
          actions={
            <Button variant="secondary" onPress={() => onSyncNow('fts')} isPending={requesting === 'fts'}>
              Sync Find a Tender now
            </Button>
          }
        />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              {['Source', 'Last sync', 'Next run', 'Releases (new / updated / unchanged)', 'Last error', ''].map((h, i) => (
                <th key={i} className={styles.cell} scope="col">
                  {h || <VisuallyHidden>Actions</VisuallyHidden>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.sources.map((s) => (
              <tr key={s.source}>
                <th scope="row" className={styles.cell}>
                  {s.label}
                </th>
                <td className={styles.cell}>{s.running ? 'Running now' : when(s.lastSuccessAt, now)}</td>
                <td className={styles.cell}>{s.requestedAt ? 'Requested' : s.nextRunAt ? <time dateTime={s.nextRunAt}>{new Date(s.nextRunAt).toUTCString().slice(17, 22)} UTC</time> : 'Not scheduled'}</td>
                <td className={styles.cell}>
                  {number.format(s.counts.releasesNew)} / {number.format(s.counts.releasesUpdated)} / {number.format(s.counts.releasesUnchanged)}
                </td>
                <td className={`${styles.cell} ${s.lastError ? styles.error : ''}`}>{s.lastError ? <>{when(s.lastErrorAt, now, '')}: {s.lastError}</> : 'None'}</td>
                <td className={styles.cell}>
                  <Button variant="secondary" size="sm" onPress={() => onSyncNow(s.source)} isPending={requesting === s.source} aria-label={`Sync now: ${s.label}`}>
                    Sync now
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
