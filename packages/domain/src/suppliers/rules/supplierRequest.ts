import { DEFAULT_NOTICE_FILTERS, type NoticeFilters } from '../../notices/schemas/noticeFilters';
import type { SupplierSearchInput } from '../graphql/queries/Suppliers';
import type { SupplierTableFilters } from '../schemas/supplierFilters';
import { SME_CHOICE_LABELS } from '../schemas/supplierFilters';
import { effectiveSupplierSort, type SupplierTab } from './supplierSearch';

export interface SavedSupplierSets {
  competitorGuids: readonly string[];
  partnerGuids: readonly string[];
}

/** The tab's saved set: competitors or partners; null for all suppliers. */
export function tabEntity(tab: SupplierTab): 'competitor' | 'partner' | null {
  return tab === 'competitors' ? 'competitor' : tab === 'partners' ? 'partner' : null;
}

/**
 * The request of the table. The competitors/partners tabs ask for the saved set as signals; a tab
 * with nothing saved asks for nothing (null: the page shows the getting-started state).
 */
export function toSupplierSearchInput(
  filters: SupplierTableFilters,
  saved: SavedSupplierSets,
  paging: { offset: number; limit: number },
): SupplierSearchInput | null {
  const entity = tabEntity(filters.tab);
  const tabSignals = entity
    ? (entity === 'competitor' ? saved.competitorGuids : saved.partnerGuids).map((g) => `${entity}:${g}`)
    : [];
  if (entity && tabSignals.length === 0) return null;
  const signals = [...new Set([...filters.signals, ...tabSignals])];
  const sort = effectiveSupplierSort(
    { text: filters.text, signals, buyerIds: filters.buyerGuids, buyerListIds: filters.buyerListIds },
    filters.sort,
  );
  const input: SupplierSearchInput = {
    sort: sort.field,
    sortOrder: sort.order,
    offset: paging.offset,
    limit: paging.limit,
  };
  if (filters.text.trim()) input.text = filters.text.trim();
  if (signals.length) input.signals = signals;
  if (filters.supplierGuids.length) input.supplierGuids = filters.supplierGuids;
  if (filters.sme !== 'all') input.isSme = filters.sme === 'only';
  if (filters.buyerGuids.length) input.buyerGuids = filters.buyerGuids;
  if (filters.buyerListIds.length) input.buyerListIds = filters.buyerListIds;
  if (filters.buyerCategoryIds.length) input.buyerCategoryIds = filters.buyerCategoryIds;
  if (filters.countryCodes.length) input.countryCodes = filters.countryCodes;
  return input;
}

export interface SupplierFilterChip {
  id: string;
  label: string;
  remove: (filters: SupplierTableFilters) => SupplierTableFilters;
}

/** Chips of the applied filters (the search text and the tab are shown elsewhere). */
export function supplierFilterChips(
  filters: SupplierTableFilters,
  names: {
    signals?: ReadonlyMap<string, string>;
    buyerLists?: ReadonlyMap<string, string>;
    buyerCategories?: ReadonlyMap<string, string>;
  } = {},
): SupplierFilterChip[] {
  const chips: SupplierFilterChip[] = [];
  for (const id of filters.signals) {
    chips.push({
      id: `signal:${id}`,
      label: `Signal: ${names.signals?.get(id) ?? id.slice(id.indexOf(':') + 1)}`,
      remove: (f) => ({ ...f, signals: f.signals.filter((s) => s !== id) }),
    });
  }
  if (filters.sme !== 'all')
    chips.push({ id: 'sme', label: SME_CHOICE_LABELS[filters.sme], remove: (f) => ({ ...f, sme: 'all' }) });
  if (filters.supplierGuids.length) {
    const n = filters.supplierGuids.length;
    chips.push({
      id: 'suppliers',
      label: `Suppliers: ${n} selected`,
      remove: (f) => ({ ...f, supplierGuids: [] }),
    });
  }
  if (filters.buyerGuids.length) {
    const n = filters.buyerGuids.length;
    chips.push({ id: 'buyers', label: `Buyers: ${n} selected`, remove: (f) => ({ ...f, buyerGuids: [] }) });
  }
  for (const id of filters.buyerListIds) {
    chips.push({
      id: `buyerList:${id}`,
      label: `Buyer list: ${names.buyerLists?.get(id) ?? id}`,
      remove: (f) => ({ ...f, buyerListIds: f.buyerListIds.filter((l) => l !== id) }),
    });
  }
  for (const id of filters.buyerCategoryIds) {
    chips.push({
      id: `buyerType:${id}`,
      label: `Buyer type: ${names.buyerCategories?.get(id) ?? id}`,
      remove: (f) => ({ ...f, buyerCategoryIds: f.buyerCategoryIds.filter((c) => c !== id) }),
    });
  }
  for (const code of filters.countryCodes) {
    chips.push({
      id: `country:${code}`,
      label: `Country: ${code}`,
      remove: (f) => ({ ...f, countryCodes: f.countryCodes.filter((c) => c !== code) }),
    });
  }
  return chips;
}

/** Clears the drawer's filters; keeps the text, the tab and the sort. */
export function clearSupplierFilters(filters: SupplierTableFilters): SupplierTableFilters {
  return {
    ...filters,
    signals: [],
    supplierGuids: [],
    sme: 'all',
    buyerGuids: [],
    buyerListIds: [],
    buyerCategoryIds: [],
    countryCodes: [],
  };
}

/**
 * The notices search behind an awards count: that supplier's notices, narrowed by the table's buyer
 * filters and its keyword/CPV signals (spec 1§2 screen 14).
 */
export function awardsSearchFilters(supplierGuid: string, filters: SupplierTableFilters): NoticeFilters {
  return {
    ...DEFAULT_NOTICE_FILTERS,
    supplierGuids: [supplierGuid],
    buyerGuids: filters.buyerGuids,
    buyerListIds: filters.buyerListIds,
    buyerCategoryIds: filters.buyerCategoryIds,
    signals: filters.signals.filter((s) => s.startsWith('keyword:') || s.startsWith('cpv:')),
  };
}
