import { useAdminActions, useAdminSearch, useAdminSession } from '@tenderlens/domain';
import { Button, EmptyState, SearchField } from '@tenderlens/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../navigation/routes';
import * as pages from '../../../pageParts/layout/Pages.css';
import { LoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import { useResetSession } from '../../../pageParts/session/session';
import { AdminPage } from '../../../pageParts/admin/AdminNav';

/** After a switch the whole cache belongs to another company: a new client, then the notice feed. */
function useAfterSwitch() {
  const resetSession = useResetSession();
  const navigate = useNavigate();
  return () => {
    resetSession();
    navigate(paths.notices);
  };
}

/** /admin/switch-company: act inside another company (shown in the admin bar; every action logged). */
export function AdminSwitchCompanyPage() {
  const [q, setQ] = useState('');
  const { companies } = useAdminSearch(q);
  const { switchCompany, pending } = useAdminActions();
  const after = useAfterSwitch();
  return (
    <AdminPage heading="Switch company">
      <div className={pages.search}>
        <SearchField label="Search companies" onSubmit={setQ} onClear={() => setQ('')} />
      </div>
      {companies.error ? (
        <LoadError />
      ) : !companies.data ? (
        <PageLoading label="Loading companies" />
      ) : companies.data.companies.length === 0 ? (
        <EmptyState illustration="noResults" title="No companies found" />
      ) : (
        <ul>
          {companies.data.companies.map((c) => (
            <li key={c.id} className={pages.controls}>
              <span>{c.name}</span>
              <Button size="sm" variant="secondary" isDisabled={pending} onPress={() => void switchCompany(c.id).then(after)} aria-label={`Switch to ${c.name}`}>
                Switch
              </Button>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

/** /admin/switch-team: act inside another team of the company the admin acts in. */
export function AdminSwitchTeamPage() {
  const session = useAdminSession(true);
  const { switchTeam, pending } = useAdminActions();
  const after = useAfterSwitch();
  return (
    <AdminPage heading="Switch team">
      {session.error ? (
        <LoadError />
      ) : !session.data ? (
        <PageLoading label="Loading teams" />
      ) : (
        <>
          <p className={pages.meta}>
            Teams of {session.data.company.name}. You are in {session.data.team.name}.
          </p>
          <ul>
            {session.data.teams.map((t) => (
              <li key={t.id} className={pages.controls}>
                <span>{t.name}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  isDisabled={pending || t.id === session.data?.team.id}
                  onPress={() => void switchTeam(t.id).then(after)}
                  aria-label={`Switch to ${t.name}`}
                >
                  Switch
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminPage>
  );
}
