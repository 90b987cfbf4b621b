import {
  BID_RESPONSE_MESSAGES,
  bidResponsesExportPath,
  useBidResponse,
  useBidResponses,
  useCompanyUsers,
  useDeleteBidResponse,
  useRetryBidResponseExtraction,
  useUpdateBidResponse,
  useUploadTenderDocument,
  type BidResponseData,
  type BidResponseInput,
  type BidResponseStageData,
} from '@tenderlens/domain';
import { UPLOAD_ACCEPT } from '@tenderlens/domain/files';
import { Button, EmptyState, Modal, Select, Skeleton, SkeletonGroup, TextArea, TextField, formatDate, toast } from '@tenderlens/ui';
import { useState } from 'react';
import { LoadError } from '../../../pageParts/PageStates/PageStates';
import * as styles from './BidResponsesSection.css';

const NOBODY = '__nobody';

const label = (r: Pick<BidResponseData, 'reference' | 'title'>) => (r.reference ? `${r.reference} ${r.title}` : r.title);
const words = (text: string) => (text.trim() ? text.trim().split(/\s+/).length : 0);
/** The word limit in "Maximum 500 words", or null. */
const wordLimit = (formatting: string | null) => {
  const m = /Maximum ([\d,]+) words/.exec(formatting ?? '');
  return m?.[1] ? Number(m[1].replace(/,/g, '')) : null;
};

function ResponseEditor({
  id,
  stages,
  canEdit,
  onClose,
}: {
  id: string;
  stages: BidResponseStageData[];
  canEdit: boolean;
  onClose: () => void;
}) {
  const { response: r, fetching } = useBidResponse(id);
  const users = useCompanyUsers();
  const { update, saving } = useUpdateBidResponse();
  const { remove, deleting } = useDeleteBidResponse();
  const [draft, setDraft] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  if (!r)
    return fetching ? (
      <SkeletonGroup label="Loading the response">
        <Skeleton variant="block" height="160px" />
      </SkeletonGroup>
    ) : (
      <p role="alert">{BID_RESPONSE_MESSAGES.loadFailed}</p>
    );
  const people = [{ id: NOBODY, label: 'Nobody' }, ...(users.data ?? []).filter((u) => u.active).map((u) => ({ id: u.id, label: `${u.firstName} ${u.lastName}`.trim() }))];
  const save = async (input: BidResponseInput) => {
    const out = await update(r.id, input);
    setError(out.ok ? null : out.message);
    setSaved(out.ok);
    return out.ok;
  };
  const text = draft ?? r.response;
  const limit = wordLimit(r.formattingRequirements);
  const count = words(text);
  return (
    <div className={styles.editor}>
      {r.section ? <p className={styles.meta}>{r.section}</p> : null}
      {r.description ? <p>{r.description}</p> : null}
      <p className={styles.meta}>
        {[r.weighting !== null ? `Weighting: ${r.weighting}%` : null, r.formattingRequirements, r.source ? `From ${r.source.fileName}` : null].filter(Boolean).join(' · ')}
      </p>
      <div className={styles.grid}>
        <Select
          label="Assignee"
          items={people}
          value={r.assignee?.id ?? NOBODY}
          isDisabled={!canEdit}
          onChange={(k) => {
            const next = k == null || k === NOBODY ? null : String(k);
            if (next !== (r.assignee?.id ?? null)) void save({ assigneeId: next });
          }}
        />
        <Select
          label="Reviewer"
          items={people}
          value={r.reviewer?.id ?? NOBODY}
          isDisabled={!canEdit}
          onChange={(k) => {
            const next = k == null || k === NOBODY ? null : String(k);
            if (next !== (r.reviewer?.id ?? null)) void save({ reviewerId: next });
          }}
        />
        <Select
          label="Stage"
          items={stages.map((s) => ({ id: s.id, label: s.name }))}
          value={r.stageId}
          placeholder="No stage"
          isDisabled={!canEdit}
          onChange={(k) => {
            if (k != null && String(k) !== r.stageId) void save({ stageId: String(k) });
          }}
        />
        <TextField
          label="Due date"
          type="date"
          value={r.dueDate ?? ''}
          isDisabled={!canEdit}
          onChange={(v) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(v) || v === '') void save({ dueDate: v || null });
          }}
        />
      </div>
      <TextArea
        label="Response"
        value={text}
        onChange={(v) => {
          setDraft(v);
          setSaved(false);
        }}
        rows={8}
        isReadOnly={!canEdit}
        description={limit ? `${count.toLocaleString('en-GB')} of ${limit.toLocaleString('en-GB')} words` : `${count.toLocaleString('en-GB')} words`}
        isInvalid={limit !== null && count > limit}
        errorMessage={limit !== null && count > limit ? `Over the ${limit.toLocaleString('en-GB')}-word limit` : undefined}
      />
      {error ? <p role="alert">{error}</p> : null}
      <p role="status" className={styles.meta}>
        {saved ? BID_RESPONSE_MESSAGES.saved : ''}
      </p>
      {canEdit ? (
        <div className={styles.row}>
          <Button
            isPending={saving}
            onPress={async () => {
              if (await save({ response: text })) setDraft(null);
            }}
          >
            Save response
          </Button>
          {confirmDelete ? (
            <>
              <span>Delete this response?</span>
              <Button
                variant="danger"
                isPending={deleting}
                onPress={async () => {
                  const out = await remove(r.id);
                  if (out.ok) {
                    toast.success(out.message);
                    onClose();
                  } else setError(out.message);
                }}
              >
                Delete
              </Button>
              <Button variant="tertiary" onPress={() => setConfirmDelete(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button variant="secondary" onPress={() => setConfirmDelete(true)}>
              Delete response
            </Button>
          )}
        </div>
      ) : null}
      <section aria-label="Change history">
        <h3 className={styles.heading}>Change history</h3>
        {r.changes.length === 0 ? (
          <p className={styles.meta}>No changes yet.</p>
        ) : (
          <ol className={styles.history}>
            {r.changes.map((c) => (
              <li key={c.id}>
                <span className={styles.meta}>
                  {c.user?.name ?? 'A former teammate'}, {formatDate(c.createdAt)}:
                </span>{' '}
                {c.response.length > 200 ? `${c.response.slice(0, 200)}…` : c.response || '(cleared)'}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

export interface BidResponsesSectionProps {
  opportunityId: string;
  /** Guests read, never upload or edit. */
  isGuest: boolean;
}

/**
 * The opportunity's bid responses (issue 12): upload the tender documents, watch their questions
 * being extracted (or retry a failed extraction), then assign, review, date, stage and answer each
 * response; export them all to DOCX.
 */
export function BidResponsesSection({ opportunityId, isGuest }: BidResponsesSectionProps) {
  const { data, fetching, errorMessage, refetch } = useBidResponses(opportunityId);
  const { upload, uploading } = useUploadTenderDocument(opportunityId);
  const { retry, retrying } = useRetryBidResponseExtraction();
  const [open, setOpen] = useState<BidResponseData | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const heading = (
    <h2 id="bid-responses-heading" className={styles.heading}>
      {BID_RESPONSE_MESSAGES.heading}
    </h2>
  );
  if (fetching)
    return (
      <section aria-labelledby="bid-responses-heading" className={styles.section}>
        {heading}
        <SkeletonGroup label="Loading bid responses">
          <Skeleton variant="block" height="160px" />
        </SkeletonGroup>
      </section>
    );
  if (errorMessage || !data)
    return (
      <section aria-labelledby="bid-responses-heading" className={styles.section}>
        {heading}
        <LoadError />
      </section>
    );
  const stageName = (id: string | null) => data.stages.find((s) => s.id === id)?.name ?? '—';
  const last = data.stages[data.stages.length - 1];
  const complete = data.responses.filter((r) => last && r.stageId === last.id).length;
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const out = await upload(file);
    setNotice({ ok: out.ok, text: out.message });
    if (out.ok) refetch();
  };
  return (
    <section aria-labelledby="bid-responses-heading" className={styles.section}>
      <div className={styles.header}>
        {heading}
        {data.total > 0 ? (
          <div className={styles.row}>
            <p className={styles.meta}>
              {data.total} {data.total === 1 ? 'response' : 'responses'} · {complete} complete
            </p>
            <a className={styles.link} href={bidResponsesExportPath(opportunityId)} download>
              {BID_RESPONSE_MESSAGES.export}
            </a>
          </div>
        ) : null}
      </div>
      {isGuest ? (
        <p className={styles.meta}>{BID_RESPONSE_MESSAGES.locked}</p>
      ) : (
        <label className={styles.row}>
          <span>{uploading ? 'Uploading…' : 'Upload tender documents'}</span>
          <input type="file" accept={UPLOAD_ACCEPT} disabled={uploading} onChange={(e) => void onFile(e.currentTarget.files?.[0]).then(() => (e.target.value = ''))} />
        </label>
      )}
      {notice ? <p role={notice.ok ? 'status' : 'alert'}>{notice.text}</p> : null}
      {data.sources.length > 0 ? (
        <ul className={styles.sources} aria-label="Tender documents">
          {data.sources.map((s) => (
            <li key={s.id} className={styles.source}>
              <strong>{s.fileName}</strong>
              {s.status === 'processing' ? (
                <span role="status">
                  {BID_RESPONSE_MESSAGES.extracting} {s.fileName}…
                </span>
              ) : s.status === 'failed' ? (
                <>
                  <span className={styles.failed} role="alert">
                    {BID_RESPONSE_MESSAGES.extractionFailed}: {s.error ?? 'the file could not be read'}
                  </span>
                  {isGuest ? null : (
                    <Button size="sm" variant="secondary" isPending={retrying} onPress={() => void retry(s.id)} aria-label={`Retry ${s.fileName}`}>
                      {BID_RESPONSE_MESSAGES.retry}
                    </Button>
                  )}
                </>
              ) : (
                <span className={styles.meta}>
                  {s.responseCount} {s.responseCount === 1 ? 'question' : 'questions'} extracted
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {data.responses.length === 0 ? (
        data.extracting ? null : (
          <EmptyState illustration="noDocuments" title={BID_RESPONSE_MESSAGES.empty} description={BID_RESPONSE_MESSAGES.emptyHelp} />
        )
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby="bid-responses-heading">
            <thead>
              <tr>
                <th className={styles.cell} scope="col">Requirement</th>
                <th className={styles.cell} scope="col">Weighting</th>
                <th className={styles.cell} scope="col">Assignee</th>
                <th className={styles.cell} scope="col">Reviewer</th>
                <th className={styles.cell} scope="col">Due date</th>
                <th className={styles.cell} scope="col">Stage</th>
              </tr>
            </thead>
            <tbody>
              {data.responses.map((r) => (
                <tr key={r.id}>
                  <td className={styles.cell}>
                    <button type="button" className={styles.titleButton} onClick={() => setOpen(r)}>
                      {label(r)}
                    </button>
                    {r.section ? <div className={styles.meta}>{r.section}</div> : null}
                    {r.formattingRequirements ? <div className={styles.meta}>{r.formattingRequirements}</div> : null}
                  </td>
                  <td className={styles.cell}>{r.weighting !== null ? `${r.weighting}%` : '—'}</td>
                  <td className={styles.cell}>{r.assignee?.name ?? 'Unassigned'}</td>
                  <td className={styles.cell}>{r.reviewer?.name ?? '—'}</td>
                  <td className={styles.cell}>{r.dueDate ? formatDate(r.dueDate) : '—'}</td>
                  <td className={styles.cell}>{stageName(r.stageId)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal title={open ? label(open) : ''} isOpen={open !== null} onOpenChange={(o) => (o ? undefined : setOpen(null))}>
        {open ? <ResponseEditor id={open.id} stages={data.stages} canEdit={!isGuest} onClose={() => setOpen(null)} /> : null}
      </Modal>
    </section>
  );
}
