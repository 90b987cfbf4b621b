import { RECOMMENDATION_LABELS, usePublicBidReport } from '@tenderlens/domain';
import { EmptyState, Skeleton, SkeletonGroup } from '@tenderlens/ui';
import { useParams } from 'react-router';
import * as styles from '../../../pageParts/layout/Pages.css';

/** `/bid_reports/{hash}`: a bid/no-bid report's public link, readable signed-out. */
export function PublicBidReportPage({ hash }: { hash: string }) {
  const { report, loading, failed } = usePublicBidReport(hash);
  if (loading)
    return (
      <div className={styles.page}>
        <SkeletonGroup label="Loading bid report">
          <Skeleton variant="block" height="240px" />
        </SkeletonGroup>
      </div>
    );
  if (failed || !report)
    return (
      <div className={styles.page}>
        <EmptyState illustration="noDocuments" title="This report is not available" description="The link may have been turned off by its owner." />
      </div>
    );
  return (
    <div className={styles.page}>
      <h1 id="page-heading" className={styles.heading}>
        Bid/no-bid report: {report.opportunity_name}
      </h1>
      <h2 className={styles.subheading}>Recommendation: {report.recommendation ? RECOMMENDATION_LABELS[report.recommendation] : 'None'}</h2>
      {report.recommendation_reason ? <p>{report.recommendation_reason}</p> : null}
      {report.question_groups.map((g) => (
        <section key={g.title} aria-label={g.title}>
          <h3 className={styles.subheading}>{g.title}</h3>
          <ol>
            {g.questions.map((q) => (
              <li key={q.promptId ?? q.title}>
                <strong>{q.title}</strong>: {q.answer ?? 'Not answered.'}
              </li>
            ))}
          </ol>
        </section>
      ))}
      <a className={styles.link} href={`/api/bid_reports/public/${encodeURIComponent(hash)}/pdf`} download>
        Export as PDF
      </a>
    </div>
  );
}

export function PublicBidReportRoute() {
  const { hash = '' } = useParams();
  return <PublicBidReportPage hash={hash} />;
}
