import {
  DEFAULT_NOTICE_FILTERS,
  LIST_MESSAGES,
  NOTICE_FILTERS_PARAM,
  serialiseNoticeFilters,
  useCreateRecordList,
  useCurrentUser,
  useDeleteRecordList,
  useNoticeSearch,
  useRecordLists,
  useUpdateRecordList,
  type CurrentUser,
  type NoticeRowData,
  type RecordList,
} from '@tenderlens/domain';
import {
  Button,
  EmptyState,
  Form,
  Modal,
  Skeleton,
  SkeletonGroup,
  TextField,
  formatDate,
  toast,
} from '@tenderlens/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../navigation/routes';
import * as styles from '../BuyerLists/ListPages.css';
import { SaveDrawer, type SaveEntity } from '../../opportunities/SaveDrawer/SaveDrawer';
import { ShareViaEmailModal } from '../../sharing/Share/ShareViaEmailModal';

/** /notices filtered to one notice list (the notices page's URL filter `noticeFilters.noticeListIds`). */
export const noticeListHref = (id: string) =>
  `${paths.notices}?${new URLSearchParams({
    [NOTICE_FILTERS_PARAM]: serialiseNoticeFilters({ ...DEFAULT_NOTICE_FILTERS, noticeListIds: [id] }),
  }).toString()}`;

const noticeCount = (n: number) => `${n} ${n === 1 ? 'notice' : 'notices'}`;
const PREVIEW_SIZE = 5;

/** The save drawer entity of a notice row. */
export const noticeSaveEntity = (n: NoticeRowData): SaveEntity => ({
  type: 'notice',
  ids: [n.guid],
  name: n.name,
  buyerIds: n.buyers.map((b) => b.guid),
  buyerNames: n.buyers.map((b) => b.name),
  stage: n.stage,
  procurementStageId: n.procurementStage?.id,
});

/** The latest notices of a list, each with Save and Share. */
function ListPreview({
  list,
  onSave,
  onShare,
}: {
  list: RecordList;
  onSave(n: NoticeRowData): void;
  onShare(n: NoticeRowData): void;
}) {
  const filters = useMemo(() => ({ ...DEFAULT_NOTICE_FILTERS, noticeListIds: [list.id] }), [list.id]);
  const search = useNoticeSearch({ filters, page: 1, pageSize: PREVIEW_SIZE });
  if (search.error) return <p className={styles.meta}>{LIST_MESSAGES.loadFailed}</p>;
  if (search.fetching)
    return (
      <SkeletonGroup label={`Loading the notices of ${list.name}`}>
        <Skeleton variant="text" lines={2} />
      </SkeletonGroup>
    );
  if (search.notices.length === 0) return <p className={styles.meta}>No notices in this list yet.</p>;
  return (
    <ul className={styles.preview} aria-label={`Notices in ${list.name}`}>
      {search.notices.map((n) => (
        <li key={n.guid} className={styles.rowLine}>
          <span className={styles.rowMain}>
            <Link className={styles.link} to={`/records/${n.guid}`}>
              {n.name}
            </Link>
            <span className={styles.meta}>
              {[n.buyer?.name, n.publishDate ? `published ${formatDate(n.publishDate)}` : null]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="secondary"
              iconStart="Star"
              aria-label={`Save ${n.name}`}
              onPress={() => onSave(n)}
            >
              Save
            </Button>
            <Button
              size="sm"
              variant="tertiary"
              iconStart="Mail"
              aria-label={`Share ${n.name}`}
              onPress={() => onShare(n)}
            >
              Share
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function RenameListModal({
  list,
  names,
  onClose,
}: {
  list: RecordList | null;
  names: string[];
  onClose(): void;
}) {
  return (
    <Modal title="Rename list" isOpen={list !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {list ? <RenameListForm key={list.id} list={list} names={names} onClose={onClose} /> : null}
    </Modal>
  );
}

function RenameListForm({ list, names, onClose }: { list: RecordList; names: string[]; onClose(): void }) {
  const { update, fetching } = useUpdateRecordList();
  const [name, setName] = useState(list.name);
  const [fieldError, setFieldError] = useState<string | null>(null);
  return (
    <Form
      aria-label="Rename list"
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        void update(
          list,
          { name },
          names.filter((n) => n !== list.name),
        ).then((outcome) => {
          if ('fieldError' in outcome) return setFieldError(outcome.fieldError);
          if (!outcome.ok && outcome.message === 'This name is already in use')
            return setFieldError(outcome.message);
          if (outcome.message) (outcome.ok ? toast.success : toast.error)(outcome.message);
          if (outcome.ok) onClose();
        });
      }}
    >
      <div className={styles.toolbar}>
        <TextField
          label="List name"
          isRequired
          className={styles.grow}
          value={name}
          onChange={(v) => {
            setName(v);
            setFieldError(null);
          }}
          isInvalid={fieldError !== null}
          errorMessage={fieldError}
        />
        <Button type="submit" isPending={fetching}>
          Save name
        </Button>
      </div>
    </Form>
  );
}

/** /notice-lists: own and shared notice lists; create, rename and delete own; open a list as a notices filter. */
export function NoticeListsPage({ user }: { user: CurrentUser }) {
  const lists = useRecordLists();
  const creator = useCreateRecordList();
  const deleter = useDeleteRecordList();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [renaming, setRenaming] = useState<RecordList | null>(null);
  const [deleting, setDeleting] = useState<RecordList | null>(null);
  const [saveEntity, setSaveEntity] = useState<SaveEntity | null>(null);
  const [sharing, setSharing] = useState<NoticeRowData | null>(null);
  const names = [...(lists.own ?? []), ...(lists.shared ?? [])].map((l) => l.name);

  useEffect(() => {
    document.title = 'Notice lists · Tenderlens';
  }, []);

  const create = async () => {
    if (names.some((n) => n.trim().toLowerCase() === name.trim().toLowerCase()) && name.trim())
      return setFieldError('This name is already in use');
    const outcome = await creator.create(name);
    if ('fieldError' in outcome) return setFieldError(outcome.fieldError);
    if (!outcome.ok) return void toast.error(outcome.message ?? LIST_MESSAGES.createListFailed);
    toast.success(`${name.trim()} created`);
    setName('');
  };

  const toggleOpen = (id: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const group = (title: string, items: RecordList[], own: boolean) => {
    const id = `notice-lists-${own ? 'own' : 'shared'}`;
    return (
      <section aria-labelledby={id}>
        <h2 id={id} className={styles.sectionHeading}>
          {title}
        </h2>
        {items.length === 0 ? (
          <p className={styles.meta}>{own ? LIST_MESSAGES.empty : 'Nothing shared with you yet.'}</p>
        ) : (
          <ul className={styles.rows}>
            {items.map((l) => (
              <li key={l.id} className={styles.rowItem}>
                <div className={styles.rowLine}>
                  <span className={styles.rowMain}>
                    <Link className={styles.link} to={noticeListHref(l.id)}>
                      {l.name}
                    </Link>
                    <span className={styles.meta}>
                      {[
                        noticeCount(l.recordCount),
                        own ? null : l.user ? `${l.user.firstName} ${l.user.lastName}` : null,
                        l.sharingType === 'PRIVATE' ? 'Private' : 'Team',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  <div className={styles.actions}>
                    <Button
                      size="sm"
                      variant="tertiary"
                      aria-expanded={open.has(l.id)}
                      aria-label={`${open.has(l.id) ? 'Hide' : 'Show'} notices of ${l.name}`}
                      iconStart={open.has(l.id) ? 'ChevronUp' : 'ChevronDown'}
                      onPress={() => toggleOpen(l.id)}
                    >
                      {open.has(l.id) ? 'Hide notices' : 'Show notices'}
                    </Button>
                    {user.guest ? null : (
                      <Link
                        className={styles.link}
                        aria-label={`Create alert for ${l.name}`}
                        to={`${paths.notificationSettings}?${new URLSearchParams({ list: l.id, name: l.name }).toString()}`}
                      >
                        Create alert
                      </Link>
                    )}
                    {own ? (
                      <>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Rename ${l.name}`}
                          onPress={() => setRenaming(l)}
                        >
                          Rename
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={`Delete ${l.name}`}
                          onPress={() => setDeleting(l)}
                        >
                          Delete
                        </Button>
                      </>
                    ) : null}
                  </div>
                </div>
                {open.has(l.id) ? (
                  <ListPreview
                    list={l}
                    onSave={(n) => setSaveEntity(noticeSaveEntity(n))}
                    onShare={setSharing}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="page-heading" className={styles.heading}>
          Notice lists
        </h1>
      </header>
      {user.guest ? null : (
        <Form
          aria-label="Create a notice list"
          validationBehavior="aria"
          onSubmit={(e) => {
            e.preventDefault();
            void create();
          }}
        >
          <div className={styles.toolbar}>
            <TextField
              label="New list"
              placeholder="List name"
              className={styles.grow}
              value={name}
              onChange={(v) => {
                setName(v);
                setFieldError(null);
              }}
              isInvalid={fieldError !== null}
              errorMessage={fieldError}
            />
            <Button type="submit" iconStart="Plus" isPending={creator.fetching}>
              Create list
            </Button>
          </div>
        </Form>
      )}
      {lists.errorMessage ? (
        <EmptyState
          illustration="loadError"
          title="Sorry something has gone wrong"
          description={lists.errorMessage}
        />
      ) : lists.fetching && !lists.own ? (
        <SkeletonGroup label="Loading notice lists">
          <Skeleton variant="block" height="64px" />
          <Skeleton variant="block" height="64px" />
        </SkeletonGroup>
      ) : (lists.own ?? []).length + (lists.shared ?? []).length === 0 ? (
        <EmptyState
          illustration="startingState"
          title={LIST_MESSAGES.empty}
          description="Save notices to a list from the notices page or a record, or create a list here."
        />
      ) : (
        <>
          {group('Your lists', lists.own ?? [], true)}
          {group('Shared with you', lists.shared ?? [], false)}
        </>
      )}
      <RenameListModal list={renaming} names={names} onClose={() => setRenaming(null)} />
      <Modal
        title={`Delete ${deleting?.name ?? 'list'}?`}
        role="alertdialog"
        isOpen={deleting !== null}
        onOpenChange={(o) => (o ? undefined : setDeleting(null))}
        footer={({ close }) => (
          <>
            <Button variant="tertiary" onPress={close}>
              Cancel
            </Button>
            <Button
              variant="danger"
              isPending={deleter.fetching}
              onPress={() => {
                if (!deleting) return;
                void deleter.remove(deleting).then((outcome) => {
                  if (outcome.message) (outcome.ok ? toast.success : toast.error)(outcome.message);
                  if (outcome.ok) setDeleting(null);
                });
              }}
            >
              Delete list
            </Button>
          </>
        )}
      >
        <p>The list is removed for your whole team. The notices themselves stay.</p>
      </Modal>
      <SaveDrawer entity={saveEntity} onClose={() => setSaveEntity(null)} />
      <ShareViaEmailModal
        guids={sharing ? [sharing.guid] : []}
        title={sharing?.name ?? ''}
        isOpen={sharing !== null}
        onClose={() => setSharing(null)}
      />
    </div>
  );
}

export function NoticeListsRoute() {
  const { user } = useCurrentUser();
  return user ? <NoticeListsPage user={user} /> : null;
}
