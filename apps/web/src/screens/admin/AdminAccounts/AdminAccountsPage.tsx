import { PLAN_NAMES, useAdminSearch, type AdminCompany, type AdminUser } from '@tenderlens/domain';
import { DataTable, EmptyState, SearchField, type DataTableColumn } from '@tenderlens/ui';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import * as pages from '../../../pageParts/layout/Pages.css';
import { LoadError } from '../../../pageParts/PageStates/PageStates';
import { AdminPage } from '../../../pageParts/admin/AdminNav';

const userColumns: DataTableColumn<AdminUser>[] = [
  {
    id: 'name',
    header: 'User',
    width: 240,
    accessor: (u) => `${u.first_name} ${u.last_name}`,
    cell: ({ row }) => (
      <Link className={pages.link} to={paths.adminUser(row.id)}>
        {row.first_name} {row.last_name}
      </Link>
    ),
  },
  { id: 'email', header: 'Email', width: 260, accessor: (u) => u.email },
  { id: 'company', header: 'Company', width: 200, accessor: (u) => u.company.name },
  { id: 'team', header: 'Team', width: 140, accessor: (u) => u.team.name },
  { id: 'flags', header: 'Status', accessor: (u) => [u.active ? 'Active' : 'Inactive', u.admin ? 'Admin' : null].filter(Boolean).join(', ') },
];

const companyColumns: DataTableColumn<AdminCompany>[] = [
  {
    id: 'name',
    header: 'Company',
    width: 260,
    accessor: (c) => c.name,
    cell: ({ row }) => (
      <Link className={pages.link} to={paths.adminCompany(row.id)}>
        {row.name}
      </Link>
    ),
  },
  { id: 'plan', header: 'Plan', width: 140, accessor: (c) => PLAN_NAMES[c.payment_type] },
  { id: 'users', header: 'Users', width: 100, accessor: (c) => c.user_count },
  { id: 'seats', header: 'Seats', width: 100, accessor: (c) => c.seats ?? 'Not limited' },
  { id: 'demo', header: 'Demo', accessor: (c) => (c.is_demo ? 'Yes' : 'No') },
];

/** /admin: search users and companies (issue 13 "Admin: users and companies"). */
export function AdminAccountsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const { users, companies } = useAdminSearch(q);
  const userRows = useMemo(() => users.data?.users ?? [], [users.data]);
  const companyRows = useMemo(() => companies.data?.companies ?? [], [companies.data]);
  return (
    <AdminPage heading="Admin">
      <div className={pages.search}>
        <SearchField
          label="Search users and companies"
          placeholder="Name, email or company"
          defaultValue={q}
          onSubmit={(text) => setParams(text ? { q: text } : {}, { replace: true })}
          onClear={() => setParams({}, { replace: true })}
        />
      </div>
      <section aria-labelledby="admin-companies" className={pages.section}>
        <h2 id="admin-companies" className={pages.subheading}>
          Companies
        </h2>
        {companies.error ? (
          <LoadError />
        ) : (
          <DataTable
            aria-label="Companies"
            columns={companyColumns}
            data={companyRows}
            getRowId={(c) => c.id}
            isLoading={companies.fetching}
            emptyState={<EmptyState illustration="noResults" title="No companies found" />}
          />
        )}
      </section>
      <section aria-labelledby="admin-users" className={pages.section}>
        <h2 id="admin-users" className={pages.subheading}>
          Users
        </h2>
        {users.error ? (
          <LoadError />
        ) : (
          <DataTable
            aria-label="Users"
            columns={userColumns}
            data={userRows}
            getRowId={(u) => u.id}
            isLoading={users.fetching}
            emptyState={<EmptyState illustration="noResults" title="No users found" />}
          />
        )}
      </section>
    </AdminPage>
  );
}
