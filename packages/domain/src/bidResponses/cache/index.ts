import { gql } from '@urql/core';
import type { UpdatesConfig } from '@urql/exchange-graphcache';
import type { CacheConfig } from '../../client/mergeCacheConfigs';

/**
 * Bid responses: the opportunity's list (`BidResponses:<opportunityId>`) loses a deleted response
 * at once and gains a created one at its end; an edited response updates in place by its key
 * (`BidResponse:<id>`); a retried extraction updates its source in place and marks the list as
 * extracting, so the screen polls until the new responses arrive. An upload is REST: the upload hook
 * asks the list again.
 */
const TotalFragment = gql`
  fragment BidResponsesTotal on BidResponses { opportunityId total }
`;

const bidResponseUpdates: UpdatesConfig = {
  Mutation: {
    deleteBidResponse(result, _args, cache) {
      const id = result['deleteBidResponse'];
      if (typeof id !== 'string') return;
      const key = cache.keyOfEntity({ __typename: 'BidResponse', id });
      const opportunityId = cache.resolve({ __typename: 'BidResponse', id }, 'opportunityId');
      if (typeof opportunityId === 'string') {
        const list = { __typename: 'BidResponses', opportunityId };
        const links = cache.resolve(list, 'responses');
        if (Array.isArray(links)) {
          const kept = links.filter((l) => l !== key);
          cache.link(list, 'responses', kept as string[]);
          cache.writeFragment(TotalFragment, { __typename: 'BidResponses', opportunityId, total: kept.length });
        }
      }
      cache.invalidate({ __typename: 'BidResponse', id });
    },
    createBidResponse(result, args, cache) {
      const created = result['createBidResponse'] as { id?: string } | null;
      const opportunityId = String(args['opportunityId'] ?? '');
      if (!created?.id || !opportunityId) return;
      const list = { __typename: 'BidResponses', opportunityId };
      const links = cache.resolve(list, 'responses');
      if (!Array.isArray(links)) return;
      const key = cache.keyOfEntity({ __typename: 'BidResponse', id: created.id }) as string;
      const next = [...(links as string[]).filter((l) => l !== key), key];
      cache.link(list, 'responses', next);
      cache.writeFragment(TotalFragment, { __typename: 'BidResponses', opportunityId, total: next.length });
    },
    extractBidResponses(result, _args, cache) {
      const source = result['extractBidResponses'] as { status?: string } | null;
      if (source?.status !== 'processing') return;
      for (const f of cache.inspectFields('Query')) if (f.fieldName === 'bidResponses') cache.invalidate('Query', f.fieldKey);
    },
  },
};

export function bidResponsesCacheConfig(): CacheConfig {
  return {
    keys: {
      BidResponses: (d) => String(d['opportunityId'] ?? ''),
      BidResponseUser: () => null,
      BidResponseSourceFile: () => null,
      BidResponseProgress: (d) => String(d['opportunityId'] ?? ''),
    },
    updates: bidResponseUpdates,
  };
}
