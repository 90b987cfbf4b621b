import { DEFAULT_BUYER_COUNTRY_CODES, useDebouncedValue, useOrganisationSearch } from '@tenderlens/domain';
import { Button, Checkbox, EmptyState, Modal, SearchField, Skeleton, SkeletonGroup, Switch } from '@tenderlens/ui';
import { useState } from 'react';
import * as styles from './BuyerSelect.css';

export interface BuyerSelectModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Called with the chosen buyers when the user confirms. */
  onSelect: (buyers: { guid: string; name: string }[]) => void;
  /** Buyers chosen already. */
  initialSelection?: { guid: string; name: string }[];
  /** @default 'Select buyers' */
  title?: string;
}

/**
 * The buyer-select modal (spec 1§2 screen 17, 2§6): text search over buyers, limited to UK/GB by
 * default (a switch widens it to every country), multiple choice, confirmed with 'Select'.
 */
export function BuyerSelectModal({ isOpen, onClose, onSelect, initialSelection = [], title = 'Select buyers' }: BuyerSelectModalProps) {
  const [text, setText] = useState('');
  const [ukOnly, setUkOnly] = useState(true);
  const [chosen, setChosen] = useState<Map<string, string>>(() => new Map(initialSelection.map((b) => [b.guid, b.name])));
  const query = useDebouncedValue(text, 300);
  const search = useOrganisationSearch(
    { text: query, role: 'buyer', countryCodes: ukOnly ? DEFAULT_BUYER_COUNTRY_CODES : [], limit: 20, sort: query.trim() ? 'relevance' : 'notice_count' },
    !isOpen,
  );
  const toggle = (guid: string, name: string, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(guid, name);
      else next.delete(guid);
      return next;
    });
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      size="md"
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button
            variant="primary"
            onPress={() => {
              onSelect([...chosen].map(([guid, name]) => ({ guid, name })));
              onClose();
            }}
          >
            {chosen.size ? `Select ${chosen.size}` : 'Select'}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <SearchField label="Search buyers" placeholder="Search by buyer name" value={text} onChange={setText} />
        <Switch isSelected={ukOnly} onChange={setUkOnly}>
          UK buyers only
        </Switch>
        {search.fetching ? (
          <SkeletonGroup label="Loading buyers">
            <Skeleton variant="text" lines={4} />
          </SkeletonGroup>
        ) : search.error ? (
          <EmptyState illustration="loadError" title="Sorry something has gone wrong" description="Sorry something has gone wrong. If this error persists please contact support" />
        ) : search.data?.results.length ? (
          <ul className={styles.list} aria-label="Buyers">
            {search.data.results.map((b) => (
              <li key={b.guid}>
                <Checkbox isSelected={chosen.has(b.guid)} onChange={(on) => toggle(b.guid, b.name, on)}>
                  {b.town ? `${b.name} (${b.town})` : b.name}
                </Checkbox>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState illustration="noResults" title="No buyers found" description="Try a different name, or include buyers outside the UK." />
        )}
      </div>
    </Modal>
  );
}
