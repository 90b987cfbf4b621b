import {
  LIST_MESSAGES,
  hasDataType,
  useBuyerList,
  useBuyerLists,
  useBuyerPicker,
  useCurrentUser,
  useDeleteBuyerList,
  useToggleBuyersInList,
  useUpdateBuyerList,
  type BuyerList,
  type CurrentUser,
  type SharingType,
} from '@tenderlens/domain';
import {
  Button,
  EmptyState,
  Form,
  Modal,
  SearchField,
  Select,
  Skeleton,
  SkeletonGroup,
  Tag,
  TextField,
  toast,
} from '@tenderlens/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import { SaveDrawer, type SaveEntity } from '../../opportunities/SaveDrawer/SaveDrawer';
import { BuyerListsPaywall, buyerCount } from './BuyerListsPage';
import * as styles from './ListPages.css';

const can = (list: BuyerList, action: string) => list.permissionActions.includes(action);

/** Rename form (owner): the name is checked as on create. */
function RenameForm({ list, otherNames, onDone }: { list: BuyerList; otherNames: string[]; onDone(): void }) {
  const { update, fetching } = useUpdateBuyerList();
  const [name, setName] = useState(list.name);
  const [fieldError, setFieldError] = useState<string | null>(null);
  return (
    <Form
      aria-label="Rename buyer list"
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        void update(list, { name }, otherNames).then((outcome) => {
          if ('fieldError' in outcome) return setFieldError(outcome.fieldError);
          if (!outcome.ok && outcome.message === 'This name is already in use')
            return setFieldError(outcome.message);
          if (outcome.message) (outcome.ok ? toast.success : toast.error)(outcome.message);
          if (outcome.ok) onDone();
        });
      }}
    >
      <div className={styles.toolbar}>
        <TextField
          label="Buyer list name"
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
        <Button variant="tertiary" onPress={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/** Add buyers by name (the picker asks after more than one character). */
function AddBuyers({ list }: { list: BuyerList }) {
  const [text, setText] = useState('');
  const picker = useBuyerPicker(text);
  const toggler = useToggleBuyersInList();
  const add = async (guid: string) => {
    const outcome = await toggler.toggle(list, [guid]);
    if (outcome.message) (outcome.ok ? toast.success : toast.error)(outcome.message);
  };
  return (
    <section aria-labelledby="add-buyers" className={styles.rowItem}>
      <h2 id="add-buyers" className={styles.sectionHeading}>
        Add buyers
      </h2>
      <SearchField
        label="Search buyers by name"
        placeholder="Search buyers by name"
        debounceMs={300}
        onDebouncedChange={setText}
        className={styles.grow}
      />
      {picker.buyers.length > 0 ? (
        <ul className={styles.preview} aria-label="Matching buyers">
          {picker.buyers.map((b) => {
            const inList = list.buyerGuids.includes(b.guid);
            return (
              <li key={b.guid} className={styles.rowLine}>
                <span className={styles.rowMain}>
                  {b.name}
                  <span className={styles.meta}>
                    {[b.town, `${b.noticeCount} notices`].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  isDisabled={inList || toggler.fetching}
                  aria-label={inList ? `In list: ${b.name}` : `Add ${b.name}`}
                  onPress={() => void add(b.guid)}
                >
                  {inList ? 'In list' : 'Add'}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : text.trim().length > 1 && !picker.fetching ? (
        <p className={styles.meta}>No buyers match “{text.trim()}”.</p>
      ) : null}
    </section>
  );
}

/** /buyer-lists/{id}: entries, rename, sharing and delete by the owner, add and remove buyers (spec 2§6 permissions). */
export function BuyerListPage({ user, id }: { user: CurrentUser; id: string }) {
  const { list, fetching, error, notFound } = useBuyerList(id);
  const others = useBuyerLists({ signedIn: true });
  const updater = useUpdateBuyerList();
  const deleter = useDeleteBuyerList();
  const remover = useToggleBuyersInList();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [saveEntity, setSaveEntity] = useState<SaveEntity | null>(null);

  useEffect(() => {
    document.title = `${list?.name ?? 'Buyer list'} · Tenderlens`;
  }, [list?.name]);

  if (user.guest || !hasDataType(user, 'BUYERS')) return <BuyerListsPaywall />;
  if (fetching && !list)
    return (
      <div className={styles.page}>
        <SkeletonGroup label="Loading buyer list">
          <Skeleton variant="block" height="48px" />
          <Skeleton variant="text" lines={4} />
        </SkeletonGroup>
      </div>
    );
  if (!list)
    return (
      <div className={styles.page}>
        <EmptyState
          illustration={notFound ? 'noResults' : 'loadError'}
          title={notFound ? 'Buyer list not found' : 'Sorry something has gone wrong'}
          description={
            notFound
              ? 'It was deleted, or it is not shared with you.'
              : error
                ? LIST_MESSAGES.loadFailed
                : undefined
          }
          actions={
            <Link className={styles.link} to={paths.buyerLists}>
              Back to buyer lists
            </Link>
          }
        />
      </div>
    );

  const otherNames = (others.lists?.all ?? []).filter((l) => l.id !== list.id).map((l) => l.name);
  const setSharing = async (sharingType: SharingType) => {
    if (sharingType === list.sharingType) return;
    const outcome = await updater.update(list, { sharingType });
    if (outcome.message) (outcome.ok ? toast.success : toast.error)(outcome.message);
  };
  const remove = async (guid: string, name: string) => {
    const outcome = await remover.toggle(list, [guid]);
    if (outcome.ok) toast.success(LIST_MESSAGES.removed(name, list.name));
    else toast.error(LIST_MESSAGES.removeBuyerFailed(list.name));
  };

  return (
    <div className={styles.page}>
      <Link className={styles.link} to={paths.buyerLists}>
        ← Buyer lists
      </Link>
      {renaming ? (
        <RenameForm list={list} otherNames={otherNames} onDone={() => setRenaming(false)} />
      ) : (
        <header className={styles.header}>
          <h1 id="page-heading" className={styles.heading}>
            {list.name}
          </h1>
          <Tag tone={list.sharingType === 'PRIVATE' ? 'neutral' : 'info'}>
            {list.sharingType === 'PRIVATE' ? 'Private' : 'Team'}
          </Tag>
          {can(list, 'can_delete') ? (
            <div className={styles.actions}>
              <Button variant="secondary" iconStart="Pencil" onPress={() => setRenaming(true)}>
                Rename
              </Button>
              <Button variant="danger" iconStart="Trash2" onPress={() => setConfirmDelete(true)}>
                Delete
              </Button>
            </div>
          ) : null}
        </header>
      )}
      {can(list, 'can_delete') ? (
        <div className={styles.grow}>
          <Select
            label="Who can see this list"
            items={[
              { id: 'PRIVATE', label: 'Private', description: 'Only you' },
              { id: 'TEAM', label: 'Team', description: 'Everyone in your team' },
            ]}
            value={list.sharingType}
            onChange={(key) => void setSharing(String(key) as SharingType)}
          />
        </div>
      ) : null}
      {can(list, 'create_buyer_list_entries') ? <AddBuyers list={list} /> : null}
      <section aria-labelledby="list-buyers">
        <h2 id="list-buyers" className={styles.sectionHeading}>
          {buyerCount(list.entries.length)}
        </h2>
        {list.entries.length === 0 ? (
          <EmptyState illustration="startingState" title="No buyers in this list yet" headingLevel={3} />
        ) : (
          <ul className={styles.rows} aria-label="Buyers in this list">
            {list.entries.map((e) => (
              <li key={e.guid} className={styles.rowItem}>
                <div className={styles.rowLine}>
                  <span className={styles.rowMain}>
                    <Link className={styles.link} to={`${paths.buyers}/${e.guid}`}>
                      {e.name}
                    </Link>
                  </span>
                  <div className={styles.actions}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Save ${e.name}`}
                      onPress={() => setSaveEntity({ type: 'buyer', ids: [e.guid], name: e.name })}
                    >
                      Save
                    </Button>
                    {can(list, 'delete_buyer_list_entries') ? (
                      <Button
                        size="sm"
                        variant="tertiary"
                        aria-label={`Remove ${e.name}`}
                        onPress={() => void remove(e.guid, e.name)}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Modal
        title={`Delete ${list.name}?`}
        role="alertdialog"
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        footer={({ close }) => (
          <>
            <Button variant="tertiary" onPress={close}>
              Cancel
            </Button>
            <Button
              variant="danger"
              isPending={deleter.fetching}
              onPress={() =>
                void deleter.remove(list).then((outcome) => {
                  if (outcome.message) (outcome.ok ? toast.success : toast.error)(outcome.message);
                  if (outcome.ok) navigate(paths.buyerLists);
                })
              }
            >
              Delete list
            </Button>
          </>
        )}
      >
        <p>The list and its {buyerCount(list.entries.length)} will be removed for everyone who can see it.</p>
      </Modal>
      <SaveDrawer entity={saveEntity} onClose={() => setSaveEntity(null)} />
    </div>
  );
}

export function BuyerListRoute() {
  const { user } = useCurrentUser();
  const { id } = useParams();
  return user && id ? <BuyerListPage user={user} id={id} /> : null;
}
