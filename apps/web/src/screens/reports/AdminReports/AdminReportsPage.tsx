import { REPORT_TYPE_LABELS, adminReportPath, useAdminReports, useAdminSearch, useReportAuthoring, type ReportType } from '@tenderlens/domain';
import { Button, DataTable, EmptyState, RadioGroup, Select, TextField, formatDate, type DataTableColumn } from '@tenderlens/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import * as pages from '../../../pageParts/layout/Pages.css';
import { LoadError } from '../../../pageParts/PageStates/PageStates';
import { AdminPage } from '../../../pageParts/admin/AdminNav';

interface Row {
  id: string;
  title: string;
  reportType: ReportType;
  company: { name: string } | null;
  publishedAt: string | null;
}

const columns: DataTableColumn<Row>[] = [
  {
    id: 'title',
    header: 'Title',
    width: 320,
    accessor: (r) => r.title,
    cell: ({ row }) => (
      <Link className={pages.link} to={adminReportPath(row.id)}>
        {row.title}
      </Link>
    ),
  },
  { id: 'type', header: 'Type', width: 160, accessor: (r) => REPORT_TYPE_LABELS[r.reportType] },
  { id: 'audience', header: 'For', width: 200, accessor: (r) => r.company?.name ?? 'Everyone' },
  { id: 'published', header: 'Published', accessor: (r) => (r.publishedAt ? formatDate(r.publishedAt) : 'Draft') },
];

function CreateReport() {
  const authoring = useReportAuthoring();
  const companies = useAdminSearch('').companies;
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [reportType, setReportType] = useState<ReportType>('CUSTOM_BRIEFING');
  const [companyGuid, setCompanyGuid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className={pages.section}
      aria-labelledby="new-report"
      onSubmit={(e) => {
        e.preventDefault();
        if (!title.trim()) return setError('A title is required');
        void authoring.createReport({ title, reportType, companyGuid: reportType === 'CUSTOM_BRIEFING' ? companyGuid : null }).then((r) => {
          if (r.ok) void navigate(adminReportPath(r.report.id));
          else setError(r.message);
        });
      }}
    >
      <h2 id="new-report" className={pages.subheading}>
        New report
      </h2>
      <TextField label="Title" value={title} onChange={setTitle} />
      <RadioGroup
        label="Type"
        value={reportType}
        onChange={(v) => setReportType(v as ReportType)}
        options={[
          { value: 'CUSTOM_BRIEFING', label: 'Custom briefing (for one company)' },
          { value: 'INDUSTRY_REPORT', label: 'Industry report (for everyone)' },
        ]}
      />
      {reportType === 'CUSTOM_BRIEFING' ? (
        <Select
          label="Company"
          placeholder="Choose a company"
          items={(companies.data?.companies ?? []).map((c) => ({ id: c.guid, label: c.name }))}
          selectedKey={companyGuid}
          onSelectionChange={(k) => setCompanyGuid(k === null ? null : String(k))}
        />
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      <div>
        <Button type="submit" isPending={authoring.creating}>
          Create report
        </Button>
      </div>
    </form>
  );
}

/** /admin/reports: every report (drafts included) and a new one. */
export function AdminReportsPage() {
  const { reports, fetching, errorMessage } = useAdminReports();
  return (
    <AdminPage heading="Reports">
      <CreateReport />
      <section className={pages.section} aria-labelledby="all-reports">
        <h2 id="all-reports" className={pages.subheading}>
          All reports
        </h2>
        {errorMessage ? (
          <LoadError />
        ) : (
          <DataTable
            aria-label="Reports"
            columns={columns}
            data={reports ?? []}
            isLoading={fetching && !reports}
            emptyState={<EmptyState illustration="noDocuments" title="No reports yet" description="Create the first one above." />}
          />
        )}
      </section>
    </AdminPage>
  );
}
