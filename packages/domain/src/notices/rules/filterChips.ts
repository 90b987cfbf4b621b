import { format, parseISO } from 'date-fns';
import {
  DEFAULT_NOTICE_FILTERS,
  NOTICE_STAGE_LABELS,
  SUPPLIER_SME_LABELS,
  isEmptyDateRange,
  type DateRange,
  type NoticeFilters,
} from '../schemas/noticeFilters';
import { relativeRangeText } from './relativeDates';
import { relevanceLevel } from './relevance';

/** One removable chip: its text, and the filters without it. */
export interface FilterChip {
  id: string;
  label: string;
  remove: (filters: NoticeFilters) => NoticeFilters;
}

/** Names for ids the filters hold (buyers, suppliers, lists…), looked up by the screen. */
export interface ChipNames {
  buyer?: (guid: string) => string | undefined;
  supplier?: (guid: string) => string | undefined;
  buyerList?: (id: string) => string | undefined;
  noticeList?: (id: string) => string | undefined;
  cpv?: (code: string) => string | undefined;
  user?: (guid: string) => string | undefined;
  signal?: (id: string) => string | undefined;
  buyerCategory?: (id: string) => string | undefined;
  buyerRegion?: (id: string) => string | undefined;
  deliveryRegion?: (id: string) => string | undefined;
  /** "id: title" of a lot. */
  lot?: (id: string) => string | undefined;
}

const day = (iso: string) => format(parseISO(iso), 'dd LLL yyyy');
function rangeText(r: DateRange): string {
  if (r.relativeFrom || r.relativeTo) return relativeRangeText(r);
  if (r.from && r.to) return `${day(r.from)} – ${day(r.to)}`;
  if (r.from) return `from ${day(r.from)}`;
  return `until ${day(r.to ?? '')}`;
}
const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

type ListKey = {
  [K in keyof NoticeFilters]: NoticeFilters[K] extends (string | number)[] ? K : never;
}[keyof NoticeFilters];

function listChips<K extends ListKey>(
  filters: NoticeFilters,
  key: K,
  text: (value: NoticeFilters[K][number]) => string,
): FilterChip[] {
  const values = filters[key] as (string | number)[];
  return values.map((value) => ({
    id: `${key}:${value}`,
    label: text(value as NoticeFilters[K][number]),
    remove: (f) => ({ ...f, [key]: (f[key] as (string | number)[]).filter((v) => v !== value) }),
  }));
}

function dateChip(filters: NoticeFilters, key: 'publishDate' | 'closeDate' | 'expiryDate' | 'awardDate', label: string) {
  const r = filters[key];
  if (isEmptyDateRange(r)) return [];
  return [{ id: key, label: `${label}: ${rangeText(r)}`, remove: (f: NoticeFilters) => ({ ...f, [key]: {} }) }];
}

/** The chips of every active filter, in the filter drawer's order (the screen shows the first 4, then '+ N More'). */
export function noticeFilterChips(filters: NoticeFilters, names: ChipNames = {}): FilterChip[] {
  const named = (lookup: ((id: string) => string | undefined) | undefined, id: string) => lookup?.(id) ?? id;
  const chips: FilterChip[] = [];
  if (filters.text.trim()) {
    chips.push({ id: 'text', label: `Search: ${filters.text.trim()}`, remove: (f) => ({ ...f, text: '' }) });
  }
  chips.push(
    ...listChips(filters, 'signals', (id) => `Signal: ${named(names.signal, id)}`),
    ...listChips(filters, 'relevanceScores', (s) => `Relevance: ${relevanceLevel(s)}`),
    ...listChips(filters, 'stages', (s) => `Stage: ${NOTICE_STAGE_LABELS[s]}`),
    ...listChips(filters, 'keywords', (k) => `Keyword: ${k}`),
    ...listChips(filters, 'excludeKeywords', (k) => `Excluding: ${k}`),
    ...listChips(filters, 'cpvCodes', (c) => {
      const name = names.cpv?.(c);
      return name ? `CPV: ${c} ${name}` : `CPV: ${c}`;
    }),
    ...listChips(filters, 'buyerGuids', (g) => `Buyer: ${named(names.buyer, g)}`),
    ...listChips(filters, 'buyerListIds', (id) => `Buyer list: ${named(names.buyerList, id)}`),
    ...listChips(filters, 'buyerCategoryIds', (id) => `Buyer type: ${named(names.buyerCategory, id)}`),
    ...listChips(filters, 'buyerRegionIds', (id) => `Buyer region: ${named(names.buyerRegion, id)}`),
    ...listChips(filters, 'deliveryRegionIds', (id) => `Delivery region: ${named(names.deliveryRegion, id)}`),
    ...listChips(filters, 'countryCodes', (c) => `Country: ${c}`),
    ...listChips(filters, 'supplierGuids', (g) => `Supplier: ${named(names.supplier, g)}`),
  );
  if (filters.supplierSme !== 'all') {
    chips.push({ id: 'supplierSme', label: `Suppliers: ${SUPPLIER_SME_LABELS[filters.supplierSme]}`, remove: (f) => ({ ...f, supplierSme: 'all' }) });
  }
  chips.push(...listChips(filters, 'lotIds', (id) => `Lot: ${named(names.lot, id)}`));
  chips.push(...listChips(filters, 'qualifications', (q) => `Qualification: ${q.replace(/_/g, ' ')}`));
  if (filters.assignee) {
    const who = filters.assignee === 'unassigned' ? 'Unassigned' : named(names.user, filters.assignee);
    chips.push({ id: 'assignee', label: `Assignee: ${who}`, remove: (f) => ({ ...f, assignee: null }) });
  }
  chips.push(
    ...dateChip(filters, 'publishDate', 'Published'),
    ...dateChip(filters, 'closeDate', 'Closes'),
    ...dateChip(filters, 'expiryDate', 'Expires'),
    ...dateChip(filters, 'awardDate', 'Awarded'),
  );
  const { from, to } = filters.value;
  if (from !== undefined || to !== undefined) {
    const text =
      from !== undefined && to !== undefined
        ? `${money.format(from)} – ${money.format(to)}`
        : from !== undefined
          ? `at least ${money.format(from)}`
          : `up to ${money.format(to ?? 0)}`;
    chips.push({ id: 'value', label: `Value: ${text}`, remove: (f) => ({ ...f, value: {} }) });
  }
  chips.push(...listChips(filters, 'noticeListIds', (id) => `Notice list: ${named(names.noticeList, id)}`));
  if (filters.showHidden) {
    chips.push({ id: 'showHidden', label: 'Including hidden notices', remove: (f) => ({ ...f, showHidden: false }) });
  }
  return chips;
}

/** 'Clear filters': everything back to the defaults except the sort. */
export function clearNoticeFilters(filters: NoticeFilters): NoticeFilters {
  return { ...DEFAULT_NOTICE_FILTERS, sort: filters.sort };
}
