import { RECORD_COPY, summarySections, useRecordSummary } from '@tenderlens/domain';
import { Banner, Button, Collapsible, Skeleton, SkeletonGroup } from '@tenderlens/ui';
import * as styles from './Record.css';

export interface AiSummaryPanelProps {
  recordGuid: string;
  /** Generate missing sections; guests read only what is stored. @default true */
  generate?: boolean;
}

/**
 * 'Your AI summary' / 'Generating your AI summary...' (spec 1§2 screen 16): collapsible, expands by
 * itself once content arrives; a failed generation shows an error with a retry and loses nothing.
 */
export function AiSummaryPanel({ recordGuid, generate = true }: AiSummaryPanelProps) {
  const { data, loading, error, retry } = useRecordSummary(recordGuid, { generate });
  const sections = summarySections(data);
  return (
    <Collapsible
      title={loading ? RECORD_COPY.aiSummaryGenerating : RECORD_COPY.aiSummaryTitle}
      subtitle={data?.generator && data.generator !== 'embedded' ? 'Written by AI from the notice' : 'Drawn from the notice'}
      autoExpand={sections.length > 0}
      bordered
      headingLevel={2}
    >
      {loading && (
        <SkeletonGroup label={RECORD_COPY.aiSummaryGenerating}>
          <Skeleton variant="text" lines={4} />
        </SkeletonGroup>
      )}
      {error !== undefined && (
        <Banner
          tone="critical"
          headingLevel={3}
          action={
            <Button variant="secondary" size="sm" onPress={retry}>
              Try again
            </Button>
          }
        >
          {RECORD_COPY.aiSummaryFailed}
        </Banner>
      )}
      {data && sections.length === 0 && <p className={styles.muted}>No AI summary has been generated for this notice yet.</p>}
      {sections.length > 0 && (
        <div className={styles.summarySections}>
          {sections.map((s) => (
            <section key={s.attribute} className={styles.summarySection} aria-label={s.label}>
              <h3 className={styles.summaryLabel}>{s.label}</h3>
              <p className={styles.summaryText}>{s.text}</p>
            </section>
          ))}
        </div>
      )}
    </Collapsible>
  );
}
