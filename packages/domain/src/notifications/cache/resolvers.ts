import type { ResolverConfig } from '@urql/exchange-graphcache';

/** The schema's defaults for `Query.notifications(limit: Int = 50, offset: Int = 0)`. */
const DEFAULT_LIMIT = 50;

const numberArg = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/**
 * Offset paging: the query for `offset: N` reads every cached page of the same `limit` from 0 up
 * to N and returns their items in order (duplicates dropped), so "load more" appends. When the
 * page at N itself is not cached yet the resolver returns undefined: a cache miss that fetches it.
 */
export const notificationResolvers: ResolverConfig = {
  Query: {
    notifications(_parent, args, cache) {
      const limit = numberArg(args['limit'], DEFAULT_LIMIT);
      const offset = numberArg(args['offset'], 0);
      const pages = cache
        .inspectFields('Query')
        .filter((field) => field.fieldName === 'notifications')
        .map((field) => ({
          fieldKey: field.fieldKey,
          limit: numberArg(field.arguments?.['limit'], DEFAULT_LIMIT),
          offset: numberArg(field.arguments?.['offset'], 0),
        }))
        .filter((page) => page.limit === limit && page.offset <= offset)
        .sort((a, b) => a.offset - b.offset);

      const current = pages.find((page) => page.offset === offset);
      const currentKey = current ? cache.resolve('Query', current.fieldKey) : undefined;
      if (typeof currentKey !== 'string') return undefined;

      const seen = new Set<string>();
      const items: string[] = [];
      for (const page of pages) {
        const pageKey = cache.resolve('Query', page.fieldKey);
        if (typeof pageKey !== 'string') continue;
        const pageItems = cache.resolve(pageKey, 'items');
        if (!Array.isArray(pageItems)) continue;
        for (const item of pageItems) {
          if (typeof item === 'string' && !seen.has(item)) {
            seen.add(item);
            items.push(item);
          }
        }
      }
      return {
        __typename: 'NotificationPage',
        items,
        nextOffset: cache.resolve(currentKey, 'nextOffset') ?? null,
        totalCount: cache.resolve(currentKey, 'totalCount') ?? items.length,
      };
    },
  },
};
