/** The suppliers table's search rules (spec 1§2 screen 14, 1§5, 2§9). */

export const SUPPLIER_SEARCH_DEBOUNCE_MS = 500;
export const MAX_SIGNALS_PER_ROW = 3;
export const SELECT_ALL_MAX_RESULTS = 100;
export const SUPPLIER_ALIAS_NAME_MAX = 100;

export type SupplierSortField = 'name' | 'awards_count';
export interface SupplierSort {
  field: SupplierSortField;
  order: 'asc' | 'desc';
}

export interface SupplierSearchContext {
  text: string;
  signals: readonly string[];
  buyerIds: readonly string[];
  buyerListIds: readonly string[];
}

/** Free text longer than 2 characters, or signals, buyer ids or buyer lists. */
export function hasRelevanceContext(ctx: SupplierSearchContext): boolean {
  return ctx.text.trim().length > 2 || ctx.signals.length > 0 || ctx.buyerIds.length > 0 || ctx.buyerListIds.length > 0;
}

/**
 * With a relevance context the default sort is awards_count descending; without one it is name
 * ascending, and an awards_count sort reverts to name ascending.
 */
export function effectiveSupplierSort(ctx: SupplierSearchContext, requested: SupplierSort | null): SupplierSort {
  const relevant = hasRelevanceContext(ctx);
  if (!requested) return relevant ? { field: 'awards_count', order: 'desc' } : { field: 'name', order: 'asc' };
  if (requested.field === 'awards_count' && !relevant) return { field: 'name', order: 'asc' };
  return requested;
}

/** Select-all shows only with typed text and fewer than 100 results. */
export function canSelectAllSuppliers(text: string, totalResults: number): boolean {
  return text.trim().length > 0 && totalResults < SELECT_ALL_MAX_RESULTS;
}

/** The select-all checkbox: checked when all are selected, indeterminate when some. */
export function selectAllState(selectedCount: number, total: number): 'checked' | 'indeterminate' | 'unchecked' {
  if (total > 0 && selectedCount >= total) return 'checked';
  return selectedCount > 0 ? 'indeterminate' : 'unchecked';
}

export function smeLabel(isSme: boolean | null | undefined): 'Yes' | 'No' | 'unknown' {
  if (isSme === true) return 'Yes';
  if (isSme === false) return 'No';
  return 'unknown';
}

/** The signals shown in a row (at most 3) and how many are left out. */
export function rowSignals<T>(signals: readonly T[]): { shown: T[]; more: number } {
  return { shown: signals.slice(0, MAX_SIGNALS_PER_ROW), more: Math.max(0, signals.length - MAX_SIGNALS_PER_ROW) };
}

/** Names in the alias tooltip, each cut at 100 characters. */
export function truncateAlias(name: string): string {
  return name.length > SUPPLIER_ALIAS_NAME_MAX ? `${name.slice(0, SUPPLIER_ALIAS_NAME_MAX)}…` : name;
}

export type SupplierTab = 'all' | 'competitors' | 'partners';
/** Empty states of the competitor/partner tabs (spec 1§2 screen 15). */
export function savedSignalsEmptyTitle(entity: 'competitor' | 'partner'): string {
  return `You haven't saved any ${entity}s yet`;
}
