import {
  allInList,
  hasDataType,
  searchBuyerLists,
  useBuyerLists,
  useCurrentUser,
  useToggleBuyersInList,
  type BuyerList,
} from '@tenderlens/domain';
import {
  Button,
  EmptyState,
  IconButton,
  LinkButton,
  Popover,
  PopoverTrigger,
  SearchField,
  Skeleton,
  SkeletonGroup,
  toast,
} from '@tenderlens/ui';
import { useState } from 'react';
import { LIST_MESSAGES } from '@tenderlens/domain';
import { paths } from '../../../navigation/routes';
import * as styles from '../../opportunities/SaveDrawer/SaveDrawer.css';
import { CreateBuyerListForm } from './CreateBuyerListForm';

export interface BuyerListPopoverProps {
  /** The buyers to add or remove (guids). */
  buyerGuids: string[];
  /** Their names, for the trigger's label. */
  buyerNames?: string[];
  /**
   * `icon`: a small icon button (its label as the accessible name and tooltip), for table rows.
   * @default 'button'
   */
  trigger?: 'button' | 'icon';
}

/**
 * Buyer list popover (spec 1§2 screen 4): clicking a list adds the buyers not yet in it, or removes them all
 * when all are in it; bulk toasts 'Successfully added N buyers to {list}'. Hidden for guests (spec 1§6);
 * locked without the BUYERS data type.
 */
export function BuyerListPopover({ buyerGuids, buyerNames, trigger = 'button' }: BuyerListPopoverProps) {
  const { user } = useCurrentUser();
  if (!user || user.guest) return null;
  const count = buyerGuids.length;
  // A row's icon names its buyer; the page's button stands beside the buyer's heading and does not repeat it.
  const label =
    count === 1 && trigger === 'button'
      ? 'Save to a buyer list'
      : count === 1 && buyerNames?.[0]
        ? `Save ${buyerNames[0]} to a buyer list`
        : `Save ${count} ${count === 1 ? 'buyer' : 'buyers'} to list`;
  const locked = !hasDataType(user, 'BUYERS');
  return (
    <PopoverTrigger>
      {trigger === 'icon' ? (
        <IconButton variant="tertiary" size="sm" icon={locked ? 'Lock' : 'List'} aria-label={label} tooltip isDisabled={count === 0} />
      ) : (
        <Button variant="secondary" iconStart={locked ? 'Lock' : 'List'} isDisabled={count === 0}>
          {label}
        </Button>
      )}
      <Popover title={locked ? 'Buyer lists' : 'Save to a buyer list'} maxHeight={480}>
        {locked ? (
          <EmptyState
            illustration="userRequiredContent"
            title="Save buyers to lists with the Growth plan"
            description="Buyer lists keep the public bodies you sell to in one place for your team."
            actions={<LinkButton href={paths.plans}>View plans</LinkButton>}
            headingLevel={3}
          />
        ) : (
          <BuyerListChooser buyerGuids={buyerGuids} />
        )}
      </Popover>
    </PopoverTrigger>
  );
}

function BuyerListChooser({ buyerGuids }: { buyerGuids: string[] }) {
  const lists = useBuyerLists({ signedIn: true, buyerGuids, permission: 'create_buyer_list_entries' });
  const toggler = useToggleBuyersInList();
  const [text, setText] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const all = lists.lists?.all ?? [];

  const toggle = async (list: BuyerList) => {
    setPending(list.id);
    try {
      const outcome = await toggler.toggle(list, buyerGuids);
      if (outcome.message) (outcome.ok ? toast.success : toast.error)(outcome.message);
    } finally {
      setPending(null);
    }
  };

  if (creating)
    return (
      <CreateBuyerListForm
        existingNames={all.map((l) => l.name)}
        buyerGuids={buyerGuids}
        onCreated={() => setCreating(false)}
        onCancel={() => setCreating(false)}
      />
    );
  return (
    <div className={styles.tight}>
      <SearchField
        label="Search buyer lists"
        hideLabel
        placeholder="Search buyer lists"
        value={text}
        onChange={setText}
      />
      {lists.error ? (
        <p className={styles.meta}>{LIST_MESSAGES.loadFailed}</p>
      ) : lists.fetching && !lists.lists ? (
        <SkeletonGroup label="Loading buyer lists">
          <Skeleton variant="text" lines={3} />
        </SkeletonGroup>
      ) : all.length === 0 ? (
        <p className={styles.meta}>{LIST_MESSAGES.empty}</p>
      ) : (
        (['private', 'team'] as const).map((group) => {
          const items = searchBuyerLists(lists.lists?.[group] ?? [], text);
          if (items.length === 0) return null;
          return (
            <section key={group} aria-labelledby={`buyer-popover-${group}`}>
              <h3 id={`buyer-popover-${group}`} className={styles.groupHeading}>
                {group === 'private' ? 'Private' : 'Team'}
              </h3>
              <ul className={styles.list}>
                {items.map((l) => {
                  const saved = allInList(l.buyerGuids, buyerGuids);
                  return (
                    <li key={l.id} className={styles.item}>
                      <div className={styles.itemText}>
                        <span className={styles.itemName}>{l.name}</span>
                        <span className={styles.meta}>
                          {l.entries.length} {l.entries.length === 1 ? 'buyer' : 'buyers'}
                        </span>
                      </div>
                      <Button
                        size="sm"
                        variant={saved ? 'secondary' : 'primary'}
                        isDisabled={pending === l.id}
                        aria-label={`${saved ? 'Remove from' : 'Add to'} ${l.name}`}
                        onPress={() => void toggle(l)}
                      >
                        {saved ? 'Remove' : 'Add'}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })
      )}
      <div>
        <Button variant="tertiary" iconStart="Plus" onPress={() => setCreating(true)}>
          Create new buyer list
        </Button>
      </div>
    </div>
  );
}
