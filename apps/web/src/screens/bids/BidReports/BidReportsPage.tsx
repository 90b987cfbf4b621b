import { RECOMMENDATION_LABELS, BID_MESSAGES, bidQualificationPath, useBidReports } from '@tenderlens/domain';
import { EmptyState, Skeleton, SkeletonGroup, formatDate } from '@tenderlens/ui';
import { Link } from 'react-router';
import { LoadError } from '../../../pageParts/PageStates/PageStates';
import * as styles from '../../../pageParts/layout/Pages.css';

/** The navigation's 'Bid / no-bid reports': the company's reports, newest first. */
export function BidReportsPage() {
  const { reports, fetching, errorMessage } = useBidReports();
  let body;
  if (errorMessage) body = <LoadError />;
  else if (fetching && !reports)
    body = (
      <SkeletonGroup label="Loading bid reports">
        <Skeleton variant="block" height="160px" />
      </SkeletonGroup>
    );
  else if (!reports || reports.length === 0)
    body = <EmptyState illustration="noDocuments" title={BID_MESSAGES.noReports} description={BID_MESSAGES.noReportsHelp} />;
  else
    body = (
      <table>
        <thead>
          <tr>
            <th scope="col">Opportunity</th>
            <th scope="col">Recommendation</th>
            <th scope="col">Generated</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((r) => (
            <tr key={r.id}>
              <td>
                <Link className={styles.link} to={bidQualificationPath(r.opportunityId)}>
                  {r.opportunityName}
                </Link>
              </td>
              <td>{r.status === 'failed' ? 'Failed' : r.recommendation ? RECOMMENDATION_LABELS[r.recommendation] : 'Generating'}</td>
              <td>{formatDate(r.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <div className={styles.page}>
      <h1 id="page-heading" className={styles.heading}>
        Bid / no-bid reports
      </h1>
      {body}
    </div>
  );
}
