import { CONTENT_LIBRARY_FLAG, REPORT_COPY, reportPath, useAppConfig, useContentLibrary } from '@tenderlens/domain';
import { EmptyState, Skeleton, SkeletonGroup } from '@tenderlens/ui';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import { PageHeading } from '../../../pageParts/PageHeading/PageHeading';
import * as pages from '../../../pageParts/layout/Pages.css';
import * as styles from '../Report/Reports.css';
import { ReportCard } from '../ReportList/ReportListPage';

/** The Content library (behind its feature flag): the published industry reports and the articles they link. */
export function ContentLibraryPage() {
  const { library, fetching, errorMessage } = useContentLibrary();
  useEffect(() => {
    document.title = `${REPORT_COPY.contentLibraryTitle} · Tenderlens`;
  }, []);
  let body;
  if (errorMessage) body = <LoadError />;
  else if (fetching && !library)
    body = (
      <SkeletonGroup label="Loading the content library">
        <Skeleton variant="block" height="140px" />
        <Skeleton variant="block" height="240px" />
      </SkeletonGroup>
    );
  else if (!library || (library.reports.length === 0 && library.articles.length === 0))
    body = <EmptyState illustration="noDocuments" title={REPORT_COPY.contentLibraryEmpty} description={REPORT_COPY.industryReportsEmptyBody} />;
  else
    body = (
      <>
        <section className={pages.summaryGrid} aria-labelledby="library-reports">
          <h2 id="library-reports" className={pages.subheading}>
            {REPORT_COPY.industryReportsTitle}
          </h2>
          <ul className={`${styles.list} ${styles.cards}`}>
            {library.reports.map((r) => (
              <ReportCard key={r.id} report={r} />
            ))}
          </ul>
        </section>
        <section className={pages.summaryGrid} aria-labelledby="library-articles">
          <h2 id="library-articles" className={pages.subheading}>
            Articles
          </h2>
          <ul className={styles.list}>
            {library.articles.map((a) => (
              <li key={`${a.reportId}:${a.url}`} className={styles.item}>
                <a className={pages.link} href={a.url} target="_blank" rel="noopener noreferrer">
                  {a.title}
                </a>
                <span className={pages.meta}>
                  {[a.caption, a.srcUrl ? new URL(a.srcUrl).hostname : null].filter(Boolean).join(' · ')} · from{' '}
                  <Link className={pages.link} to={reportPath(a.reportId)}>
                    {a.reportTitle}
                  </Link>
                </span>
                {a.description ? <p className={styles.answer}>{a.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      </>
    );
  return (
    <div className={pages.page}>
      <h1 id="page-heading" className={pages.heading}>
        {REPORT_COPY.contentLibraryTitle}
      </h1>
      {body}
    </div>
  );
}

/** The route: behind the Content library feature flag (without it the page does not exist). */
export function ContentLibraryRoute() {
  const { appConfig } = useAppConfig();
  if (!appConfig) return <PageLoading label="Loading the content library" />;
  if (!appConfig.featureFlags.includes(CONTENT_LIBRARY_FLAG)) return <PageHeading title="Page not found" />;
  return <ContentLibraryPage />;
}
