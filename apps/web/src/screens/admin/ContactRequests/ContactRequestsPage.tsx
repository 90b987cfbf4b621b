import { useAdminContactRequests, type AdminContactRequest } from '@tenderlens/domain';
import { DataTable, EmptyState, type DataTableColumn } from '@tenderlens/ui';
import { LoadError } from '../../../pageParts/PageStates/PageStates';
import { AdminPage, formatWhen } from '../../../pageParts/admin/AdminNav';

const columns: DataTableColumn<AdminContactRequest>[] = [
  { id: 'when', header: 'When', width: 170, accessor: (r) => formatWhen(r.createdAt) },
  { id: 'company', header: 'Company', width: 180, accessor: (r) => `${r.company} (${r.requestedBy})` },
  {
    id: 'buyers',
    header: 'Buyers or notice',
    width: 240,
    accessor: (r) => [...r.buyers, ...(r.notice ? [r.notice] : [])].join('; '),
  },
  {
    id: 'who',
    header: 'Seniority and function',
    width: 260,
    accessor: (r) => [...r.seniority, ...r.jobFunction, ...(r.jobTitle ? [r.jobTitle] : [])].join(', '),
  },
  {
    id: 'info',
    header: 'Additional information',
    width: 220,
    accessor: (r) => r.additionalInformation ?? '',
  },
  {
    id: 'webhook',
    header: 'Automation webhook',
    accessor: (r) =>
      `${r.webhookStatus}${r.webhookError ? `: ${r.webhookError}` : ''} (${r.webhookAttempts} attempts)`,
  },
];

/** /admin/contact-requests: what users asked the provider's team for, newest first, with the webhook's delivery. */
export function ContactRequestsPage() {
  const read = useAdminContactRequests();
  return (
    <AdminPage heading="Contact requests">
      {read.error ? (
        <LoadError />
      ) : (
        <DataTable
          aria-label="Contact requests"
          columns={columns}
          data={read.data?.contact_requests ?? []}
          getRowId={(r) => r.guid}
          isLoading={read.fetching}
          emptyState={<EmptyState illustration="noResults" title="No contact requests yet" />}
        />
      )}
    </AdminPage>
  );
}
