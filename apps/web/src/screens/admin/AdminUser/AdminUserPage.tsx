import { adminChangeResetsSession, useAdminActions, useAdminUser, useCurrentUser, type AdminUserDetail } from '@tenderlens/domain';
import { Button, Select, Switch, toast } from '@tenderlens/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import * as pages from '../../../pageParts/layout/Pages.css';
import { LoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import { useResetSession } from '../../../pageParts/session/session';
import { DeleteUserModal } from '../../../pageParts/accounts/DeleteUserModal';
import { AdminPage } from '../../../pageParts/admin/AdminNav';

function UserForm({ detail, onSaved }: { detail: AdminUserDetail; onSaved: () => void }) {
  const { user: target, teams } = detail;
  const { user } = useCurrentUser();
  const { updateUser, deleteUser, pending } = useAdminActions();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const name = `${target.first_name} ${target.last_name}`;
  const resetSession = useResetSession();
  const [admin, setAdmin] = useState(target.admin);
  const [exportPermission, setExportPermission] = useState(target.has_export_permission);
  const [active, setActive] = useState(target.active);
  const [team, setTeam] = useState(target.team.id);
  const save = async () => {
    try {
      await updateUser(target.id, { admin, has_export_permission: exportPermission, active, team_id: team });
      toast.success(`${target.first_name} ${target.last_name} saved`);
      if (user && adminChangeResetsSession({ kind: 'user', userId: target.id }, user)) resetSession();
      onSaved();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not save the user');
    }
  };
  return (
    <section aria-labelledby="user-settings" className={pages.section}>
      <p className={pages.meta}>
        {target.email} ·{' '}
        <Link className={pages.link} to={paths.adminCompany(target.company.id)}>
          {target.company.name}
        </Link>
      </p>
      <h2 id="user-settings" className={pages.subheading}>
        Access
      </h2>
      <Switch isSelected={admin} onChange={setAdmin}>
        Admin
      </Switch>
      <Switch isSelected={exportPermission} onChange={setExportPermission}>
        Export permission
      </Switch>
      <Switch isSelected={active} onChange={setActive}>
        Active
      </Switch>
      <Select label="Team" items={teams.map((t) => ({ id: t.id, label: t.name }))} selectedKey={team} onSelectionChange={(key) => setTeam(String(key))} />
      <div className={pages.controls}>
        <Button variant="primary" onPress={() => void save()} isPending={pending}>
          Save user
        </Button>
        {user?.id === target.id ? null : (
          <Button variant="danger" iconStart="Trash2" onPress={() => setDeleting(true)}>
            Delete user
          </Button>
        )}
      </div>
      {deleting ? (
        <DeleteUserModal
          name={name}
          email={target.email}
          isOpen={deleting}
          onOpenChange={setDeleting}
          onDelete={async () => {
            try {
              await deleteUser(target.id);
              toast.success(`${name} was deleted`);
              void navigate(paths.adminCompany(target.company.id));
              return null;
            } catch (error) {
              return error instanceof Error ? error.message : 'Please try again.';
            }
          }}
        />
      ) : null}
    </section>
  );
}

/** /admin/users/{id}: a user's admin flag, export permission, team and active. */
export function AdminUserPage() {
  const { id = '' } = useParams();
  const read = useAdminUser(id);
  return (
    <AdminPage heading={read.data ? `${read.data.user.first_name} ${read.data.user.last_name}` : 'User'}>
      {read.error ? <LoadError /> : !read.data ? <PageLoading label="Loading user" /> : <UserForm key={JSON.stringify(read.data.user)} detail={read.data} onSaved={read.refetch} />}
    </AdminPage>
  );
}
