import { Button, Switch, toast } from '@tenderlens/ui';
import { deviceLabel, lastSeenLabel, useCurrentUser, useDisplaySettings, useSessions } from '@tenderlens/domain';
import { useEffect } from 'react';
import { LoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import * as page from '../../../pageParts/layout/Pages.css';
import * as styles from '../accounts.css';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/**
 * /account-management/security: where you are signed in (each session revocable; the current one is
 * ended by signing out) and your display settings (spec 2§7 display_settings).
 */
export function SecurityPage() {
  const { user } = useCurrentUser();
  const { sessions, error, revoke } = useSessions();
  const display = useDisplaySettings();
  useEffect(() => {
    document.title = 'Security and display · Tenderlens';
  }, []);
  if (!user) return null;
  if (!sessions && !error) return <PageLoading label="Loading your sessions" />;
  const now = new Date();
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 id="page-heading" className={page.heading}>
          Security and display
        </h1>
      </div>
      <section className={page.section} aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className={page.subheading}>
          Where you are signed in
        </h2>
        {error || !sessions ? (
          <LoadError />
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  {['Device', 'Signed in', 'Last active', ''].map((h, i) => (
                    <th key={h || i} scope="col" className={styles.th}>
                      {h || <span className={styles.muted}>Actions</span>}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sessions.map((s) => (
                  <tr key={s.id}>
                    <td className={styles.td}>
                      {deviceLabel(s.userAgent)}
                      {s.current ? <span className={styles.muted}> (this browser)</span> : null}
                    </td>
                    <td className={styles.td}>{dateTime(s.createdAt)}</td>
                    <td className={styles.td}>{lastSeenLabel(s.lastSeenAt, now)}</td>
                    <td className={styles.td}>
                      {s.current ? null : (
                        <Button
                          size="sm"
                          variant="secondary"
                          onPress={() =>
                            void revoke(s.id).then((r) => (r.ok ? toast.success('Signed out of that session') : toast.error('We could not sign out that session. Please try again.')))
                          }
                        >
                          Sign out
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={page.section} aria-labelledby="display-heading">
        <h2 id="display-heading" className={page.subheading}>
          Display settings
        </h2>
        {display.error ? <LoadError /> : null}
        {display.settings ? (
          <div className={styles.form}>
            <Switch
              isSelected={display.settings.showBuyerCategories}
              isDisabled={user.guest}
              description="Show each buyer's categories beside its name in tables and on buyer pages."
              onChange={(v) => void display.save({ showBuyerCategories: v }).then((r) => (r.ok ? toast.success('Display settings saved') : toast.error('We could not save your display settings. Please try again.')))}
            >
              Show buyer categories
            </Switch>
            <Switch
              isSelected={display.settings.useSupplierName}
              isDisabled={user.guest}
              description="Match your signals on the names of your competitors and partners as well as their records."
              onChange={(v) => void display.save({ useSupplierName: v }).then((r) => (r.ok ? toast.success('Display settings saved') : toast.error('We could not save your display settings. Please try again.')))}
            >
              Use supplier names
            </Switch>
          </div>
        ) : null}
      </section>
    </div>
  );
}
