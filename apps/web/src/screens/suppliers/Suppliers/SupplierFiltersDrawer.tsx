import {
  SME_CHOICES,
  SME_CHOICE_LABELS,
  clearSupplierFilters,
  useOrganisationNames,
  type SignalJson,
  type SmeChoice,
  type SupplierTableFilters,
} from '@tenderlens/domain';
import { Button, FilterChips, FilterDrawer, RadioGroup, TagInput } from '@tenderlens/ui';
import { useMemo, useState } from 'react';
import { BuyerSearchPicker } from '../../organisations/BuyerSelect/BuyerSearchPicker';
import { BuyerSelectModal } from '../../organisations/BuyerSelect/BuyerSelectModal';
import { CheckboxList } from '../../notices/Notices/CheckboxList';
import { OrganisationPicker } from '../../notices/Notices/OrganisationPicker';
import { BuyerTypeSelect } from '../../notices/Notices/BuyerTypeSelect';
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

/**
 * The suppliers filter drawer (700 wide; spec 2§2 "Filter drawer": Signals; Suppliers — chosen suppliers
 * and the SME choice; Buyers — chosen buyers (the buyer search picker, or several at once in the
 * buyer-select modal), buyer lists and buyer type; plus countries). Lots are not offered: supplier rows
 * carry no lot ids to filter on.
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
  const [browseOpen, setBrowseOpen] = useState(false);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setDraft(filters);
  }
  const set = <K extends keyof SupplierTableFilters>(key: K, value: SupplierTableFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  // Names of the chosen organisations: loaded for guids from the URL, remembered for ones picked here.
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  const loadedNames = useOrganisationNames(isOpen ? [...draft.buyerGuids, ...draft.supplierGuids] : []);
  const names = useMemo(() => new Map([...loadedNames, ...picked]), [loadedNames, picked]);
  const remember = (orgs: readonly { guid: string; name: string }[]) =>
    setPicked((m) => new Map([...m, ...orgs.map((o) => [o.guid, o.name] as const)]));
  const addBuyers = (buyers: readonly { guid: string; name: string }[]) => {
    remember(buyers);
    setDraft((d) => ({ ...d, buyerGuids: [...new Set([...d.buyerGuids, ...buyers.map((b) => b.guid)])] }));
  };
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
              <CheckboxList
                legend="Signals"
                items={signals.map((s) => ({
                  value: s.id,
                  label: `${CATEGORY_LABEL[s.category] ?? s.category}: ${s.name}`,
                }))}
                value={draft.signals}
                onChange={(v) => set('signals', v)}
              />
            ),
        },
        {
          id: 'suppliers',
          title: 'Suppliers',
          defaultExpanded: true,
          content: (
            <div className={styles.stack}>
              <OrganisationPicker
                role="supplier"
                label="Suppliers"
                value={draft.supplierGuids}
                names={names}
                onChange={(guids, p) => {
                  if (p) remember([p]);
                  set('supplierGuids', guids);
                }}
              />
              <RadioGroup
                label="SME"
                value={draft.sme}
                onChange={(v) => set('sme', v as SmeChoice)}
                options={SME_CHOICES.map((c) => ({ value: c, label: SME_CHOICE_LABELS[c] }))}
              />
            </div>
          ),
        },
        {
          id: 'buyers',
          title: 'Buyers',
          subtitle: 'Suppliers these buyers awarded',
          content: (
            <div className={styles.stack}>
              <div className={styles.pickerRow}>
                <BuyerSearchPicker
                  label="Buyers"
                  onSelect={(buyer) => {
                    if (buyer) addBuyers([buyer]);
                  }}
                  className={styles.picker}
                />
                <Button variant="secondary" onPress={() => setBrowseOpen(true)}>
                  Browse buyers
                </Button>
              </div>
              {draft.buyerGuids.length > 0 ? (
                <FilterChips
                  aria-label="Chosen buyers"
                  chips={draft.buyerGuids.map((guid) => ({ id: guid, label: names.get(guid) ?? guid }))}
                  onRemove={(guid) =>
                    set(
                      'buyerGuids',
                      draft.buyerGuids.filter((g) => g !== guid),
                    )
                  }
                  maxVisible={20}
                />
              ) : null}
              {buyerLists.length === 0 ? (
                <p className={styles.muted}>You haven&apos;t added any lists yet</p>
              ) : (
                <CheckboxList
                  legend="Buyer lists"
                  items={buyerLists.map((l) => ({ value: l.id, label: l.name }))}
                  value={draft.buyerListIds}
                  onChange={(v) => set('buyerListIds', v)}
                />
              )}
              <BuyerTypeSelect
                value={draft.buyerCategoryIds}
                onChange={(ids) => set('buyerCategoryIds', ids)}
              />
              {browseOpen ? (
                <BuyerSelectModal
                  isOpen
                  onClose={() => setBrowseOpen(false)}
                  initialSelection={draft.buyerGuids.map((guid) => ({ guid, name: names.get(guid) ?? guid }))}
                  onSelect={(buyers) => {
                    remember(buyers);
                    set(
                      'buyerGuids',
                      buyers.map((b) => b.guid),
                    );
                  }}
                />
              ) : null}
            </div>
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
