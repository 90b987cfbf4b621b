import { useState, type FormEvent } from 'react';
import { DOCUMENT_MESSAGES, linkProblem, usePendingUploads, useUploadDocument, useUploadLink } from '@tenderlens/domain';
import { UPLOAD_ACCEPT, type DocumentOwnerType } from '@tenderlens/domain/files';
import { Button, Tag, TextField } from '@tenderlens/ui';
import * as styles from '../../../pageParts/layout/Pages.css';

export interface UploadControlsProps {
  /** Uploads attach to this buyer, notice or opportunity. */
  owner?: { type: DocumentOwnerType; guid: string } | undefined;
  /** Uploads land in this folder ('/' the library's root). */
  uiPath?: string | undefined;
  /** An upload was accepted (the lists ask again). */
  onUploaded: () => void;
}

/**
 * Upload a file (POST /api/docs/file-upload) or the file a link points at (POST /api/docs/url-upload):
 * the type and size are checked before sending, a link must be http(s), and the server's refusals
 * (unsupported type, too large, a link it could not fetch) are shown as they are.
 */
export function UploadControls({ owner, uiPath, onUploaded }: UploadControlsProps) {
  const file = useUploadDocument();
  const link = useUploadLink();
  const [url, setUrl] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const onFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    const outcome = await file.upload(chosen, owner, uiPath);
    setNotice(outcome.ok ? { ok: true, text: DOCUMENT_MESSAGES.uploaded } : { ok: false, text: outcome.message });
    if (outcome.ok) onUploaded();
  };

  const onLink = async (event: FormEvent) => {
    event.preventDefault();
    const problem = linkProblem(url);
    setLinkError(problem);
    if (problem) return;
    setNotice(null);
    const outcome = await link.upload(url, { owner, uiPath });
    if (outcome.ok) {
      setUrl('');
      setNotice({ ok: true, text: DOCUMENT_MESSAGES.uploaded });
      onUploaded();
    } else setLinkError(outcome.message);
  };

  return (
    <div className={styles.controls}>
      <label>
        <span>{file.uploading ? 'Uploading…' : 'Upload a file'}</span>{' '}
        <input
          type="file"
          accept={UPLOAD_ACCEPT}
          disabled={file.uploading}
          onChange={(e) => {
            const target = e.currentTarget;
            void onFile(target.files?.[0]).then(() => (target.value = ''));
          }}
        />
      </label>
      <form className={styles.controls} onSubmit={(e) => void onLink(e)} noValidate aria-label="Upload from a link">
        <TextField
          label="Link to a file"
          type="url"
          placeholder="https://example.org/tender.pdf"
          value={url}
          onChange={(v) => {
            setUrl(v);
            setLinkError(null);
          }}
          isInvalid={linkError !== null}
          errorMessage={linkError}
        />
        <Button type="submit" variant="secondary" isPending={link.uploading}>
          Upload link
        </Button>
      </form>
      {notice ? <div role={notice.ok ? 'status' : 'alert'}>{notice.text}</div> : null}
    </div>
  );
}

/** Uploads whose text is still being extracted (POST /api/docs/list-pending-uploads); nothing when none are. */
export function PendingUploads({ refreshKey }: { refreshKey?: unknown }) {
  const { uploads } = usePendingUploads({ refreshKey });
  if (uploads.length === 0) return null;
  return (
    <section aria-labelledby="pending-uploads" className={styles.section}>
      <h2 id="pending-uploads" className={styles.subheading}>
        Pending uploads
      </h2>
      <ul>
        {uploads.map((u) => (
          <li key={u.id}>
            {u.title} <span className={styles.meta}>{u.fileName}</span> <Tag tone="info">Processing</Tag>
          </li>
        ))}
      </ul>
    </section>
  );
}
