import { REPORT_COPY, reportPath, useReports, type ReportSummaryData, type ReportType } from '@tenderlens/domain';
import { EmptyState, Skeleton, SkeletonGroup, formatDate } from '@tenderlens/ui';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../pageParts/PageStates/PageStates';
import * as pages from '../../../pageParts/layout/Pages.css';
import * as styles from '../Report/Reports.css';

const COPY: Record<ReportType, { title: string; empty: string; emptyBody: string }> = {
  CUSTOM_BRIEFING: { title: REPORT_COPY.customBriefingsTitle, empty: REPORT_COPY.customBriefingsEmpty, emptyBody: REPORT_COPY.customBriefingsEmptyBody },
  INDUSTRY_REPORT: { title: REPORT_COPY.industryReportsTitle, empty: REPORT_COPY.industryReportsEmpty, emptyBody: REPORT_COPY.industryReportsEmptyBody },
};

/** A report as a card: its title (the link), label, date and description. */
export function ReportCard({ report }: { report: ReportSummaryData }) {
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>
        <Link className={pages.link} to={reportPath(report.id)}>
          {report.title}
        </Link>
      </h2>
      <p className={pages.meta}>{[report.label, report.publishedAt ? formatDate(report.publishedAt) : null].filter(Boolean).join(' · ')}</p>
      {report.description ? <p className={styles.answer}>{report.description}</p> : null}
    </li>
  );
}

/** 'Custom briefings' (the company's) and 'Industry reports' (published to everyone): the reports, newest first. */
export function ReportListPage({ reportType }: { reportType: ReportType }) {
  const copy = COPY[reportType];
  const { reports, fetching, errorMessage } = useReports(reportType);
  useEffect(() => {
    document.title = `${copy.title} · Tenderlens`;
  }, [copy.title]);
  let body;
  if (errorMessage) body = <LoadError />;
  else if (fetching && !reports)
    body = (
      <SkeletonGroup label={`Loading ${copy.title.toLowerCase()}`}>
        <Skeleton variant="block" height="140px" />
        <Skeleton variant="block" height="140px" />
      </SkeletonGroup>
    );
  else if (!reports || reports.length === 0) body = <EmptyState illustration="noDocuments" title={copy.empty} description={copy.emptyBody} />;
  else
    body = (
      <ul className={`${styles.list} ${styles.cards}`}>
        {reports.map((r) => (
          <ReportCard key={r.id} report={r} />
        ))}
      </ul>
    );
  return (
    <div className={pages.page}>
      <h1 id="page-heading" className={pages.heading}>
        {copy.title}
      </h1>
      {body}
    </div>
  );
}

export const CustomBriefingsPage = () => <ReportListPage reportType="CUSTOM_BRIEFING" />;
export const IndustryReportsPage = () => <ReportListPage reportType="INDUSTRY_REPORT" />;
