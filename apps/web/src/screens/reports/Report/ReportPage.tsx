import { REPORT_COPY, REPORT_TYPE_LABELS, useCurrentUser, useReport, useReportDownload, type CurrentUser } from '@tenderlens/domain';
import { Button, EmptyState, formatDate } from '@tenderlens/ui';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PageLoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import * as pages from '../../../pageParts/layout/Pages.css';
import { ReportSections } from './ReportSections';

/** /reports/{reportId}: the report layout — title, description, Export PDF, and its sections in order. */
export function ReportPage({ user, reportId }: { user: CurrentUser; reportId: string }) {
  const { report, fetching, notFound, errorMessage } = useReport(reportId);
  const pdf = useReportDownload();
  useEffect(() => {
    document.title = `${report?.title ?? 'Report'} · Tenderlens`;
  }, [report?.title]);
  if (notFound)
    return (
      <div className={pages.page}>
        <h1 id="page-heading" className={pages.heading}>
          {REPORT_COPY.reportNotFound}
        </h1>
        <EmptyState illustration="noResults" title={REPORT_COPY.reportNotFound} description="It may have been withdrawn, or it is not shared with your company." />
      </div>
    );
  if (errorMessage) return <PageLoadError heading="Report" />;
  if (!report || fetching) return <PageLoading label="Loading report" />;
  return (
    <article className={pages.page} aria-labelledby="page-heading">
      <header className={pages.header}>
        <h1 id="page-heading" className={pages.heading}>
          {report.title}
        </h1>
        <Button variant="secondary" iconStart="Download" isPending={pdf.pending} onPress={() => void pdf.download(report.pdfUrl, `report-${report.id}.pdf`)}>
          {REPORT_COPY.exportPdf}
        </Button>
        {pdf.failed ? <p role="alert">{REPORT_COPY.loadFailed}</p> : null}
      </header>
      <p className={pages.meta}>
        {[REPORT_TYPE_LABELS[report.reportType], report.label, report.publishedAt ? `Published ${formatDate(report.publishedAt)}` : 'Draft', report.company?.name]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {report.description ? <p>{report.description}</p> : null}
      <ReportSections report={report} user={user} />
    </article>
  );
}

export function ReportRoute() {
  const { user } = useCurrentUser();
  const { reportId } = useParams();
  if (!user || !reportId) return null;
  return <ReportPage user={user} reportId={reportId} />;
}
