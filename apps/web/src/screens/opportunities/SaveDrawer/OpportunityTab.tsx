import {
  OPPORTUNITY_MESSAGES,
  useOpportunitySearch,
  useSaveToOpportunity,
  type OpportunityListItem,
} from '@tenderlens/domain';
import { Button, EmptyState, SearchField, Skeleton, SkeletonGroup, formatMoney, toast } from '@tenderlens/ui';
import { useMemo, useState } from 'react';
import type { SaveEntity } from './SaveDrawer';
import { opportunityEntities, typeWord } from './entityWords';
import * as styles from './SaveDrawer.css';

export interface OpportunityTabProps {
  entity: SaveEntity;
  onCreate(): void;
}

/** Searchable opportunities (pages of 30, same buyer first) with Save / Unsave per opportunity. */
export function OpportunityTab({ entity, onCreate }: OpportunityTabProps) {
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const entityId = entity.ids[0] ?? '';
  const buyerIds = useMemo(
    () => (entity.type === 'buyer' ? entity.ids : (entity.buyerIds ?? [])),
    [entity.type, entity.ids, entity.buyerIds],
  );
  const search = useOpportunitySearch({ text, buyerIds, entityId, page });
  // Every selected entity is linked; isSaved is answered for the first.
  const entities = useMemo(() => opportunityEntities(entity), [entity]);
  const saver = useSaveToOpportunity(
    entities[0] ?? { entityId, entityType: 'Notice' },
    typeWord(entity.type),
  );

  const toggle = async (o: OpportunityListItem) => {
    const outcome = await saver.toggle(o);
    if (!outcome.ok && outcome.message) toast.error(outcome.message);
  };

  const matchCount = search.buyerMatchLabel;
  return (
    <div className={styles.stack}>
      <div className={styles.between}>
        <SearchField
          label="Search opportunities"
          hideLabel
          placeholder="Search"
          debounceMs={500}
          onDebouncedChange={(next) => {
            setText(next);
            setPage(0);
          }}
          className={styles.grow}
        />
        <Button variant="secondary" iconStart="Plus" onPress={onCreate}>
          Create new opportunity
        </Button>
      </div>
      {buyerIds.length > 0 && matchCount && matchCount !== '0' ? (
        <p className={styles.meta}>{matchCount} with the same buyer</p>
      ) : null}
      {search.errorMessage ? (
        <EmptyState
          illustration="loadError"
          title="Sorry something has gone wrong"
          description={search.errorMessage}
        />
      ) : search.fetching && !search.opportunities ? (
        <SkeletonGroup label="Loading opportunities">
          <Skeleton variant="text" lines={4} />
        </SkeletonGroup>
      ) : search.opportunities && search.opportunities.length === 0 ? (
        text ? (
          <EmptyState illustration="noResults" title="No opportunities match your search" headingLevel={3} />
        ) : (
          <EmptyState
            illustration="startingState"
            title={OPPORTUNITY_MESSAGES.empty}
            headingLevel={3}
            actions={<Button onPress={onCreate}>Create new opportunity</Button>}
          />
        )
      ) : (
        <>
          <ul className={styles.list} aria-label="Opportunities">
            {(search.opportunities ?? []).map((o) => (
              <li key={o.id} className={styles.item}>
                <div className={styles.itemText}>
                  <span className={styles.itemName}>{o.name}</span>
                  <span className={styles.meta}>
                    {[
                      o.stage?.name,
                      o.value != null ? formatMoney(o.value, { currency: 'GBP' }) : null,
                      o.buyers.map((b) => b.name).join(', ') || null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </div>
                <Button
                  size="sm"
                  variant={o.isSaved ? 'secondary' : 'primary'}
                  isDisabled={saver.isPending(o.id)}
                  aria-label={`${o.isSaved ? 'Unsave' : 'Save'} ${o.name}`}
                  onPress={() => void toggle(o)}
                >
                  {o.isSaved ? 'Unsave' : 'Save'}
                </Button>
              </li>
            ))}
          </ul>
          {page > 0 || search.nextOffset !== null ? (
            <div className={styles.between}>
              <Button
                variant="tertiary"
                size="sm"
                isDisabled={page === 0}
                onPress={() => setPage((p) => p - 1)}
              >
                Previous
              </Button>
              <Button
                variant="tertiary"
                size="sm"
                isDisabled={search.nextOffset === null}
                onPress={() => setPage((p) => p + 1)}
              >
                Next
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
