import {
  SUPPLIER_PICKER_CATEGORIES,
  selectAllCategoryLabel,
  selectAllState,
  supplierPickerEmptyText,
  useSupplierOptions,
  type SupplierSignalType,
} from '@tenderlens/domain';
import { Button, Checkbox, EmptyState, Modal, SearchField, Skeleton, SkeletonGroup } from '@tenderlens/ui';
import { useState } from 'react';
import * as styles from './SignalSettings.css';

export interface PickedSupplier {
  guid: string;
  name: string;
}

export interface SupplierPickerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The set being edited. */
  target: SupplierSignalType;
  /** The draft of that set. */
  value: readonly PickedSupplier[];
  onChange: (value: PickedSupplier[]) => void;
  /** Saved competitors and partners (the first two categories). */
  saved: Record<SupplierSignalType, readonly PickedSupplier[]>;
}

type Category = (typeof SUPPLIER_PICKER_CATEGORIES)[number]['id'];

function OptionList({
  items,
  value,
  onToggle,
}: {
  items: readonly PickedSupplier[];
  value: readonly PickedSupplier[];
  onToggle: (s: PickedSupplier, on: boolean) => void;
}) {
  const chosen = new Set(value.map((v) => v.guid));
  return (
    <ul className={styles.options}>
      {items.map((s) => (
        <li key={s.guid}>
          <Checkbox isSelected={chosen.has(s.guid)} onChange={(on) => onToggle(s, on)}>
            {s.name}
          </Checkbox>
        </li>
      ))}
    </ul>
  );
}

/**
 * The supplier picker for a signal category (spec 2§2): with no search text it offers the categories
 * Competitor, Partner and Other suppliers '(10,000+)'; a category has a Back button and a tri-state
 * 'Select all {category}s'; an empty category explains how to fill it.
 */
export function SupplierPicker({
  isOpen,
  onOpenChange,
  target,
  value,
  onChange,
  saved,
}: SupplierPickerProps) {
  const [category, setCategory] = useState<Category | null>(null);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const searching = text.trim().length > 0 || category === 'other';
  const search = useSupplierOptions({ text: query.trim(), pause: !isOpen || query.trim().length < 2 });
  const toggle = (s: PickedSupplier, on: boolean) =>
    onChange(on ? [...value.filter((v) => v.guid !== s.guid), s] : value.filter((v) => v.guid !== s.guid));
  const title = target === 'competitor' ? 'Choose competitors' : 'Choose partners';

  let body;
  if (category === 'competitor' || category === 'partner') {
    const items = saved[category];
    const chosen = items.filter((s) => value.some((v) => v.guid === s.guid)).length;
    const state = selectAllState(chosen, items.length);
    body = (
      <>
        <Button variant="tertiary" iconStart="ChevronLeft" onPress={() => setCategory(null)}>
          Back
        </Button>
        {items.length === 0 ? (
          <EmptyState
            title={`No ${category}s`}
            description={supplierPickerEmptyText(category)}
            headingLevel={3}
          />
        ) : (
          <>
            <Checkbox
              isSelected={state === 'checked'}
              isIndeterminate={state === 'indeterminate'}
              onChange={(on) => {
                const rest = value.filter((v) => !items.some((i) => i.guid === v.guid));
                onChange(on ? [...rest, ...items] : rest);
              }}
            >
              {selectAllCategoryLabel(category)}
            </Checkbox>
            <OptionList items={items} value={value} onToggle={toggle} />
          </>
        )}
      </>
    );
  } else if (searching) {
    body = (
      <>
        {category === 'other' ? (
          <Button variant="tertiary" iconStart="ChevronLeft" onPress={() => setCategory(null)}>
            Back
          </Button>
        ) : null}
        {text.trim().length < 2 ? (
          <p className={styles.muted}>Type at least two characters of a supplier&apos;s name.</p>
        ) : search.fetching || query.trim() !== text.trim() ? (
          <SkeletonGroup label="Searching suppliers">
            <Skeleton variant="text" lines={4} />
          </SkeletonGroup>
        ) : search.options.length === 0 ? (
          <p className={styles.muted}>No suppliers match &lsquo;{text.trim()}&rsquo;.</p>
        ) : (
          <OptionList
            items={search.options.map((o) => ({ guid: o.guid, name: o.name }))}
            value={value}
            onToggle={toggle}
          />
        )}
      </>
    );
  } else {
    body = (
      <ul className={styles.categoryList} aria-label="Supplier categories">
        {SUPPLIER_PICKER_CATEGORIES.map((c) => (
          <li key={c.id}>
            <Button
              variant="secondary"
              className={styles.categoryButton}
              iconEnd="ChevronRight"
              onPress={() => setCategory(c.id)}
            >
              {'note' in c
                ? `${c.label} ${c.note}`
                : `${c.label} (${saved[c.id as SupplierSignalType].length})`}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          setCategory(null);
          setText('');
          setQuery('');
        }
        onOpenChange(open);
      }}
      title={title}
      footer={({ close }) => (
        <Button variant="primary" onPress={close}>
          Done
        </Button>
      )}
    >
      <div className={styles.pickerBody}>
        {category === 'competitor' || category === 'partner' ? null : (
          <SearchField
            label="Search suppliers"
            placeholder="Search by supplier name"
            value={text}
            onChange={setText}
            debounceMs={500}
            onDebouncedChange={setQuery}
          />
        )}
        {body}
      </div>
    </Modal>
  );
}
