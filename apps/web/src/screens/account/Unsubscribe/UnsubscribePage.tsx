import { parseUnsubscribeToken, useUnsubscribe } from '@tenderlens/domain';
import { Banner, Button, EmptyState, Skeleton, SkeletonGroup } from '@tenderlens/ui';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import * as styles from '../Notifications/Notifications.css';

/** `/unsubscribe?token=…` (the alert email's link; no session needed): names the alert and pauses it. */
export function UnsubscribePage({ token }: { token: string | null }) {
  const state = useUnsubscribe(token);
  useEffect(() => {
    document.title = 'Unsubscribe · Tenderlens';
  }, []);
  return (
    <main className={styles.page}>
      <h1 id="page-heading" className={styles.heading}>
        Unsubscribe from an alert
      </h1>
      {state.invalid ? (
        <EmptyState
          illustration="loadError"
          title="This unsubscribe link is not valid"
          description="The alert may have been deleted. You can manage your alerts in Tenderlens."
        />
      ) : state.loading || !state.status ? (
        <SkeletonGroup label="Loading your alert">
          <Skeleton variant="text" lines={2} />
        </SkeletonGroup>
      ) : state.status.disabled ? (
        <Banner tone="positive" title="You are unsubscribed" isLive headingLevel={2}>
          You will get no more emails from the alert “{state.status.name}”. You can resume it from your
          notification settings.
        </Banner>
      ) : (
        <div className={styles.section}>
          <p>You receive new notices from the alert “{state.status.name}”.</p>
          {state.failed ? (
            <Banner tone="critical" title="Unable to unsubscribe. Please try again." headingLevel={2} />
          ) : null}
          <div className={styles.actions}>
            <Button variant="danger" isPending={state.pending} onPress={() => void state.unsubscribe()}>
              Unsubscribe
            </Button>
          </div>
        </div>
      )}
      <p className={styles.meta}>
        <Link to={paths.notificationSettings}>Manage your alerts</Link>
      </p>
    </main>
  );
}

export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return <UnsubscribePage token={parseUnsubscribeToken(params.get('token'))} />;
}
