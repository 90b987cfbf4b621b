import {
  SME_CHOICES,
  SME_CHOICE_LABELS,
  clearSupplierFilters,
  type SignalJson,
  type SmeChoice,
  type SupplierTableFilters,
} from '@tenderlens/domain';
import { Checkbox, FilterDrawer, RadioGroup, TagInput } from '@tenderlens/ui';
import { useState, type ReactNode } from 'react';
import * as styles from './Suppliers.css';

export interface SupplierFiltersDrawerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  filters: SupplierTableFilters;
  onApply: (filters: SupplierTableFilters) => void;
  /** The team's signals (keywords, competitors, partners, CPV codes). */
  signals: readonly SignalJson[];
  /** The caller's buyer lists. */
  buyerLists: readonly { id: string; name: string }[];
}

const COUNTRY = /^[A-Z]{2}$/;
const CATEGORY_LABEL: Record<string, string> = {
  keyword: 'Keyword',
  competitor: 'Competitor',
  partner: 'Partner',
  cpv: 'CPV code',
};

function toggle(values: readonly string[], value: string, on: boolean): string[] {
  return on ? [...values.filter((v) => v !== value), value] : values.filter((v) => v !== value);
}

function CheckboxGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The suppliers filter drawer (700 wide; spec 2§2 "Filter drawer": Signals; Suppliers with the SME
 * choice; Buyers with buyer lists; plus countries). Lots are not offered: supplier rows carry no lot
 * ids to filter on.
 */
export function SupplierFiltersDrawer({
  isOpen,
  onOpenChange,
  filters,
  onApply,
  signals,
  buyerLists,
}: SupplierFiltersDrawerProps) {
  const [draft, setDraft] = useState(filters);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setDraft(filters);
  }
  const set = <K extends keyof SupplierTableFilters>(key: K, value: SupplierTableFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const badCountries = draft.countryCodes.filter((c) => !COUNTRY.test(c));
  return (
    <FilterDrawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onApply={() => onApply(draft)}
      onClearFilters={() => setDraft(clearSupplierFilters(draft))}
      isApplyDisabled={badCountries.length > 0}
      groups={[
        {
          id: 'signals',
          title: 'Signals',
          subtitle: 'Suppliers of notices matching your signals, or your saved competitors and partners',
          defaultExpanded: true,
          content:
            signals.length === 0 ? (
              <p className={styles.muted}>Your team has no signals yet.</p>
            ) : (
              <CheckboxGroup legend="Signals">
                {signals.map((s) => (
                  <Checkbox
                    key={s.id}
                    isSelected={draft.signals.includes(s.id)}
                    onChange={(on) => set('signals', toggle(draft.signals, s.id, on))}
                  >
                    {`${CATEGORY_LABEL[s.category] ?? s.category}: ${s.name}`}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            ),
        },
        {
          id: 'suppliers',
          title: 'Suppliers',
          defaultExpanded: true,
          content: (
            <RadioGroup
              label="SME"
              value={draft.sme}
              onChange={(v) => set('sme', v as SmeChoice)}
              options={SME_CHOICES.map((c) => ({ value: c, label: SME_CHOICE_LABELS[c] }))}
            />
          ),
        },
        {
          id: 'buyers',
          title: 'Buyers',
          content:
            buyerLists.length === 0 ? (
              <p className={styles.muted}>You haven&apos;t added any lists yet</p>
            ) : (
              <CheckboxGroup legend="Buyer lists">
                {buyerLists.map((l) => (
                  <Checkbox
                    key={l.id}
                    isSelected={draft.buyerListIds.includes(l.id)}
                    onChange={(on) => set('buyerListIds', toggle(draft.buyerListIds, l.id, on))}
                  >
                    {l.name}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            ),
        },
        {
          id: 'country',
          title: 'Country',
          content: (
            <TagInput
              label="Country codes"
              description="Two-letter codes such as GB or IE; press Enter after each."
              value={draft.countryCodes}
              onChange={(v) =>
                set(
                  'countryCodes',
                  v.map((c) => c.trim().toUpperCase()),
                )
              }
              isInvalid={badCountries.length > 0}
              errorMessage={
                badCountries.length > 0 ? `Not a country code: ${badCountries.join(', ')}` : undefined
              }
            />
          ),
        },
      ]}
    />
  );
}
