import { z } from 'zod';
import { parseCompressedSearchParam, compressSearchParam, type DecompressOptions } from '../../url/searchParams';

/** Notice stages (spec 1§4). */
export const NOTICE_STAGES = ['STALE_PRE_TENDER', 'PRE_TENDER', 'OPEN', 'CLOSED', 'AWARDED'] as const;
export type NoticeStage = (typeof NOTICE_STAGES)[number];
export const NOTICE_STAGE_LABELS: Record<NoticeStage, string> = {
  STALE_PRE_TENDER: 'Stale pre-tender',
  PRE_TENDER: 'Pre-tender',
  OPEN: 'Open',
  CLOSED: 'Closed',
  AWARDED: 'Awarded',
};

/** Sortable fields of the notices table (a subset of the table columns of spec 2§3). */
export const NOTICE_SORT_FIELDS = [
  'relevance_score',
  'publish_date',
  'close_date',
  'expiry_date',
  'award_date',
  'value',
  'title',
  'date_added',
] as const;
export type NoticeSortField = (typeof NOTICE_SORT_FIELDS)[number];

const isoDate = z.iso.date();
/** An ISO 8601 duration from now ('-P6M' six months ago, 'P0D' today, 'P1Y' a year ahead), as the server reads it. */
export const RELATIVE_DATE_PATTERN = /^([+-])?P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/;
const relativeDate = z
  .string()
  .regex(RELATIVE_DATE_PATTERN)
  .refine((v) => /\d/.test(v));
/** Message of a range whose start is after its end. */
export const DATE_RANGE_ORDER_ERROR = 'The start date must not be after the end date';
/**
 * A date range as the URL keeps it (spec 1§3 "Date range": from, to, relative_from, relative_to):
 * ISO dates (YYYY-MM-DD) or durations from now, either end open. A range is absolute or relative,
 * not both.
 */
export const DateRangeSchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    relativeFrom: relativeDate.optional(),
    relativeTo: relativeDate.optional(),
  })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: DATE_RANGE_ORDER_ERROR })
  .refine((r) => !((r.from || r.to) && (r.relativeFrom || r.relativeTo)), { message: 'A date range is either absolute or relative' });
export type DateRange = z.infer<typeof DateRangeSchema>;

/** The range limits nothing. */
export const isEmptyDateRange = (r: DateRange) => !r.from && !r.to && !r.relativeFrom && !r.relativeTo;

export const ValueRangeSchema = z
  .object({ from: z.number().nonnegative().optional(), to: z.number().nonnegative().optional() })
  .refine((r) => r.from === undefined || r.to === undefined || r.from <= r.to, {
    message: 'The minimum value must not be more than the maximum',
  });
export type ValueRange = z.infer<typeof ValueRangeSchema>;

const text = z.string().trim().max(500);
const ids = z.array(z.string().min(1).max(100)).max(500);
/** CPV divisions (2 digits) or full codes (8 digits). */
const codes = z.array(z.string().regex(/^(\d{2}|\d{8})$/)).max(500);

/** The suppliers filter's SME choice (spec 2§2 filter drawer): show all, only SMEs, hide SMEs. */
export const SUPPLIER_SME_CHOICES = ['all', 'only', 'hide'] as const;
export type SupplierSmeChoice = (typeof SUPPLIER_SME_CHOICES)[number];
export const SUPPLIER_SME_LABELS: Record<SupplierSmeChoice, string> = {
  all: 'Show all',
  only: 'Only SMEs',
  hide: 'Hide SMEs',
};

/** The filters of the notices page, as held in the URL (`noticeFilters`). */
export interface NoticeFilters {
  text: string;
  stages: NoticeStage[];
  keywords: string[];
  excludeKeywords: string[];
  cpvCodes: string[];
  buyerGuids: string[];
  buyerListIds: string[];
  buyerCategoryIds: string[];
  /** NUTS codes of the buyers' address regions (a region covers the regions inside it). */
  buyerRegionIds: string[];
  /** NUTS codes of the notice's own delivery location (decision 0059; a region covers the regions inside it). */
  deliveryRegionIds: string[];
  countryCodes: string[];
  supplierGuids: string[];
  supplierSme: SupplierSmeChoice;
  /** Lots (lot row ids): the notices carrying them. The Lots group shows only when some are set. */
  lotIds: string[];
  signals: string[];
  relevanceScores: number[];
  qualifications: string[];
  /** A user guid, or 'unassigned'. */
  assignee: string | null;
  publishDate: DateRange;
  closeDate: DateRange;
  expiryDate: DateRange;
  awardDate: DateRange;
  value: ValueRange;
  noticeListIds: string[];
  showHidden: boolean;
  sort: { field: NoticeSortField; order: 'asc' | 'desc' };
}

export const DEFAULT_NOTICE_FILTERS: NoticeFilters = Object.freeze({
  text: '',
  stages: [],
  keywords: [],
  excludeKeywords: [],
  cpvCodes: [],
  buyerGuids: [],
  buyerListIds: [],
  buyerCategoryIds: [],
  buyerRegionIds: [],
  deliveryRegionIds: [],
  countryCodes: [],
  supplierGuids: [],
  supplierSme: 'all',
  lotIds: [],
  signals: [],
  relevanceScores: [],
  qualifications: [],
  assignee: null,
  publishDate: {},
  closeDate: {},
  expiryDate: {},
  awardDate: {},
  value: {},
  noticeListIds: [],
  showHidden: false,
  sort: { field: 'publish_date', order: 'desc' },
}) as NoticeFilters;

/**
 * Every field falls back to its default on its own when its value is bad (spec 1§5: query-parameter
 * values that fail schema parsing revert to defaults), so one broken field does not wipe the others.
 */
export const NoticeFiltersSchema: z.ZodType<NoticeFilters, unknown> = z
  .object({
    text: text.catch(DEFAULT_NOTICE_FILTERS.text),
    stages: z.array(z.enum(NOTICE_STAGES)).catch([]),
    keywords: z.array(text.min(1)).max(100).catch([]),
    excludeKeywords: z.array(text.min(1)).max(100).catch([]),
    cpvCodes: codes.catch([]),
    buyerGuids: ids.catch([]),
    buyerListIds: ids.catch([]),
    buyerCategoryIds: ids.catch([]),
    buyerRegionIds: z.array(z.string().regex(/^[A-Z]{2}[A-Z0-9]{0,3}$/)).max(200).catch([]),
    deliveryRegionIds: z.array(z.string().regex(/^[A-Z]{2}[A-Z0-9]{0,3}$/)).max(200).catch([]),
    countryCodes: z.array(z.string().regex(/^[A-Z]{2}$/)).max(300).catch([]),
    supplierGuids: ids.catch([]),
    supplierSme: z.enum(SUPPLIER_SME_CHOICES).catch('all'),
    lotIds: z.array(z.string().regex(/^\d{1,18}$/)).max(100).catch([]),
    signals: ids.catch([]),
    relevanceScores: z.array(z.number().int().min(0).max(3)).max(4).catch([]),
    qualifications: ids.catch([]),
    assignee: z.string().min(1).max(100).nullable().catch(null),
    publishDate: DateRangeSchema.catch({}),
    closeDate: DateRangeSchema.catch({}),
    expiryDate: DateRangeSchema.catch({}),
    awardDate: DateRangeSchema.catch({}),
    value: ValueRangeSchema.catch({}),
    noticeListIds: ids.catch([]),
    showHidden: z.boolean().catch(false),
    sort: z
      .object({ field: z.enum(NOTICE_SORT_FIELDS), order: z.enum(['asc', 'desc']) })
      .catch(DEFAULT_NOTICE_FILTERS.sort),
  })
  .partial()
  .transform((f) => ({ ...DEFAULT_NOTICE_FILTERS, ...stripUndefined(f) }));

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The URL query parameter that holds the notice filters. */
export const NOTICE_FILTERS_PARAM = 'noticeFilters';

/** Reads `noticeFilters` (compressed or plain JSON); anything unreadable gives the defaults. */
export function parseNoticeFiltersParam(raw: string | null | undefined, options?: DecompressOptions): NoticeFilters {
  return parseCompressedSearchParam(NoticeFiltersSchema, raw, DEFAULT_NOTICE_FILTERS, options);
}

/** Only the fields that differ from the defaults, compressed; '' when nothing is set. */
export function serialiseNoticeFilters(filters: NoticeFilters): string {
  const changed = Object.fromEntries(
    Object.entries(filters).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(DEFAULT_NOTICE_FILTERS[key as keyof NoticeFilters]),
    ),
  );
  return Object.keys(changed).length === 0 ? '' : compressSearchParam(changed);
}
