import { RECORD_COPY, timelineSteps, useRecordTimeline } from '@tenderlens/domain';
import { Card, formatDate, Skeleton, SkeletonGroup, Timeline } from '@tenderlens/ui';
import * as styles from './Record.css';

/** Pre-tender, Tender, Award; the current step highlighted; earlier steps without data 'Not identified' (spec 2§2). */
export function RecordTimelinePanel({ recordFamilyId }: { recordFamilyId: string }) {
  const { data, loading, error } = useRecordTimeline(recordFamilyId);
  return (
    <Card title="Timeline" headingLevel={2}>
      {loading && (
        <SkeletonGroup label="Loading timeline">
          <Skeleton variant="text" lines={4} />
        </SkeletonGroup>
      )}
      {error !== undefined && <p className={styles.muted}>The timeline could not be loaded.</p>}
      {data && (
        <Timeline
          aria-label="Notice timeline"
          headingLevel={3}
          emptyText={RECORD_COPY.notIdentified}
          currentStepId={data.current}
          steps={timelineSteps(data).map((s) => ({
            id: s.key,
            label: s.label,
            lines: s.rows.map((r) => ({ label: r.estimated ? `${r.label} (estimated)` : r.label, value: formatDate(r.date) })),
          }))}
        />
      )}
    </Card>
  );
}
