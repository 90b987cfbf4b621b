/** Supplier search default sort (spec 1§5). */
export interface SupplierSortInput {
  text?: string | undefined;
  signals?: readonly string[] | undefined;
  buyerIds?: readonly (string | number)[] | undefined;
  buyerListIds?: readonly (string | number)[] | undefined;
  sort?: 'name' | 'awards_count' | 'expiries_count' | 'latest_activity' | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
}

/**
 * Free text longer than 2 characters, or signals, buyer ids or buyer lists → awards_count desc;
 * otherwise name asc. An awards_count sort asked for without any of those reverts to name asc.
 */
export function supplierSort(input: SupplierSortInput): { sort: NonNullable<SupplierSortInput['sort']>; sortOrder: 'asc' | 'desc' } {
  const narrowed =
    (input.text?.trim().length ?? 0) > 2 || Boolean(input.signals?.length) || Boolean(input.buyerIds?.length) || Boolean(input.buyerListIds?.length);
  if (!input.sort) return narrowed ? { sort: 'awards_count', sortOrder: 'desc' } : { sort: 'name', sortOrder: 'asc' };
  if (input.sort === 'awards_count' && !narrowed) return { sort: 'name', sortOrder: 'asc' };
  return { sort: input.sort, sortOrder: input.sortOrder ?? (input.sort === 'name' ? 'asc' : 'desc') };
}
