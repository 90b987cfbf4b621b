import type { UpdatesConfig } from '@urql/exchange-graphcache';
import type { CacheConfig } from '../../client/mergeCacheConfigs';

/**
 * A new report becomes its opportunity's `bidReport` and heads the `bidReports` list; the company's
 * credits changed on the server, so `remainingCredits` is asked again.
 */
const bidUpdates: UpdatesConfig = {
  Mutation: {
    createBidReport(result, args, cache) {
      const created = result['createBidReport'] as { id?: string } | null;
      if (!created?.id) {
        // Refused (no credits): the balance may have changed under us.
        for (const f of cache.inspectFields('Query')) if (f.fieldName === 'remainingCredits') cache.invalidate('Query', f.fieldKey);
        return;
      }
      const key = cache.keyOfEntity({ __typename: 'BidReport', id: created.id });
      if (!key) return;
      cache.link('Query', 'bidReport', { opportunityId: String(args['opportunityId']) }, key as never);
      for (const f of cache.inspectFields('Query')) {
        if (f.fieldName === 'remainingCredits') cache.invalidate('Query', f.fieldKey);
        if (f.fieldName !== 'bidReports') continue;
        const list = cache.resolve('Query', f.fieldKey);
        if (!Array.isArray(list)) continue;
        const keys = (list as unknown[]).filter((k): k is string => typeof k === 'string' && k !== key);
        cache.link('Query', f.fieldKey, [key, ...keys] as never);
      }
    },
  },
};

export function bidsCacheConfig(): CacheConfig {
  return {
    keys: { Credits: () => null, BidReportQuestionGroup: () => null, BidReportQuestion: () => null },
    updates: bidUpdates,
  };
}
