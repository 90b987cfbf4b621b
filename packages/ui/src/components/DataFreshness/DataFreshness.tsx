import * as styles from './DataFreshness.css';

export interface DataFreshnessSource {
  /** The publisher's name ('Find a Tender'). */
  label: string;
  /** ISO time of its last successful sync; null when never. */
  lastSuccessAt: string | null;
}

export interface DataFreshnessProps {
  sources: readonly DataFreshnessSource[];
  /** The clock (stories and tests pin it). */
  now: Date;
  className?: string;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** "12 minutes ago", "3 hours ago", "2 days ago"; under a minute: "just now". */
export function relativeTime(at: Date, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

/** "Updated 12 minutes ago from Find a Tender": the most recent sync across sources. */
export function DataFreshness({ sources, now, className }: DataFreshnessProps) {
  const latest = sources
    .filter((s): s is DataFreshnessSource & { lastSuccessAt: string } => s.lastSuccessAt !== null)
    .sort((a, b) => b.lastSuccessAt.localeCompare(a.lastSuccessAt))[0];
  const cls = className ? `${styles.root} ${className}` : styles.root;
  if (!latest) return <p className={cls}>Not synced from the publishers yet</p>;
  const at = new Date(latest.lastSuccessAt);
  return (
    <p className={cls}>
      Updated{' '}
      <time dateTime={latest.lastSuccessAt} title={at.toUTCString()}>
        {relativeTime(at, now)}
      </time>{' '}
      from {latest.label}
    </p>
  );
}
