import { REPORT_COPY, reportDocumentFilePath, reportPath, useReport, useReportDownload } from '@tenderlens/domain';
import { Button, EmptyState, LinkButton } from '@tenderlens/ui';
import { Link, useParams } from 'react-router';
import { PageLoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import * as pages from '../../../pageParts/layout/Pages.css';

/** /reports/{reportId}/documents/{ref}: a document attached to a report — its description and the file or link. */
export function ReportDocumentPage({ reportId, docRef }: { reportId: string; docRef: string }) {
  const { report, fetching, notFound, errorMessage } = useReport(reportId);
  const file = useReportDownload();
  if (errorMessage) return <PageLoadError heading="Document" />;
  if (fetching && !report) return <PageLoading label="Loading document" />;
  const doc = report?.documents.find((d) => d.ref === docRef);
  if (notFound || !report || !doc)
    return (
      <div className={pages.page}>
        <h1 id="page-heading" className={pages.heading}>
          Document not found
        </h1>
        <EmptyState illustration="noResults" title="Document not found" description={REPORT_COPY.reportNotFound} />
      </div>
    );
  return (
    <div className={pages.page}>
      <h1 id="page-heading" className={pages.heading}>
        {doc.title}
      </h1>
      <p className={pages.meta}>
        From{' '}
        <Link className={pages.link} to={reportPath(report.id)}>
          {report.title}
        </Link>
        {doc.caption ? ` · ${doc.caption}` : ''}
      </p>
      {doc.description ? <p>{doc.description}</p> : null}
      <div>
        {doc.url ? (
          <LinkButton href={doc.url} newTab>
            Open the document
          </LinkButton>
        ) : (
          <Button iconStart="Download" isPending={file.pending} onPress={() => void file.download(reportDocumentFilePath(report.id, doc.ref), doc.ref)}>
            Download
          </Button>
        )}
      </div>
    </div>
  );
}

export function ReportDocumentRoute() {
  const { reportId, ref } = useParams();
  if (!reportId || !ref) return null;
  return <ReportDocumentPage reportId={reportId} docRef={ref} />;
}
