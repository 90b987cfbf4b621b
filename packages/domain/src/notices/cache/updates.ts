import type { Cache, UpdatesConfig } from '@urql/exchange-graphcache';
import { gql } from '@urql/core';
import type { Qualification } from '../../leads/schemas/lead';
import { noticeListShows, type NoticeListQualificationFilter } from '../rules/noticeListFilter';

/** The search result's total alone, to move it without rewriting the page (its result is embedded). */
const NoticeSearchTotalQuery = gql<{ notices: { __typename: 'NoticeSearchResult'; totalResults: number } | null }>`
  query NoticeSearchTotal($filter: NoticeSearchInput) {
    notices(filter: $filter) {
      __typename
      totalResults
    }
  }
`;

/**
 * After a lead's qualification changes, each cached notices search that no longer shows the notice
 * drops its row and its total moves down by one: hiding takes it out of lists without hidden
 * notices, restoring takes it out of lists filtered to exclude unqualified (spec 1§4, 2§4). A list
 * the notice now matches is left to its next fetch (its place in the order is the server's to decide).
 */
export function dropNoticeFromSearches(cache: Cache, leadId: string, qualification: Qualification): void {
  const leadKey = cache.keyOfEntity({ __typename: 'Lead', id: leadId });
  if (!leadKey) return;
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName !== 'notices') continue;
    const filter = (field.arguments?.['filter'] ?? null) as NoticeListQualificationFilter | null;
    if (noticeListShows(filter, qualification)) continue;
    const result = cache.resolve('Query', field.fieldKey);
    if (typeof result !== 'string') continue;
    const rows = cache.resolve(result, 'results');
    if (!Array.isArray(rows)) continue;
    const keep = (rows as unknown[]).filter((row) => typeof row !== 'string' || cache.resolve(row, 'lead') !== leadKey);
    if (keep.length === rows.length) continue;
    cache.link(result, 'results', keep as never);
    // The counts shown over and under the table ('N notices', 'Showing 1–N of N') follow the rows.
    const total = cache.resolve(result, 'totalResults');
    if (typeof total === 'number') {
      cache.updateQuery({ query: NoticeSearchTotalQuery, variables: field.arguments ?? {} }, (data) =>
        data?.notices ? { notices: { ...data.notices, totalResults: Math.max(keep.length, total - (rows.length - keep.length)) } } : data,
      );
    }
  }
}

export const noticeUpdates: UpdatesConfig = {
  Mutation: {
    createQualification(result, _args, cache) {
      const lead = (result['createQualification'] as { lead?: { id?: string; qualification?: Qualification } } | null)?.lead;
      if (lead?.id && lead.qualification) dropNoticeFromSearches(cache, lead.id, lead.qualification);
    },
    deleteQualification(result, _args, cache) {
      const lead = result['deleteQualification'] as { id?: string; qualification?: Qualification } | null;
      if (lead?.id) dropNoticeFromSearches(cache, lead.id, lead.qualification ?? 'unqualified');
    },
  },
};
