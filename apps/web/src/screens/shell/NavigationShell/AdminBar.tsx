import { useAdminActions, useAdminSession } from '@tenderlens/domain';
import { TopBar } from '@tenderlens/ui';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../navigation/routes';
import { useResetSession } from '../../../pageParts/session/session';
import * as styles from './NavigationShell.css';

export interface AdminBarProps {
  userId: string;
  companyId: string;
  environmentLabel: string;
  sandboxName?: string | null;
}

/**
 * Spec 1§2 "Admin bar": admins only; hidden through session storage and toggled with Ctrl+Shift+U. While the admin
 * acts inside another company ('Switch company'), the bar says so and offers the way back.
 */
export function AdminBar({ userId, companyId, environmentLabel, sandboxName }: AdminBarProps) {
  const { data: session } = useAdminSession(true);
  const { switchCompany, pending } = useAdminActions();
  const resetSession = useResetSession();
  const navigate = useNavigate();
  const env = sandboxName && environmentLabel === 'SANDBOX ADMIN' ? `${environmentLabel}: ${sandboxName}` : environmentLabel;
  const label = session?.acting ? `${env} · Acting in ${session.company.name} · ${session.team.name}` : env;
  return (
    <TopBar label={label} tone={environmentLabel === 'ADMIN' || session?.acting ? 'critical' : 'caution'} aria-label="Admin">
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
      {session?.acting ? (
        <button
          type="button"
          className={styles.adminLink}
          disabled={pending}
          onClick={() => {
            void switchCompany(null).then(() => {
              resetSession();
              navigate(paths.admin);
            });
          }}
        >
          Back to {session.home_company.name}
        </button>
      ) : null}
    </TopBar>
  );
}
