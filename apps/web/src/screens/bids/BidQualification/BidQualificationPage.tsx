import { useCurrentUser } from '@tenderlens/domain';
import { useParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import * as styles from '../../../pageParts/layout/Pages.css';
import { BidReportSection } from './BidReportSection';

/** `/opportunities/{id}/bid_qualification/`: the opportunity's AI bid/no-bid report (spec 2§2). */
export function BidQualificationPage({ opportunityId, isGuest }: { opportunityId: string; isGuest: boolean }) {
  return (
    <div className={styles.page}>
      <h1 id="page-heading" className={styles.heading}>
        Bid qualification
      </h1>
      <a className={styles.link} href={`${paths.opportunities}/${encodeURIComponent(opportunityId)}`}>
        View the opportunity
      </a>
      <BidReportSection opportunityId={opportunityId} isGuest={isGuest} />
    </div>
  );
}

export function BidQualificationRoute() {
  const { user } = useCurrentUser();
  const { opportunityId = '' } = useParams();
  return user ? <BidQualificationPage opportunityId={opportunityId} isGuest={user.guest} /> : null;
}
