import {
  LIST_MESSAGES,
  hasDataType,
  useBuyerLists,
  useCurrentUser,
  type BuyerList,
  type CurrentUser,
} from '@tenderlens/domain';
import {
  Button,
  Tag,
  EmptyState,
  Modal,
  Skeleton,
  SkeletonGroup,
  formatDate,
} from '@tenderlens/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../navigation/routes';
import { DataTypeLocked } from '../../../pageParts/paywall/DataTypeLocked';
import { CreateBuyerListForm } from './CreateBuyerListForm';
import * as styles from './ListPages.css';

/**
 * What the page shows instead of lists without the BUYERS data type or with a guest pass (spec 1§6): the BUYERS
 * paywall page (decision 0039: its copy from the domain catalogue, logged when shown).
 */
export function BuyerListsPaywall() {
  return <DataTypeLocked dataType="BUYERS" />;
}

export const buyerCount = (n: number) => `${n} ${n === 1 ? 'buyer' : 'buyers'}`;

function ListGroup({ title, lists }: { title: string; lists: BuyerList[] }) {
  const id = `buyer-lists-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      {lists.length === 0 ? (
        <p className={styles.meta}>No {title.toLowerCase()} lists yet.</p>
      ) : (
        <ul className={styles.rows}>
          {lists.map((l) => (
            <li key={l.id} className={styles.rowItem}>
              <div className={styles.rowLine}>
                <div className={styles.rowMain}>
                  <Link className={styles.link} to={`${paths.buyerLists}/${l.id}`}>
                    {l.name}
                  </Link>
                  <span className={styles.meta}>
                    {buyerCount(l.entries.length)} · updated {formatDate(l.updatedAt)}
                  </span>
                </div>
                <Tag tone={l.sharingType === 'PRIVATE' ? 'neutral' : 'info'}>
                  {l.sharingType === 'PRIVATE' ? 'Private' : 'Team'}
                </Tag>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /buyer-lists: the user's private lists and the team's lists, and a new-list form (spec 1§2, 2§6). */
export function BuyerListsPage({ user }: { user: CurrentUser }) {
  const allowed = !user.guest && hasDataType(user, 'BUYERS');
  const lists = useBuyerLists({ signedIn: allowed });
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    document.title = 'Buyer lists · Tenderlens';
  }, []);
  if (!allowed) return <BuyerListsPaywall />;
  const all = lists.lists?.all ?? [];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="page-heading" className={styles.heading}>
          Buyer lists
        </h1>
        <Button iconStart="Plus" onPress={() => setCreating(true)}>
          Create buyer list
        </Button>
      </header>
      {lists.error ? (
        <EmptyState
          illustration="loadError"
          title="Sorry something has gone wrong"
          description={LIST_MESSAGES.loadFailed}
        />
      ) : lists.fetching && !lists.lists ? (
        <SkeletonGroup label="Loading buyer lists">
          <Skeleton variant="block" height="64px" />
          <Skeleton variant="block" height="64px" />
        </SkeletonGroup>
      ) : all.length === 0 ? (
        <EmptyState
          illustration="startingState"
          title={LIST_MESSAGES.empty}
          description="Create a buyer list to follow the public bodies you sell to."
          actions={<Button onPress={() => setCreating(true)}>Create buyer list</Button>}
        />
      ) : (
        <>
          <ListGroup title="Private" lists={lists.lists?.private ?? []} />
          <ListGroup title="Team" lists={lists.lists?.team ?? []} />
        </>
      )}
      <Modal title="Create buyer list" isOpen={creating} onOpenChange={setCreating}>
        <CreateBuyerListForm
          existingNames={all.map((l) => l.name)}
          onCreated={() => setCreating(false)}
          onCancel={() => setCreating(false)}
        />
      </Modal>
    </div>
  );
}

export function BuyerListsRoute() {
  const { user } = useCurrentUser();
  return user ? <BuyerListsPage user={user} /> : null;
}
