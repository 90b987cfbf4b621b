/** snake_case JSON of the record search (docs/contracts.md). */
import type { Signal } from '../signals/signals';
import type { FacetCount, NoticeView, RecordSearchResult } from './service';

export function toSignalJson(s: Signal) {
  return { id: s.id, name: s.name, category: s.category, colour: s.colour };
}

export function toNoticeJson(n: NoticeView) {
  return {
    id: n.id,
    guid: n.guid,
    name: n.name,
    description: n.description,
    stage: n.stage,
    value: n.value,
    value_src: n.valueSrc,
    currency: n.currency,
    publish_date: n.publishDate,
    close_date: n.closeDate,
    tender_date: n.tenderDate,
    award_date: n.awardDate,
    expiry_date: n.expiryDate,
    start_date: n.startDate,
    tenders_received: n.tendersReceived,
    country: n.country,
    country_code: n.countryCode,
    language: n.language,
    url: n.url,
    canonical_url_path: n.canonicalUrlPath,
    type: n.type,
    added_at: n.addedAt,
    is_framework: n.isFramework,
    also_published_on: n.alsoPublishedOn,
    buyer: n.buyer,
    buyers: n.buyers,
    suppliers: n.suppliers,
    is_sme: n.isSme,
    buyer_categories: n.buyerCategories,
    buyer_lists: n.buyerLists,
    cpv_codes: n.cpvCodes.map((c) => ({ code: c.code, name: c.name, dimension_code: c.dimensionCode })),
    signals: n.signals.map(toSignalJson),
    relevance_score: n.relevanceScore,
    procurement_stage: n.procurementStage,
    qualification: n.qualification,
    hidden_date: n.hiddenDate,
    assignee: n.assignee ? { guid: n.assignee.guid, first_name: n.assignee.firstName, last_name: n.assignee.lastName } : null,
    comment_count: n.commentCount,
    lists: n.lists,
    redacted: n.redacted,
  };
}

const facets = (list: FacetCount[]) => list.map((f) => ({ key: f.key, count: f.count }));

export function toSearchJson(r: RecordSearchResult) {
  return {
    results: r.results.map(toNoticeJson),
    paging_info: { total_results: r.totalResults, offset: r.offset, limit: r.limit, next_offset: r.nextOffset },
    total_is_estimate: r.totalIsEstimate,
    facets: {
      stage: facets(r.facets.stage),
      country_code: facets(r.facets.countryCode),
      cpv_division: facets(r.facets.cpvDivision),
      sampled: r.facets.sampled,
    },
    signals: r.signals.map(toSignalJson),
  };
}
