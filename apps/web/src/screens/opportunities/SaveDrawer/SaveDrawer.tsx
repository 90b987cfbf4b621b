import { useCurrentUser } from '@tenderlens/domain';
import { Drawer, EmptyState, LinkButton, SegmentedControl } from '@tenderlens/ui';
import { useState } from 'react';
import { paths } from '../../../navigation/routes';
import { CreateOpportunityForm } from './CreateOpportunityForm';
import { ListTab } from './ListTab';
import { OpportunityTab } from './OpportunityTab';
import * as styles from './SaveDrawer.css';

/** What the drawer saves: one or more notices, buyers, suppliers or contacts (guids). */
export interface SaveEntity {
  type: 'notice' | 'buyer' | 'supplier' | 'contact';
  ids: string[];
  name: string;
  /** The notice's (or supplier's) buyers: opportunities sharing them come first; supplier lists hold these. */
  buyerIds?: string[];
  /** Names of `buyerIds`, in the same order (for the create form's Buyers field). */
  buyerNames?: string[];
  /** The notice's stage (OPEN, AWARDED…): the create form's stage default (spec 1§4). */
  stage?: string;
  procurementStageId?: string;
}

export type SaveDrawerTab = 'opportunity' | 'list';

export interface SaveDrawerProps {
  /** The entity to save; null keeps the drawer closed. */
  entity: SaveEntity | null;
  onClose(): void;
  /** Overrides the type's first tab (the record menu's 'Add to list' opens on 'list'). */
  initialTab?: SaveDrawerTab;
}

/** Buyer and supplier open on the List tab, others on the Opportunity tab (spec 1§2 screen 1). */
export const firstTab = (type: SaveEntity['type']): SaveDrawerTab =>
  type === 'buyer' || type === 'supplier' ? 'list' : 'opportunity';

/** The Opportunity/List toggle appears only for buyer, supplier and notice. */
export const hasListTab = (type: SaveEntity['type']) => type !== 'contact';

const TAB_OPTIONS = [
  { id: 'opportunity', label: 'Opportunity' },
  { id: 'list', label: 'List' },
];

/** The save drawer (486 wide): save to opportunities or lists, or create a new opportunity. */
export function SaveDrawer({ entity, onClose, initialTab }: SaveDrawerProps) {
  const { user } = useCurrentUser();
  const startTab = (e: SaveEntity | null): SaveDrawerTab =>
    e ? (initialTab && hasListTab(e.type) ? initialTab : firstTab(e.type)) : 'opportunity';
  const [tab, setTab] = useState<SaveDrawerTab>(() => startTab(entity));
  const [creating, setCreating] = useState(false);
  const key = entity ? `${entity.type}:${entity.ids.join(',')}:${initialTab ?? ''}` : null;
  const [shownKey, setShownKey] = useState(key);
  // Another entity opened: start again on its first tab (state adjusted while rendering, no effect).
  if (key !== shownKey) {
    setShownKey(key);
    if (entity) {
      setTab(startTab(entity));
      setCreating(false);
    }
  }

  const guestBlocked = !!user?.guest;
  const title = creating
    ? 'Create new opportunity'
    : tab === 'list'
      ? 'Save to a list'
      : 'Save to an opportunity';

  return (
    <Drawer
      title={title}
      width="save"
      isOpen={entity !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      onBack={creating ? () => setCreating(false) : undefined}
      backLabel="Back to opportunities"
    >
      {entity && user ? (
        guestBlocked ? (
          <EmptyState
            illustration="userRequiredContent"
            title="Upgrade to save"
            description={
              entity.type === 'buyer' || entity.type === 'supplier'
                ? `Guest passes cannot save ${entity.type}s. Upgrade to save ${entity.name} to opportunities and lists.`
                : `Guest passes cannot save to opportunities or lists. Upgrade to save ${entity.name}.`
            }
            actions={<LinkButton href={paths.plans}>View plans</LinkButton>}
          />
        ) : creating ? (
          <CreateOpportunityForm entity={entity} onDone={() => setCreating(false)} />
        ) : (
          <div className={styles.stack}>
            {hasListTab(entity.type) ? (
              <SegmentedControl
                label="Save to"
                hideLabel
                options={TAB_OPTIONS}
                selectedKey={tab}
                onSelectionChange={(k) => setTab(k as SaveDrawerTab)}
              />
            ) : null}
            {tab === 'opportunity' ? (
              <OpportunityTab entity={entity} onCreate={() => setCreating(true)} />
            ) : (
              <ListTab entity={entity} user={user} />
            )}
          </div>
        )
      ) : null}
    </Drawer>
  );
}
