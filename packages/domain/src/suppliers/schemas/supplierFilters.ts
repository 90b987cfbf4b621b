import { z } from 'zod';
import {
  compressSearchParam,
  parseCompressedSearchParam,
  type DecompressOptions,
} from '../../url/searchParams';
import type { SupplierSortField, SupplierTab } from '../rules/supplierSearch';

/** The SME choice of the filters drawer (spec 2§2 "Filter drawer": show all, only SMEs, hide SMEs). */
export const SME_CHOICES = ['all', 'only', 'hide'] as const;
export type SmeChoice = (typeof SME_CHOICES)[number];
export const SME_CHOICE_LABELS: Record<SmeChoice, string> = {
  all: 'Show all',
  only: 'Only SMEs',
  hide: 'Hide SMEs',
};

/** The suppliers page's state as the URL keeps it (`supplierFilters`). */
export interface SupplierTableFilters {
  text: string;
  tab: SupplierTab;
  /** Team signal ids (keyword:…, cpv:…, competitor:…, partner:…). */
  signals: string[];
  supplierGuids: string[];
  sme: SmeChoice;
  buyerGuids: string[];
  buyerListIds: string[];
  /** Buyer types (buyer category ids; a category covers its children). */
  buyerCategoryIds: string[];
  countryCodes: string[];
  /** null: the default sort of spec 1§5. */
  sort: { field: SupplierSortField; order: 'asc' | 'desc' } | null;
}

export const DEFAULT_SUPPLIER_FILTERS: SupplierTableFilters = Object.freeze({
  text: '',
  tab: 'all',
  signals: [],
  supplierGuids: [],
  sme: 'all',
  buyerGuids: [],
  buyerListIds: [],
  buyerCategoryIds: [],
  countryCodes: [],
  sort: null,
}) as SupplierTableFilters;

const ids = z.array(z.string().min(1).max(100)).max(500);
/** Organisation guids: the server answers anything else with a 400, so a bad value falls back here. */
const guids = z.array(z.string().regex(/^[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$/)).max(500);
const numericIds = z.array(z.string().regex(/^\d{1,18}$/)).max(100);

/** Each field falls back to its default on its own when its value is bad (spec 1§5). */
export const SupplierTableFiltersSchema: z.ZodType<SupplierTableFilters, unknown> = z
  .object({
    text: z.string().trim().max(200).catch(''),
    tab: z.enum(['all', 'competitors', 'partners']).catch('all'),
    signals: ids.catch([]),
    supplierGuids: guids.catch([]),
    sme: z.enum(SME_CHOICES).catch('all'),
    buyerGuids: guids.catch([]),
    buyerListIds: ids.catch([]),
    buyerCategoryIds: numericIds.catch([]),
    countryCodes: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .max(300)
      .catch([]),
    sort: z
      .object({ field: z.enum(['name', 'awards_count']), order: z.enum(['asc', 'desc']) })
      .nullable()
      .catch(null),
  })
  .partial()
  .transform(
    (f) =>
      ({
        ...DEFAULT_SUPPLIER_FILTERS,
        ...Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)),
      }) as SupplierTableFilters,
  );

export const SUPPLIER_FILTERS_PARAM = 'supplierFilters';

/** Reads `supplierFilters` (compressed or plain JSON); a bad value gives the defaults. */
export function parseSupplierFiltersParam(
  raw: string | null | undefined,
  options?: DecompressOptions,
): SupplierTableFilters {
  return parseCompressedSearchParam(SupplierTableFiltersSchema, raw, DEFAULT_SUPPLIER_FILTERS, options);
}

/** Only the fields that differ from the defaults, compressed; '' when nothing is set. */
export function serialiseSupplierFilters(filters: SupplierTableFilters): string {
  const changed = Object.fromEntries(
    Object.entries(filters).filter(
      ([key, value]) =>
        JSON.stringify(value) !== JSON.stringify(DEFAULT_SUPPLIER_FILTERS[key as keyof SupplierTableFilters]),
    ),
  );
  return Object.keys(changed).length === 0 ? '' : compressSearchParam(changed);
}
