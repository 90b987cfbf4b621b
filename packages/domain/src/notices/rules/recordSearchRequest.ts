import { isEmptyDateRange, type DateRange, type NoticeFilters, type ValueRange } from '../schemas/noticeFilters';

/** A date range on the wire (spec 1§3 "Date range"): dates, or ISO 8601 durations from now. */
export interface WireDateRange {
  from?: string;
  to?: string;
  relative_from?: string;
  relative_to?: string;
}

/** The record search filter on the wire (spec 2§3 "Record search filter"), as the notices page sends it. */
export interface RecordSearchRequest {
  text?: string;
  stage?: string[];
  keywords?: string[];
  exclude_keywords?: string[];
  cpv_codes?: string[];
  cpv_dimensions?: string[];
  buyer_guids?: string[];
  buyer_list_ids?: string[];
  buyer_category_id?: string[];
  buyer_region_ids?: string[];
  delivery_region_ids?: string[];
  country_code?: string[];
  suppliers?: string[];
  supplier_sme?: 'only' | 'hide';
  lot_ids?: string[];
  signals?: string[];
  relevance_score?: number[];
  procurement_stage_qualifications?: string[];
  assignee?: string[];
  publish_date?: WireDateRange;
  close_date?: WireDateRange;
  expiry_date?: WireDateRange;
  award_date?: WireDateRange;
  value?: { from?: number; to?: number };
  notice_lists?: string[];
  show_user_hidden_leads?: boolean;
  offset: number;
  limit: number;
  sort: string;
  sort_order: 'asc' | 'desc';
}

const list = <T>(values: T[]) => (values.length > 0 ? values : undefined);
function range(r: DateRange): WireDateRange | undefined {
  if (isEmptyDateRange(r)) return undefined;
  const wire: WireDateRange = { from: r.from, to: r.to, relative_from: r.relativeFrom, relative_to: r.relativeTo };
  return Object.fromEntries(Object.entries(wire).filter(([, v]) => v !== undefined)) as WireDateRange;
}
const valueRange = (r: ValueRange) => (r.from !== undefined || r.to !== undefined ? { ...r } : undefined);

/** Client filters + paging → the wire request; empty filters are left out. */
export function toRecordSearchRequest(filters: NoticeFilters, paging: { offset: number; limit: number }): RecordSearchRequest {
  const request: RecordSearchRequest = {
    text: filters.text.trim() || undefined,
    stage: list(filters.stages),
    keywords: list(filters.keywords),
    exclude_keywords: list(filters.excludeKeywords),
    cpv_codes: list(filters.cpvCodes.filter((c) => c.length === 8)),
    cpv_dimensions: list(filters.cpvCodes.filter((c) => c.length === 2)),
    buyer_guids: list(filters.buyerGuids),
    buyer_list_ids: list(filters.buyerListIds),
    buyer_category_id: list(filters.buyerCategoryIds),
    buyer_region_ids: list(filters.buyerRegionIds),
    delivery_region_ids: list(filters.deliveryRegionIds),
    country_code: list(filters.countryCodes),
    suppliers: list(filters.supplierGuids),
    supplier_sme: filters.supplierSme === 'all' ? undefined : filters.supplierSme,
    lot_ids: list(filters.lotIds),
    signals: list(filters.signals),
    relevance_score: list(filters.relevanceScores),
    procurement_stage_qualifications: list(filters.qualifications),
    assignee: filters.assignee ? [filters.assignee] : undefined,
    publish_date: range(filters.publishDate),
    close_date: range(filters.closeDate),
    expiry_date: range(filters.expiryDate),
    award_date: range(filters.awardDate),
    value: valueRange(filters.value),
    notice_lists: list(filters.noticeListIds),
    show_user_hidden_leads: filters.showHidden || undefined,
    offset: paging.offset,
    limit: paging.limit,
    sort: filters.sort.field,
    sort_order: filters.sort.order,
  };
  return Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined)) as RecordSearchRequest;
}
