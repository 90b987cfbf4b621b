/**
 * The record search filter on the wire (spec 2§3, snake_case) parsed with zod into `RecordFilter`.
 * Lenient where the client is (a single value for a list, case of stage names), strict on
 * anything unknown: an unknown key or a bad value is a 400 naming the field.
 */
import { add } from 'date-fns';
import { z } from 'zod';
import { boundedNumber, isoDuration, ISO_DURATION } from '../http/input';
import { NOTICE_STAGES, type NoticeStageValue } from '../db/schema/notices';
import { QUALIFICATIONS, type Qualification } from '../db/schema/leads';
import { normaliseCpv, SIGNAL_CATEGORIES, type SignalCategory } from '../signals/signals';

/** A list, or one value taken as a list of one. */
const list = <T extends z.ZodType>(item: T, max = 500) =>
  z.preprocess((v) => (v === undefined || v === null ? undefined : Array.isArray(v) ? v : [v]), z.array(item).max(max).optional());

const idOrGuid = z.union([z.number().int().positive(), z.string().regex(/^(\d{1,18}|[0-9a-fA-F-]{36})$/, 'Expected an id or a guid')]).transform(String);
const numericId = z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/, 'Expected a numeric id')]).transform(Number);

const DURATION = ISO_DURATION;
/** '-P6M' (six months ago), 'P1Y' (a year from now): ISO 8601 durations relative to now, bounded. */
const duration = isoDuration();

export function applyDuration(now: Date, value: string): Date {
  const m = DURATION.exec(value);
  const sign = m?.[1] === '-' ? -1 : 1;
  const n = (i: number) => sign * Number(m?.[i] ?? 0);
  return add(now, { years: n(2), months: n(3), weeks: n(4), days: n(5) });
}

const dateValue = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

const DateRangeSchema = z
  .object({
    from: dateValue.nullish(),
    to: dateValue.nullish(),
    relative_from: duration.nullish(),
    relative_to: duration.nullish(),
    include_nulls: z.boolean().optional(),
  })
  .strict();

const NumericRangeSchema = z
  .object({ from: boundedNumber().nullish(), to: boundedNumber().nullish(), nulls: z.boolean().optional() })
  .strict();

export const DATE_FIELDS = ['award_date', 'close_date', 'added_date', 'expiry_date', 'publish_date'] as const;
export type DateField = (typeof DATE_FIELDS)[number];

export const SORT_FIELDS = [
  'relevance_score',
  'publish_date',
  'published_date',
  'close_date',
  'award_date',
  'expiry_date',
  'added_date',
  'date_added',
  'value',
  'title',
  'stage',
  'country',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** The suppliers filter's SME choice on the wire (`supplier_sme`). */
export const SUPPLIER_SME_CHOICES = ['all', 'only', 'hide'] as const;
export type SupplierSmeChoice = (typeof SUPPLIER_SME_CHOICES)[number];

const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);

export const RecordSearchBodySchema = z
  .object({
    text: z.string().trim().max(500).optional(),
    stage: list(z.preprocess(upper, z.enum(NOTICE_STAGES)), 10),
    buyer_ids: list(numericId),
    buyer_guids: list(z.uuid()),
    award_date: DateRangeSchema.nullish(),
    award_date_nulls: z.boolean().optional(),
    close_date: DateRangeSchema.nullish(),
    close_date_nulls: z.boolean().optional(),
    added_date: DateRangeSchema.nullish(),
    added_date_nulls: z.boolean().optional(),
    expiry_date: DateRangeSchema.nullish(),
    expiry_date_nulls: z.boolean().optional(),
    publish_date: DateRangeSchema.nullish(),
    publish_date_nulls: z.boolean().optional(),
    country_code: list(z.preprocess(upper, z.string().regex(/^[A-Z]{2}$/, 'Country codes have two letters')), 250),
    buyer_category_id: list(numericId),
    buyer_country_codes: list(z.preprocess(upper, z.string().regex(/^[A-Z]{2}$/, 'Country codes have two letters')), 250),
    buyer_region_ids: list(z.preprocess(upper, z.string().regex(/^[A-Z]{2}[A-Z0-9]{0,3}$/, 'Region ids are NUTS codes')), 200),
    /** Not in spec 2§3: the notice's own delivery location (decision 0059); buyer_region_ids stays the buyer's. */
    delivery_region_ids: list(z.preprocess(upper, z.string().regex(/^[A-Z]{2}[A-Z0-9]{0,3}$/, 'Region ids are NUTS codes')), 200),
    value: NumericRangeSchema.nullish(),
    show_user_hidden_leads: z.boolean().optional(),
    include_all_disqualified_states: z.boolean().optional(),
    assignee: list(z.union([z.literal('unassigned'), z.uuid()]), 100),
    keywords: list(z.string().trim().min(1).max(200), 100),
    exclude_keywords: list(z.string().trim().min(1).max(200), 100),
    suppliers: list(idOrGuid),
    /** SME choice of the suppliers filter: show all (default), only SMEs, hide SMEs. */
    supplier_sme: z.enum(SUPPLIER_SME_CHOICES).optional(),
    /** Lots (database ids of `lots` rows): the notices that carry one of them. */
    lot_ids: list(numericId, 100),
    frameworks: list(idOrGuid),
    cpv_dimensions: list(z.string().regex(/^\d{2}$/, 'CPV dimensions are 2-digit divisions')),
    cpv_codes: list(z.string().trim().regex(/^\d{8}(-\d)?$/, 'CPV codes have 8 digits').transform(normaliseCpv)),
    procurement_stage_qualifications: list(z.enum(QUALIFICATIONS), QUALIFICATIONS.length),
    buyer_list_ids: list(idOrGuid, 100),
    signal_category: list(z.enum(SIGNAL_CATEGORIES), 4),
    signals: list(z.string().min(3).max(300), 1000),
    relevance_score: list(z.number().int().min(0).max(3), 4),
    notice_list: idOrGuid.nullish(),
    notice_lists: list(idOrGuid, 100),
    record_list_ids: list(idOrGuid, 100),
    offset: z.number().int().min(0).max(100_000).default(0),
    limit: z.number().int().min(1).max(100).default(20),
    sort: z.enum(SORT_FIELDS).default('publish_date'),
    sort_order: z.enum(['asc', 'desc']).default('desc'),
  })
  .strict();
export type RecordSearchBody = z.output<typeof RecordSearchBodySchema>;

export interface ResolvedDateRange {
  from: Date | null;
  to: Date | null;
  includeNulls: boolean;
}

/** The parsed filter in the service's terms (camelCase, dates resolved against now). */
export interface RecordFilter {
  text: string | null;
  stages: NoticeStageValue[];
  buyerIds: number[];
  buyerGuids: string[];
  dates: Partial<Record<DateField, ResolvedDateRange>>;
  countryCodes: string[];
  buyerCategoryIds: number[];
  buyerCountryCodes: string[];
  buyerRegionIds: string[];
  /** Delivery regions (NUTS prefixes): a region covers its sub-regions. */
  deliveryRegionIds: string[];
  value: { from: number | null; to: number | null; nulls: boolean } | null;
  showHidden: boolean;
  includeAllDisqualifiedStates: boolean;
  assignees: string[];
  keywords: string[];
  excludeKeywords: string[];
  suppliers: string[];
  /** 'only': a supplier (of `suppliers` when given) is an SME; 'hide': none is. */
  supplierSme: SupplierSmeChoice;
  lotIds: number[];
  frameworks: string[];
  cpvDimensions: string[];
  cpvCodes: string[];
  qualifications: Qualification[];
  buyerListIds: string[];
  signalCategories: SignalCategory[];
  signals: string[];
  relevanceScores: number[];
  recordListIds: string[];
  /** Internal only (the record page's read): notice ids, never from the wire filter. */
  noticeIds?: number[];
  offset: number;
  limit: number;
  sort: SortField;
  sortOrder: 'asc' | 'desc';
}

export const DEFAULT_FILTER: RecordFilter = {
  text: null,
  stages: [],
  buyerIds: [],
  buyerGuids: [],
  dates: {},
  countryCodes: [],
  buyerCategoryIds: [],
  buyerCountryCodes: [],
  buyerRegionIds: [],
  deliveryRegionIds: [],
  value: null,
  showHidden: false,
  includeAllDisqualifiedStates: false,
  assignees: [],
  keywords: [],
  excludeKeywords: [],
  suppliers: [],
  supplierSme: 'all',
  lotIds: [],
  frameworks: [],
  cpvDimensions: [],
  cpvCodes: [],
  qualifications: [],
  buyerListIds: [],
  signalCategories: [],
  signals: [],
  relevanceScores: [],
  recordListIds: [],
  offset: 0,
  limit: 20,
  sort: 'publish_date',
  sortOrder: 'desc',
};

type DateRangeInput = z.output<typeof DateRangeSchema>;

function resolveRange(range: DateRangeInput | null | undefined, nulls: boolean | undefined, now: Date): ResolvedDateRange | undefined {
  if (!range && nulls === undefined) return undefined;
  const from = range?.from ? new Date(range.from) : range?.relative_from ? applyDuration(now, range.relative_from) : null;
  const to = range?.to
    ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(range.to) ? `${range.to}T23:59:59.999Z` : range.to)
    : range?.relative_to
      ? applyDuration(now, range.relative_to)
      : null;
  return { from, to, includeNulls: nulls ?? range?.include_nulls ?? false };
}

export function toRecordFilter(body: RecordSearchBody, now: Date): RecordFilter {
  const dates: RecordFilter['dates'] = {};
  for (const f of DATE_FIELDS) {
    const r = resolveRange(body[f], body[`${f}_nulls`], now);
    if (r) dates[f] = r;
  }
  const lists = [...(body.notice_lists ?? []), ...(body.record_list_ids ?? []), ...(body.notice_list ? [body.notice_list] : [])];
  return {
    text: body.text ? body.text : null,
    stages: body.stage ?? [],
    buyerIds: body.buyer_ids ?? [],
    buyerGuids: body.buyer_guids ?? [],
    dates,
    countryCodes: body.country_code ?? [],
    buyerCategoryIds: body.buyer_category_id ?? [],
    buyerCountryCodes: body.buyer_country_codes ?? [],
    buyerRegionIds: body.buyer_region_ids ?? [],
    deliveryRegionIds: body.delivery_region_ids ?? [],
    value: body.value ? { from: body.value.from ?? null, to: body.value.to ?? null, nulls: body.value.nulls ?? false } : null,
    showHidden: body.show_user_hidden_leads ?? false,
    includeAllDisqualifiedStates: body.include_all_disqualified_states ?? false,
    assignees: body.assignee ?? [],
    keywords: body.keywords ?? [],
    excludeKeywords: body.exclude_keywords ?? [],
    suppliers: body.suppliers ?? [],
    supplierSme: body.supplier_sme ?? 'all',
    lotIds: body.lot_ids ?? [],
    frameworks: body.frameworks ?? [],
    cpvDimensions: body.cpv_dimensions ?? [],
    cpvCodes: body.cpv_codes ?? [],
    qualifications: body.procurement_stage_qualifications ?? [],
    buyerListIds: body.buyer_list_ids ?? [],
    signalCategories: body.signal_category ?? [],
    signals: body.signals ?? [],
    relevanceScores: body.relevance_score ?? [],
    recordListIds: [...new Set(lists)],
    offset: body.offset,
    limit: body.limit,
    sort: body.sort,
    sortOrder: body.sort_order,
  };
}
