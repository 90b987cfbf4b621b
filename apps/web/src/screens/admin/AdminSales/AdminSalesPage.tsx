import { useAuditLog, useDemoRequests, useSalesInteractions, type AuditEntry, type DemoRequestEntry, type SalesInteractionEntry } from '@tenderlens/domain';
import { DataTable, EmptyState, type DataTableColumn, type DataTableRow } from '@tenderlens/ui';
import * as pages from '../../../pageParts/layout/Pages.css';
import { LoadError } from '../../../pageParts/PageStates/PageStates';
import { AdminPage, formatWhen } from '../../../pageParts/admin/AdminNav';

const demoColumns: DataTableColumn<DemoRequestEntry>[] = [
  { id: 'when', header: 'When', width: 180, accessor: (r) => formatWhen(r.created_at) },
  { id: 'name', header: 'Name', width: 180, accessor: (r) => `${r.first_name} ${r.last_name}` },
  { id: 'email', header: 'Email', width: 220, accessor: (r) => r.email },
  { id: 'company', header: 'Company', width: 180, accessor: (r) => r.company?.name ?? '' },
  { id: 'context', header: 'From', accessor: (r) => r.context ?? '' },
];
const interactionColumns: DataTableColumn<SalesInteractionEntry>[] = [
  { id: 'when', header: 'When', width: 180, accessor: (r) => formatWhen(r.created_at) },
  { id: 'action', header: 'Action', width: 240, accessor: (r) => r.action_type },
  { id: 'type', header: 'Data type', width: 140, accessor: (r) => r.data_type ?? '' },
  { id: 'page', header: 'Page', width: 200, accessor: (r) => r.page_url },
  { id: 'company', header: 'Company', accessor: (r) => r.company_name ?? '' },
];
const auditColumns: DataTableColumn<AuditEntry>[] = [
  { id: 'when', header: 'When', width: 180, accessor: (r) => formatWhen(r.created_at) },
  { id: 'admin', header: 'Admin', width: 220, accessor: (r) => r.admin_email ?? '' },
  { id: 'action', header: 'Action', width: 160, accessor: (r) => r.action },
  { id: 'target', header: 'Target', width: 140, accessor: (r) => (r.target_type ? `${r.target_type} ${r.target_id ?? ''}` : '') },
  { id: 'acting', header: 'Acting in', accessor: (r) => r.acting_company ?? '' },
];

function Table<T extends DataTableRow>({ id, title, read, rows, columns }: { id: string; title: string; read: { error: unknown; fetching: boolean }; rows: T[]; columns: DataTableColumn<T>[] }) {
  return (
    <section aria-labelledby={id} className={pages.section}>
      <h2 id={id} className={pages.subheading}>
        {title}
      </h2>
      {read.error ? (
        <LoadError />
      ) : (
        <DataTable aria-label={title} columns={columns} data={rows} isLoading={read.fetching} emptyState={<EmptyState illustration="noResults" title={`No ${title.toLowerCase()} yet`} />} />
      )}
    </section>
  );
}

/** /admin/sales: demo requests, sales interactions (paywall openings, cancelled demo forms) and the admin audit log. */
export function AdminSalesPage() {
  const demos = useDemoRequests();
  const interactions = useSalesInteractions();
  const audit = useAuditLog();
  return (
    <AdminPage heading="Demo requests and sales interactions">
      <Table id="demo-requests" title="Demo requests" read={demos} rows={demos.data?.demo_requests ?? []} columns={demoColumns} />
      <Table id="sales-interactions" title="Sales interactions" read={interactions} rows={interactions.data?.sales_interactions ?? []} columns={interactionColumns} />
      <Table id="audit-log" title="Admin audit log" read={audit} rows={audit.data?.entries ?? []} columns={auditColumns} />
    </AdminPage>
  );
}
