import { useCurrentUser } from '@tenderlens/domain';
import { EmptyState } from '@tenderlens/ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ADMIN_SECTIONS } from '../../navigation/adminNav';
import * as pages from '../layout/Pages.css';
import { PageLoading } from '../PageStates/PageStates';

/** An admin page: its heading, the admin navigation and the body; non-admins are told they cannot use it. */
export function AdminPage({ heading, children }: { heading: string; children: ReactNode }) {
  const { user } = useCurrentUser();
  if (!user) return <PageLoading label="Loading admin" />;
  if (!user.admin)
    return (
      <div className={pages.page}>
        <h1 id="page-heading" className={pages.heading}>
          {heading}
        </h1>
        <EmptyState title="Admins only" description="This page is for Tenderlens admins. Ask an admin if you need something changed." />
      </div>
    );
  return (
    <div className={pages.page}>
      <h1 id="page-heading" className={pages.heading}>
        {heading}
      </h1>
      <nav aria-label="Admin sections" className={pages.tabs}>
        {ADMIN_SECTIONS.map((section) => (
          <NavLink key={section.id} to={section.href} end className={pages.link}>
            {section.label}
          </NavLink>
        ))}
      </nav>
      {children}
    </div>
  );
}

export const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' }).format(new Date(iso));
