import { atomWithStorage } from 'jotai/utils';
import { localJSONStorage } from '../../preferences/states/storage';

/**
 * The suppliers table's columns (spec 1§2 screen 14). "Spend data" is the contract-award value to the
 * supplier in the table's scope (docs/decisions/0015-supplier-spend.md), locked without SPEND.
 */
export const SUPPLIER_COLUMNS = [
  { id: 'name', header: 'Supplier', hideable: false, sortField: 'name' },
  { id: 'country', header: 'Country', hideable: true },
  { id: 'is_sme', header: 'SME', hideable: true },
  { id: 'awards_count', header: 'Awards', hideable: true, sortField: 'awards_count' },
  { id: 'expiries_count', header: 'Upcoming expiries', hideable: true },
  { id: 'signals', header: 'Signals', hideable: true },
  { id: 'spend', header: 'Spend data', hideable: true },
  { id: 'framework_lots', header: 'Framework lots', hideable: true },
  { id: 'framework_last_activity', header: 'Framework last activity', hideable: true },
  { id: 'framework_call_offs', header: 'Framework call-offs', hideable: true },
] as const satisfies readonly {
  id: string;
  header: string;
  hideable: boolean;
  sortField?: 'name' | 'awards_count';
}[];
export type SupplierColumnId = (typeof SUPPLIER_COLUMNS)[number]['id'];

export interface SupplierColumnState {
  order: SupplierColumnId[];
  hidden: SupplierColumnId[];
}

const defaults = (): SupplierColumnState => ({ order: SUPPLIER_COLUMNS.map((c) => c.id), hidden: [] });

/** Column order and hidden columns, remembered in this browser. */
export const supplierColumnsState = atomWithStorage<SupplierColumnState>(
  'tl.supplierColumns',
  defaults(),
  localJSONStorage<SupplierColumnState>(),
  {
    getOnInit: true,
  },
);

/** Unknown ids dropped, new columns appended, the name column never hidden. */
export function normaliseSupplierColumnState(
  state: Partial<SupplierColumnState> | null | undefined,
): SupplierColumnState {
  const known = new Set<string>(SUPPLIER_COLUMNS.map((c) => c.id));
  const order = (Array.isArray(state?.order) ? state.order : []).filter((id): id is SupplierColumnId =>
    known.has(id),
  );
  for (const id of defaults().order) if (!order.includes(id)) order.push(id);
  const hidden = (Array.isArray(state?.hidden) ? state.hidden : []).filter(
    (id): id is SupplierColumnId => known.has(id) && id !== 'name',
  );
  return { order: [...new Set(order)], hidden: [...new Set(hidden)] };
}
