import { useRef, useState } from 'react';
import { useDeleteDocument, useDocumentHighlight, useMoveDocument, useReprocessDocument, type DocumentData } from '@tenderlens/domain';
import { DOCUMENT_STATUS_LABELS } from '@tenderlens/domain/files';
import { Button, Tag, VisuallyHidden, formatDate } from '@tenderlens/ui';
import * as styles from '../../../pageParts/layout/Pages.css';
import { MoveDialog } from './FolderDialogs';

const STATUS_TONE = { processing: 'info', complete: 'positive', failed: 'critical' } as const;

function Highlight({ id, query }: { id: string; query: string }) {
  const { highlight } = useDocumentHighlight(id, query);
  if (!highlight?.passages.length) return null;
  return (
    <p className={styles.meta}>
      {highlight.passages[0]?.segments.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}
    </p>
  );
}

function DocumentRow({ doc, query, movable, onMoved }: { doc: DocumentData; query: string; movable: boolean; onMoved?: (() => void) | undefined }) {
  const { remove, deleting } = useDeleteDocument();
  const { reprocess, reprocessing } = useReprocessDocument();
  const { move } = useMoveDocument();
  const [message, setMessage] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const actions = useRef<HTMLTableCellElement>(null);
  return (
    <tr>
      <td>
        <a className={styles.link} href={doc.downloadUrl}>
          {doc.title}
        </a>
        <div className={styles.meta}>{doc.fileName}</div>
        {query.trim() && doc.status === 'complete' ? <Highlight id={doc.id} query={query} /> : null}
        {doc.status === 'processing' ? <div className={styles.meta}>Extracting the text…</div> : null}
        {doc.status === 'failed' && doc.error ? <div className={styles.meta}>{doc.error}</div> : null}
      </td>
      <td>{doc.category ?? '—'}</td>
      <td>{doc.publishedAt ? formatDate(doc.publishedAt) : '—'}</td>
      <td>{doc.status === 'complete' ? `${doc.signalScore}%` : '—'}</td>
      <td>
        <Tag tone={STATUS_TONE[doc.status]}>{DOCUMENT_STATUS_LABELS[doc.status]}</Tag>
      </td>
      <td ref={actions}>
        {movable ? (
          <Button variant="secondary" size="sm" data-move onPress={() => setMoving(true)}>
            Move<VisuallyHidden> {doc.title}</VisuallyHidden> to…
          </Button>
        ) : null}
        {moving ? (
          <MoveDialog
            label={`document ${doc.title}`}
            from={doc.uiPath}
            onMove={(target) => move(doc.id, target)}
            onClose={(result) => {
              setMoving(false);
              // Moved, the row leaves the listing (the listing takes focus); cancelled, focus goes back to its button.
              if (result.done) onMoved?.();
              else requestAnimationFrame(() => actions.current?.querySelector<HTMLElement>('button[data-move]')?.focus());
            }}
          />
        ) : null}
        {doc.status === 'failed' ? (
          <Button variant="secondary" size="sm" isPending={reprocessing} onPress={() => void reprocess(doc.id)}>
            Try again
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          isPending={deleting}
          aria-label={`Delete ${doc.title}`}
          onPress={() => void remove(doc.id).then((o) => setMessage(o.ok ? null : o.message))}
        >
          Delete
        </Button>
        {message ? <div role="alert">{message}</div> : null}
      </td>
    </tr>
  );
}

export interface DocumentTableProps {
  documents: DocumentData[];
  /** The search's words (passages around them are shown). */
  query?: string;
  /** Each document can be moved to another folder (the folder view). */
  movable?: boolean;
  /** A document was moved out of the listing. */
  onMoved?: () => void;
  /** Fewer columns (an owner's section). */
  compact?: boolean;
}

/** Documents as a table: title (download link), category, published date, signal score, processing status, actions. */
export function DocumentTable({ documents, query = '', movable = false, onMoved, compact = false }: DocumentTableProps) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Category</th>
          <th scope="col">Published</th>
          <th scope="col">Signal score</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className={styles.meta}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {documents.map((d) => (
          <DocumentRow key={d.id} doc={d} query={query} movable={movable && !compact} onMoved={onMoved} />
        ))}
      </tbody>
    </table>
  );
}

