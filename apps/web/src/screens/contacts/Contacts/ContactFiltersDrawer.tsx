import {
  CONTACT_DISPLAY_LABELS,
  CONTACT_DISPLAY_OPTIONS,
  CONTACTS_COPY,
  DEFAULT_CONTACT_FILTER,
  JOB_FUNCTIONS,
  SENIORITIES,
  type ContactDisplayOption,
  type ContactFilter,
  type JobFunction,
  type Seniority,
} from '@tenderlens/domain';
import { Checkbox, FilterDrawer, MultiSelect, TextField } from '@tenderlens/ui';
import { useState } from 'react';
import { BuyerTypeSelect } from '../../notices/Notices/BuyerTypeSelect';
import { OrganisationPicker } from '../../notices/Notices/OrganisationPicker';
import * as styles from './Contacts.css';

export interface ContactFiltersDrawerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  filter: ContactFilter;
  onApply: (filter: ContactFilter) => void;
  /** The team's buyer lists ('Buyers saved to'). */
  buyerLists: { id: string; name: string }[];
  /** Names of buyers already chosen (from the rows). */
  buyerNames: Map<string, string>;
}

const count = (n: number) => (n > 0 ? `${n} selected` : undefined);

/**
 * 'All filters' (spec 1§2.11): a 700 px drawer with collapsible groups — job title, seniority and
 * function; contact information (must contain email, phone); buyers (buyers, buyers saved to, buyer
 * type); contact name (first and last). Applied together; 'Clear filters' empties the draft. Mounted
 * while open: the draft starts from the applied filters each time.
 */
export function ContactFiltersDrawer({
  isOpen,
  onOpenChange,
  filter,
  onApply,
  buyerLists,
  buyerNames,
}: ContactFiltersDrawerProps) {
  const [draft, setDraft] = useState(filter);
  const [names, setNames] = useState(buyerNames);
  const set = (patch: Partial<ContactFilter>) => setDraft((d) => ({ ...d, ...patch }));

  const groups = [
    {
      id: 'role',
      title: 'Job title, seniority and function',
      subtitle: count((draft.jobTitle ? 1 : 0) + draft.seniority.length + draft.jobFunction.length),
      defaultExpanded: true,
      content: (
        <div className={styles.stack}>
          <TextField label="Job title" value={draft.jobTitle} onChange={(jobTitle) => set({ jobTitle })} />
          <MultiSelect
            label="Seniority"
            placeholder="Any seniority"
            items={SENIORITIES.map((s) => ({ id: s, label: s }))}
            value={draft.seniority}
            onChange={(keys) => set({ seniority: keys.map(String) as Seniority[] })}
          />
          <MultiSelect
            label="Function"
            placeholder="Any function"
            items={JOB_FUNCTIONS.map((s) => ({ id: s, label: s }))}
            value={draft.jobFunction}
            onChange={(keys) => set({ jobFunction: keys.map(String) as JobFunction[] })}
          />
        </div>
      ),
    },
    {
      id: 'information',
      title: 'Contact information',
      subtitle: count(draft.contactDisplayOptions.length),
      content: (
        <div className={styles.stack}>
          {CONTACT_DISPLAY_OPTIONS.map((option) => (
            <Checkbox
              key={option}
              isSelected={draft.contactDisplayOptions.includes(option)}
              onChange={(on) =>
                set({
                  contactDisplayOptions: CONTACT_DISPLAY_OPTIONS.filter((o) =>
                    o === option ? on : draft.contactDisplayOptions.includes(o),
                  ) as ContactDisplayOption[],
                })
              }
            >
              {`Must contain ${CONTACT_DISPLAY_LABELS[option]}`}
            </Checkbox>
          ))}
        </div>
      ),
    },
    ...[
      {
        id: 'buyers',
        title: 'Buyers',
        subtitle: count(draft.buyerGuids.length + draft.buyerListIds.length + draft.buyerCategoryIds.length),
        content: (
          <div className={styles.stack}>
            <OrganisationPicker
              role="buyer"
              label="Buyers"
              value={draft.buyerGuids}
              names={names}
              onChange={(buyerGuids, picked) => {
                if (picked) setNames((m) => new Map(m).set(picked.guid, picked.name));
                set({ buyerGuids });
              }}
            />
            <MultiSelect
              label="Buyers saved to"
              placeholder="Any buyer list"
              items={buyerLists.map((l) => ({ id: l.id, label: l.name }))}
              value={draft.buyerListIds}
              onChange={(keys) => set({ buyerListIds: keys.map(String) })}
              emptyText="You have no buyer lists"
            />
            <BuyerTypeSelect
              value={draft.buyerCategoryIds}
              onChange={(buyerCategoryIds) => set({ buyerCategoryIds })}
            />
            <Checkbox
              isSelected={draft.includeUncategorisedBuyers}
              onChange={(includeUncategorisedBuyers) => set({ includeUncategorisedBuyers })}
            >
              Include buyers without a type
            </Checkbox>
          </div>
        ),
      },
    ],
    {
      id: 'name',
      title: 'Contact name',
      subtitle: count((draft.firstName ? 1 : 0) + (draft.lastName ? 1 : 0)),
      content: (
        <div className={styles.fieldRow}>
          <TextField
            label="First name"
            value={draft.firstName}
            onChange={(firstName) => set({ firstName })}
          />
          <TextField label="Last name" value={draft.lastName} onChange={(lastName) => set({ lastName })} />
        </div>
      ),
    },
  ];

  return (
    <FilterDrawer
      title={CONTACTS_COPY.allFilters}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      groups={groups}
      onApply={() => onApply(draft)}
      onClearFilters={() => setDraft(DEFAULT_CONTACT_FILTER)}
      clearLabel={CONTACTS_COPY.clearFilters}
    />
  );
}
