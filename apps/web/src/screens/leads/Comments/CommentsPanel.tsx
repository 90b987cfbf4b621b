import {
  COMMENT_COPY,
  COMMENT_TRUNCATE_AT,
  commentSegments,
  formatMention,
  fullName,
  hasDataType,
  mentionCandidates,
  truncateComment,
  useComments,
  useCompanyUsers,
  useCurrentUser,
  useLead,
  type Comment,
  type CommentSegment,
  type TeamUser,
} from '@tenderlens/domain';
import { Button, EmptyState, LockIcon, Mention, Modal, Skeleton, SkeletonGroup, TextArea, toast } from '@tenderlens/ui';
import { format, parseISO } from 'date-fns';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../navigation/routes';
import * as styles from './Comments.css';

export interface CommentsPanelProps {
  /** The lead (procurement stage) the comments belong to. */
  procurementStageId: string;
  /** The notice's title, named in the list's label. */
  recordTitle?: string;
}

const LOAD_ERROR = 'Sorry something has gone wrong. If this error persists please contact support';
const when = (iso: string) => format(parseISO(iso), 'dd LLL yyyy, HH:mm');
const MENTION_QUERY = /(^|\s)@([^\s@]{0,40})$/;

/** The text as typed (mentions read "@First Last") and the people picked from the mention picker. */
interface Draft {
  text: string;
  mentions: TeamUser[];
}

/** Stored content (`@[Name](guid)`) → what the text area shows, with the people it mentions. */
function draftOf(content: string, users: readonly TeamUser[]): Draft {
  const segments = commentSegments(content, users);
  return {
    text: segments.map((s) => (s.type === 'text' ? s.text : s.name)).join(''),
    mentions: segments.flatMap((s) => {
      const user = s.type === 'mention' ? users.find((u) => u.guid === s.guid) : undefined;
      return user ? [user] : [];
    }),
  };
}

/** What the text area shows → stored content: each picked person still named becomes a mention. */
function contentOf(draft: Draft): string {
  let content = draft.text.trim();
  for (const user of draft.mentions) content = content.split(`@${fullName(user)}`).join(formatMention(user));
  return content;
}

/** Segments cut to `max` characters of visible text (Read more shows the rest). */
function sliceSegments(segments: CommentSegment[], max: number): CommentSegment[] {
  const out: CommentSegment[] = [];
  let left = max;
  for (const s of segments) {
    if (left <= 0) break;
    if (s.type === 'mention') {
      out.push(s);
      left -= s.name.length;
    } else {
      out.push({ type: 'text', text: s.text.slice(0, left) });
      left -= s.text.length;
    }
  }
  return out;
}

function CommentBody({ content, users }: { content: string; users: readonly TeamUser[] }) {
  const [expanded, setExpanded] = useState(false);
  const segments = useMemo(() => commentSegments(content, users), [content, users]);
  const plain = segments.map((s) => (s.type === 'text' ? s.text : s.name)).join('');
  const cut = truncateComment(plain, expanded);
  const shown = cut.truncated ? sliceSegments(segments, COMMENT_TRUNCATE_AT) : segments;
  return (
    <>
      <p className={styles.content}>
        {shown.map((s, i) =>
          s.type === 'text' ? <span key={i}>{s.text}</span> : <Mention key={i} name={s.name.replace(/^@/, '')} email={s.email ?? undefined} />,
        )}
        {cut.truncated ? '…' : null}
      </p>
      {cut.toggle ? (
        <Button variant="link" size="sm" onPress={() => setExpanded((e) => !e)}>
          {cut.toggle}
        </Button>
      ) : null}
    </>
  );
}

interface ComposerProps {
  label: string;
  initial?: Draft;
  users: readonly TeamUser[];
  me: string;
  saving?: boolean;
  saveLabel?: string;
  /** Resolves true when saved (the composer then empties). */
  onSave: (content: string) => Promise<boolean>;
  /** After Cancel (confirmed when there was text). */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** Text area with the '@' mention picker (active teammates except yourself), Save and Cancel. */
export function CommentComposer({ label, initial, users, me, saving = false, saveLabel = 'Save', onSave, onCancel, autoFocus }: ComposerProps) {
  const [draft, setDraft] = useState<Draft>(initial ?? { text: '', mentions: [] });
  const [active, setActive] = useState(0);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const listId = useId();
  const query = MENTION_QUERY.exec(draft.text);
  const candidates = query ? mentionCandidates(users, me, query[2]) : [];
  const pickerOpen = candidates.length > 0;

  const pick = (user: TeamUser) => {
    setDraft((d) => ({
      text: d.text.replace(MENTION_QUERY, `$1@${fullName(user)} `),
      mentions: d.mentions.some((m) => m.guid === user.guid) ? d.mentions : [...d.mentions, user],
    }));
    setActive(0);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!pickerOpen) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : candidates.length - 1)) % candidates.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      const user = candidates[Math.min(active, candidates.length - 1)];
      if (user) {
        e.preventDefault();
        pick(user);
      }
    }
  };
  const empty = draft.text.trim() === '';
  const cancel = () => {
    setDraft(initial ?? { text: '', mentions: [] });
    setConfirmCancel(false);
    onCancel?.();
  };

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        if (empty || saving) return;
        void onSave(contentOf(draft)).then((ok) => {
          if (ok) setDraft({ text: '', mentions: [] });
        });
      }}
    >
      <TextArea
        label={label}
        description={COMMENT_COPY.tip}
        placeholder={COMMENT_COPY.placeholder}
        rows={3}
        value={draft.text}
        onChange={(text) => setDraft((d) => ({ ...d, text }))}
        onKeyDown={onKeyDown}
        autoFocus={autoFocus}
        maxLength={10_000}
        aria-controls={pickerOpen ? listId : undefined}
      />
      {pickerOpen ? (
        <ul id={listId} className={styles.picker} aria-label="People in your team" role="listbox">
          {candidates.map((u, i) => (
            <li key={u.guid} role="presentation">
              <button
                type="button"
                role="option"
                aria-selected={i === active}
                className={styles.pickerOption}
                onClick={() => pick(u)}
              >
                {fullName(u)}
                <span className={styles.pickerEmail}>{u.email}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.formActions}>
        <Button variant="secondary" size="sm" onPress={() => (empty && !initial ? cancel() : setConfirmCancel(true))} isDisabled={empty && !initial}>
          Cancel
        </Button>
        <Button type="submit" size="sm" isDisabled={empty || saving} isPending={saving}>
          {saveLabel}
        </Button>
      </div>
      <Modal
        title={COMMENT_COPY.confirmCancel}
        role="alertdialog"
        size="confirm"
        isOpen={confirmCancel}
        onOpenChange={setConfirmCancel}
        footer={
          <>
            <Button variant="secondary" onPress={() => setConfirmCancel(false)}>
              Keep writing
            </Button>
            <Button variant="danger" onPress={cancel}>
              Delete text
            </Button>
          </>
        }
      />
    </form>
  );
}

function CommentItem({
  comment,
  users,
  me,
  canWrite,
  onEdit,
  onDelete,
}: {
  comment: Comment;
  users: readonly TeamUser[];
  me: string;
  canWrite: boolean;
  onEdit: (id: string, content: string) => Promise<boolean>;
  onDelete: (id: string) => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const name = comment.author ? fullName(comment.author) : 'You';
  const own = canWrite && !comment.deletedAt && (!comment.author || comment.author.guid === me) && !comment.id.startsWith('optimistic-');
  return (
    <li className={styles.item} aria-label={`Comment by ${name}`}>
      <div className={styles.meta}>
        <span className={styles.author}>{name}</span>
        <time className={styles.time} dateTime={comment.createdAt}>
          {when(comment.createdAt)}
        </time>
        {comment.lastEditedAt && !comment.deletedAt ? (
          <span className={styles.time}>
            {COMMENT_COPY.edited} <time dateTime={comment.lastEditedAt}>{when(comment.lastEditedAt)}</time>
          </span>
        ) : null}
      </div>
      {comment.deletedAt ? (
        <p className={styles.deleted}>{COMMENT_COPY.deleted}</p>
      ) : editing ? (
        <CommentComposer
          label="Edit comment"
          initial={draftOf(comment.content, users)}
          users={users}
          me={me}
          autoFocus
          onCancel={() => setEditing(false)}
          onSave={async (content) => {
            const ok = await onEdit(comment.id, content);
            if (ok) setEditing(false);
            return ok;
          }}
        />
      ) : (
        <CommentBody content={comment.content} users={users} />
      )}
      {own && !editing ? (
        <div className={styles.actions}>
          <Button variant="tertiary" size="sm" onPress={() => setEditing(true)} aria-label={`Edit comment by ${name}`}>
            Edit
          </Button>
          <Button variant="tertiary" size="sm" onPress={() => setConfirmDelete(true)} aria-label={`Delete comment by ${name}`}>
            Delete
          </Button>
        </div>
      ) : null}
      <Modal
        title={COMMENT_COPY.confirmDelete}
        role="alertdialog"
        size="confirm"
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        footer={
          <>
            <Button variant="secondary" onPress={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onPress={() => {
                setConfirmDelete(false);
                void onDelete(comment.id);
              }}
            >
              Delete
            </Button>
          </>
        }
      />
    </li>
  );
}

/**
 * A lead's comments (spec 2§2 "Comments panel"): the list oldest first, 'No comments yet.', a
 * composer with the '@' mention picker, edit/delete of one's own comments; the count on the lead
 * moves by one in the cache. Guests read only; awarded notices need AWARDS to comment (server policy).
 */
export function CommentsPanel({ procurementStageId, recordTitle }: CommentsPanelProps) {
  const { user } = useCurrentUser();
  const lead = useLead(procurementStageId);
  const thread = useComments(procurementStageId);
  const locked = lead.data?.stage === 'AWARD' && !hasDataType(user, 'AWARDS');
  return <CommentThread thread={thread} locked={locked} label={recordTitle ? `Comments on ${recordTitle}` : 'Comments'} />;
}

export interface CommentThreadProps {
  /** A comments hook's answer: a lead's `useComments` or an opportunity's `useOpportunityComments`. */
  thread: Pick<
    ReturnType<typeof useComments>,
    'comments' | 'fetching' | 'error' | 'addComment' | 'editComment' | 'deleteComment' | 'saving'
  >;
  /** Commenting needs a data type the user lacks (an awarded notice without AWARDS). */
  locked?: boolean;
  label: string;
  /** The composer's button. @default 'Save' */
  saveLabel?: string;
}

/** The comments list and composer of a lead or an opportunity (guests read only). */
export function CommentThread({ thread, locked = false, label, saveLabel }: CommentThreadProps) {
  const { user } = useCurrentUser();
  const { comments, fetching, error, addComment, editComment, deleteComment, saving } = thread;
  const users = useCompanyUsers().data ?? [];
  // The signed-in user among the company's users (by guid; the email when the ids differ, as in fixtures).
  const me = (users.find((u) => u.guid === user?.guid) ?? users.find((u) => u.email === user?.email))?.guid ?? user?.guid ?? '';
  const guest = !!user?.guest;
  const canWrite = !!user && !guest && !locked;

  if (fetching && !comments) {
    return (
      <SkeletonGroup label="Loading comments">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="text" lines={2} />
        ))}
      </SkeletonGroup>
    );
  }
  if (error && !comments) {
    return <EmptyState illustration="loadError" title="Sorry something has gone wrong" description={LOAD_ERROR} />;
  }
  const list = comments ?? [];
  return (
    <section className={styles.panel} aria-label={label}>
      {list.length === 0 ? (
        <p className={styles.notice}>{COMMENT_COPY.empty}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              users={users}
              me={me}
              canWrite={canWrite}
              onEdit={async (id, content) => {
                const outcome = await editComment(id, content);
                if (!outcome.ok) toast.error('Failed to update comment');
                return outcome.ok;
              }}
              onDelete={async (id) => {
                const outcome = await deleteComment(id);
                if (!outcome.ok) toast.error('Failed to delete comment');
              }}
            />
          ))}
        </ul>
      )}
      {guest ? (
        <p className={styles.notice}>
          Guests can read comments but not add them. <Link to={paths.plans}>Upgrade your plan</Link> to comment and tag your team.
        </p>
      ) : locked ? (
        <p className={styles.notice}>
          <LockIcon label="Locked" /> Commenting on contract awards needs the Basic plan. <Link to={paths.plans}>View pricing</Link>
        </p>
      ) : user ? (
        <CommentComposer
          label="Add a comment"
          users={users}
          me={me}
          saving={saving}
          {...(saveLabel ? { saveLabel } : {})}
          onSave={async (content) => {
            const outcome = await addComment(content);
            if (!outcome.ok) toast.error('Failed to add comment');
            return outcome.ok;
          }}
        />
      ) : null}
    </section>
  );
}
