import {
  LIST_MESSAGES,
  allInList,
  hasDataType,
  useBuyerLists,
  useCreateRecordList,
  useRecordListMemberships,
  useRecordLists,
  useSaveRecordToList,
  useToggleBuyersInList,
  type BuyerList,
  type CurrentUser,
  type RecordList,
} from '@tenderlens/domain';
import {
  Button,
  EmptyState,
  Form,
  LinkButton,
  Skeleton,
  SkeletonGroup,
  TextField,
  toast,
} from '@tenderlens/ui';
import { useState } from 'react';
import { paths } from '../../../navigation/routes';
import { CreateBuyerListForm } from '../../lists/BuyerLists/CreateBuyerListForm';
import type { SaveEntity } from './SaveDrawer';
import { buyerGuidsOf, entityWord } from './entityWords';
import * as styles from './SaveDrawer.css';

export interface ListTabProps {
  entity: SaveEntity;
  user: CurrentUser;
}

const Loading = ({ label }: { label: string }) => (
  <SkeletonGroup label={label}>
    <Skeleton variant="text" lines={4} />
  </SkeletonGroup>
);

const LoadError = () => (
  <EmptyState
    illustration="loadError"
    title="Sorry something has gone wrong"
    description={LIST_MESSAGES.loadFailed}
  />
);

const Empty = () => <EmptyState illustration="startingState" title={LIST_MESSAGES.empty} headingLevel={3} />;

/** One list row with its Save / Unsave button. */
function ListRow({
  name,
  meta,
  saved,
  disabled,
  onToggle,
}: {
  name: string;
  meta: string;
  saved: boolean;
  disabled?: boolean;
  onToggle(): void;
}) {
  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <span className={styles.itemName}>{name}</span>
        <span className={styles.meta}>{meta}</span>
      </div>
      <Button
        size="sm"
        variant={saved ? 'secondary' : 'primary'}
        isDisabled={disabled}
        aria-label={`${saved ? 'Unsave from' : 'Save to'} ${name}`}
        onPress={onToggle}
      >
        {saved ? 'Unsave' : 'Save'}
      </Button>
    </li>
  );
}

/** The List tab: notice lists for notices, buyer lists for buyers and a supplier's buyers. */
export function ListTab({ entity, user }: ListTabProps) {
  if (entity.type === 'notice') return <NoticeListTab entity={entity} />;
  if (!hasDataType(user, 'BUYERS'))
    return (
      <EmptyState
        illustration="userRequiredContent"
        title="Save buyers to lists with the Growth plan"
        description="Buyer lists keep the public bodies you sell to in one place for your team."
        actions={<LinkButton href={paths.plans}>View plans</LinkButton>}
        headingLevel={3}
      />
    );
  return <BuyerListTab entity={entity} />;
}

function NoticeListTab({ entity }: { entity: SaveEntity }) {
  const lists = useRecordLists();
  const guid = entity.ids[0] ?? null;
  const memberships = useRecordListMemberships(guid);
  const saver = useSaveRecordToList();
  const creator = useCreateRecordList();
  const [pending, setPending] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const all: RecordList[] = [...(lists.own ?? []), ...(lists.shared ?? [])];

  const toggle = async (list: RecordList) => {
    const saved = memberships.listIds.includes(list.id);
    setPending(list.id);
    try {
      for (const id of entity.ids) {
        const outcome = await saver.toggle(list, id, saved);
        if (!outcome.ok) {
          if (outcome.message) toast.error(outcome.message);
          return;
        }
      }
      toast.success(
        saved ? LIST_MESSAGES.removed('Notice', list.name) : LIST_MESSAGES.saved('Notice', list.name),
      );
    } finally {
      setPending(null);
    }
  };

  const create = async () => {
    if (all.some((l) => l.name.trim().toLowerCase() === name.trim().toLowerCase())) {
      setFieldError('This name is already in use');
      return;
    }
    const outcome = await creator.create(name, entity.ids);
    if ('fieldError' in outcome) return setFieldError(outcome.fieldError);
    if (!outcome.ok) return void toast.error(outcome.message ?? LIST_MESSAGES.createListFailed);
    toast.success(LIST_MESSAGES.saved(entityWord(entity.type), name.trim()));
    setName('');
  };

  const owner = (l: RecordList) =>
    l.user
      ? `${l.recordCount} ${l.recordCount === 1 ? 'notice' : 'notices'} · ${l.user.firstName} ${l.user.lastName}`
      : '';

  return (
    <div className={styles.stack}>
      <Form
        aria-label="Create a new list"
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <div className={styles.row}>
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
          <Button type="submit" variant="secondary" isPending={creator.fetching}>
            Create list
          </Button>
        </div>
      </Form>
      {lists.errorMessage ? (
        <LoadError />
      ) : lists.fetching && !lists.own ? (
        <Loading label="Loading lists" />
      ) : all.length === 0 ? (
        <Empty />
      ) : (
        <>
          {(['own', 'shared'] as const).map((group) => {
            const items = (group === 'own' ? lists.own : lists.shared) ?? [];
            if (items.length === 0) return null;
            return (
              <section key={group} aria-labelledby={`save-lists-${group}`}>
                <h3 id={`save-lists-${group}`} className={styles.groupHeading}>
                  {group === 'own' ? 'Your lists' : 'Shared with you'}
                </h3>
                <ul className={styles.list}>
                  {items.map((l) => (
                    <ListRow
                      key={l.id}
                      name={l.name}
                      meta={owner(l)}
                      saved={memberships.listIds.includes(l.id)}
                      disabled={pending === l.id}
                      onToggle={() => void toggle(l)}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}

function BuyerListTab({ entity }: { entity: SaveEntity }) {
  const buyerGuids = buyerGuidsOf(entity);
  const lists = useBuyerLists({ signedIn: true, buyerGuids });
  const toggler = useToggleBuyersInList();
  const [pending, setPending] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const writable = (lists.lists?.all ?? []).filter((l) =>
    l.permissionActions.includes('create_buyer_list_entries'),
  );

  const toggle = async (list: BuyerList) => {
    const saved = allInList(list.buyerGuids, buyerGuids);
    setPending(list.id);
    try {
      const outcome = await toggler.toggle(list, buyerGuids);
      if (buyerGuids.length === 1) {
        // One buyer: the single-record words (spec 1§8 '{Entity} saved to {list}', 'Failed to save buyer to {list}').
        if (outcome.ok)
          toast.success(
            saved ? LIST_MESSAGES.removed('Buyer', list.name) : LIST_MESSAGES.saved('Buyer', list.name),
          );
        else
          toast.error(
            saved ? LIST_MESSAGES.removeBuyerFailed(list.name) : LIST_MESSAGES.saveBuyerFailed(list.name),
          );
      } else if (outcome.message) (outcome.ok ? toast.success : toast.error)(outcome.message);
    } finally {
      setPending(null);
    }
  };

  if (buyerGuids.length === 0)
    return (
      <EmptyState
        illustration="noResults"
        title={`No buyers to save for ${entity.name}`}
        description="Buyer lists hold buyers; this supplier has no buyers on record yet."
        headingLevel={3}
      />
    );

  return (
    <div className={styles.stack}>
      {creating ? (
        <CreateBuyerListForm
          existingNames={(lists.lists?.all ?? []).map((l) => l.name)}
          buyerGuids={buyerGuids}
          onCreated={() => setCreating(false)}
          onCancel={() => setCreating(false)}
        />
      ) : (
        <div>
          <Button variant="secondary" iconStart="Plus" onPress={() => setCreating(true)}>
            Create new buyer list
          </Button>
        </div>
      )}
      {lists.error ? (
        <LoadError />
      ) : lists.fetching && !lists.lists ? (
        <Loading label="Loading buyer lists" />
      ) : writable.length === 0 ? (
        <Empty />
      ) : (
        (['private', 'team'] as const).map((group) => {
          const items = (lists.lists?.[group] ?? []).filter((l) => writable.some((w) => w.id === l.id));
          if (items.length === 0) return null;
          return (
            <section key={group} aria-labelledby={`save-buyer-lists-${group}`}>
              <h3 id={`save-buyer-lists-${group}`} className={styles.groupHeading}>
                {group === 'private' ? 'Private' : 'Team'}
              </h3>
              <ul className={styles.list}>
                {items.map((l) => (
                  <ListRow
                    key={l.id}
                    name={l.name}
                    meta={`${l.entries.length} ${l.entries.length === 1 ? 'buyer' : 'buyers'}`}
                    saved={allInList(l.buyerGuids, buyerGuids)}
                    disabled={pending === l.id}
                    onToggle={() => void toggle(l)}
                  />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
