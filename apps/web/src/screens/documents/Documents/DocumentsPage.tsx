import { useState } from 'react';
import { useDocuments, useCurrentUser, type DocumentData } from '@tenderlens/domain';
import { type DocumentOwnerType } from '@tenderlens/domain/files';
import { EmptyState, SearchField, Skeleton, SkeletonGroup } from '@tenderlens/ui';
import { useSearchParams } from 'react-router';
import { PendingUploads, UploadControls } from './DocumentUploads';
import { FolderView } from './DocumentFolders';
import { DocumentTable } from './DocumentTable';
import { LoadError } from '../../../pageParts/PageStates/PageStates';
import { DataTypeLocked } from '../../../pageParts/paywall/DataTypeLocked';
import * as styles from '../../../pageParts/layout/Pages.css';

export interface DocumentListProps {
  /** Only the documents of this buyer, notice or opportunity (uploads attach to it). */
  owner?: { type: DocumentOwnerType; guid: string };
  /** A compact section (on an owner's page) rather than the whole page. */
  compact?: boolean;
}

/** Search, upload and the list of documents: the small section on buyers, notices and opportunities. */
export function DocumentList({ owner, compact = false }: DocumentListProps) {
  const [query, setQuery] = useState('');
  const [uploads, setUploads] = useState(0);
  const { documents, total, fetching, errorMessage, refetch } = useDocuments({ query, ...(owner ? { ownerGuid: owner.guid } : {}) });
  const uploaded = () => {
    setUploads((n) => n + 1);
    refetch();
  };
  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <SearchField label="Search documents" placeholder="Words inside the documents" onDebouncedChange={setQuery} />
        </div>
      </div>
      <UploadControls owner={owner} onUploaded={uploaded} />
      {compact ? null : <PendingUploads refreshKey={uploads} />}
      <DocumentResults documents={documents} total={total} fetching={fetching} errorMessage={errorMessage} query={query} compact={compact} />
    </>
  );
}

interface DocumentResultsProps {
  documents: DocumentData[] | undefined;
  total: number;
  totalIsEstimate?: boolean;
  fetching: boolean;
  errorMessage: string | null;
  query: string;
  compact?: boolean;
}

function DocumentResults({ documents, total, totalIsEstimate = false, fetching, errorMessage, query, compact = false }: DocumentResultsProps) {
  if (errorMessage) return <LoadError />;
  if (fetching && !documents)
    return (
      <SkeletonGroup label="Loading documents">
        <Skeleton variant="block" height="160px" />
      </SkeletonGroup>
    );
  if (!documents || documents.length === 0)
    return (
      <EmptyState
        illustration="noDocuments"
        title={query.trim() ? 'No documents match your search' : 'No documents yet'}
        description={query.trim() ? 'Try other words.' : 'Documents you upload will be listed here.'}
      />
    );
  const count = total === 1 ? '1 document' : `${totalIsEstimate ? 'About ' : ''}${total.toLocaleString('en-GB')} documents`;
  return (
    <>
      <p className={styles.meta}>{count}</p>
      <DocumentTable documents={documents} query={query} compact={compact} />
    </>
  );
}

/** Search over every document of the company (best matches first, passages highlighted). */
function SearchResults({ query }: { query: string }) {
  const { documents, total, totalIsEstimate, fetching, errorMessage } = useDocuments({ query });
  return <DocumentResults documents={documents} total={total} totalIsEstimate={totalIsEstimate} fetching={fetching} errorMessage={errorMessage} query={query} />;
}

/**
 * `/documents` (issue 15): the company's library — folders to browse (`?path=/Bids/2026`, with
 * breadcrumbs), a search by the words inside every document, uploads by file or link into the open
 * folder, and the uploads still being processed; the DOCUMENTS paywall page without DOCUMENTS.
 */
export function DocumentsPage() {
  const { user } = useCurrentUser();
  const entitled = !user || user.activeDataTypes.includes('DOCUMENTS');
  const [params, setParams] = useSearchParams();
  const path = params.get('path') || '/';
  const [query, setQuery] = useState('');
  const [uploads, setUploads] = useState(0);
  const open = (next: string) =>
    setParams((current) => {
      const p = new URLSearchParams(current);
      if (next === '/') p.delete('path');
      else p.set('path', next);
      return p;
    });

  if (!entitled) {
    return <DataTypeLocked dataType="DOCUMENTS" />;
  }
  return (
    <div className={styles.page}>
      <h1 id="page-heading" className={styles.heading}>
        Documents
      </h1>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <SearchField label="Search documents" placeholder="Words inside the documents" onDebouncedChange={setQuery} />
        </div>
      </div>
      <UploadControls uiPath={path} onUploaded={() => setUploads((n) => n + 1)} />
      <PendingUploads refreshKey={uploads} />
      {query.trim() ? <SearchResults query={query} /> : <FolderView path={path} onOpen={open} refreshKey={uploads} />}
    </div>
  );
}
