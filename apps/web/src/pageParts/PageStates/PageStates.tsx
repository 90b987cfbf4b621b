import { EmptyState, Skeleton, SkeletonGroup } from '@tenderlens/ui';
import * as styles from '../layout/Pages.css';

export const LOAD_ERROR_TITLE = 'Sorry something has gone wrong';
export const LOAD_ERROR_TEXT =
  'Sorry something has gone wrong. If this error persists please contact support';

/** The load error of a table or panel. */
export function LoadError() {
  return <EmptyState illustration="loadError" title={LOAD_ERROR_TITLE} description={LOAD_ERROR_TEXT} />;
}

/** A whole page that failed to load: its heading and the load error. */
export function PageLoadError({ heading }: { heading: string }) {
  return (
    <div className={styles.page}>
      <h1 id="page-heading" className={styles.heading}>
        {heading}
      </h1>
      <LoadError />
    </div>
  );
}

/** A whole page loading: a title line and blocks. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className={styles.page}>
      <SkeletonGroup label={label}>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="block" height="160px" />
        <Skeleton variant="block" height="240px" />
      </SkeletonGroup>
    </div>
  );
}
