import { useCurrentUser } from '@tenderlens/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../navigation/routes';
import * as page from '../../../pageParts/layout/Pages.css';
import * as styles from './Settings.css';

interface SettingsSection {
  title: string;
  description: string;
  href: string;
  /** Left out for a guest pass (CRM sending is blocked for guests, spec 1§5). */
  notForGuests?: boolean;
}

/** Every part of account management, in the order a new team sets them up. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { title: 'Feed settings', description: 'Keywords, CPV codes, countries, competitors and partners that score your feed.', href: paths.feedSettings },
  { title: 'Notifications and alerts', description: 'Email digests and webhooks for your saved views and lists.', href: paths.notificationSettings },
  { title: 'My team', description: 'Invite colleagues, change roles and manage who is in your team.', href: paths.myTeam },
  { title: 'Subscription', description: 'Your plan, what it includes, and how to change it.', href: paths.subscription },
  { title: 'Security and display', description: 'Where you are signed in, and how tables show buyers.', href: paths.security },
  { title: 'CRM integration', description: 'Connect HubSpot or Salesforce and choose which fields are sent.', href: paths.crmSetup, notForGuests: true },
];

/** `/account-management` (the navigation's Settings): the way into each part of account management. */
export function SettingsPage() {
  const { user } = useCurrentUser();
  useEffect(() => {
    document.title = 'Settings · Tenderlens';
  }, []);
  const sections = SETTINGS_SECTIONS.filter((s) => !(s.notForGuests && user?.guest));
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 id="page-heading" className={page.heading}>
          Settings
        </h1>
      </div>
      <ul className={styles.grid} aria-labelledby="page-heading">
        {sections.map((s) => (
          <li key={s.href} className={styles.card}>
            <h2 className={styles.title}>
              <Link className={styles.link} to={s.href}>
                {s.title}
              </Link>
            </h2>
            <p className={styles.description}>{s.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
