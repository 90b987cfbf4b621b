import { TopBar } from '@tenderlens/ui';
import { Link } from 'react-router';
import { paths } from '../../../navigation/routes';
import * as styles from './NavigationShell.css';

export interface AdminBarProps {
  userId: string;
  companyId: string;
  environmentLabel: string;
  sandboxName?: string | null;
}

/** Spec 1§2 "Admin bar": admins only; hidden through session storage and toggled with Ctrl+Shift+U. */
export function AdminBar({ userId, companyId, environmentLabel, sandboxName }: AdminBarProps) {
  const label =
    sandboxName && environmentLabel === 'SANDBOX ADMIN'
      ? `${environmentLabel}: ${sandboxName}`
      : environmentLabel;
  return (
    <TopBar label={label} tone={environmentLabel === 'ADMIN' ? 'critical' : 'caution'} aria-label="Admin">
      <Link className={styles.adminLink} to={paths.admin}>
        Admin
      </Link>
      <Link className={styles.adminLink} to={paths.adminUser(userId)}>
        User
      </Link>
      <Link className={styles.adminLink} to={paths.adminCompany(companyId)}>
        Company
      </Link>
      <Link className={styles.adminLink} to={paths.adminSwitchCompany}>
        Switch company
      </Link>
      <Link className={styles.adminLink} to={paths.adminSwitchTeam}>
        Switch team
      </Link>
    </TopBar>
  );
}
