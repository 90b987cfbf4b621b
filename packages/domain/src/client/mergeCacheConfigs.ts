import type {
  CacheExchangeOpts,
  KeyingConfig,
  OptimisticMutationConfig,
  ResolverConfig,
  UpdateResolver,
  UpdatesConfig,
} from '@urql/exchange-graphcache';

/** The cache rules one feature contributes (STYLE.md: keys, resolvers, updates, optimistic). */
export type CacheConfig = Pick<CacheExchangeOpts, 'keys' | 'resolvers' | 'updates' | 'optimistic'>;

/**
 * Merges feature cache rules into one graphcache config.
 * - `keys`, `resolvers` and `optimistic`: a type (or field) may be configured by one feature only;
 *   a second definition throws, because graphcache would silently keep just one of them.
 * - `updates`: several features may react to the same field (e.g. one mutation changes two lists);
 *   their updaters run in the order the configs were given.
 */
export function mergeCacheConfigs(...configs: CacheConfig[]): Required<CacheConfig> {
  const keys: KeyingConfig = {};
  const resolvers: ResolverConfig = {};
  const updates: UpdatesConfig = {};
  const optimistic: OptimisticMutationConfig = {};
  const updaterLists = new Map<string, Map<string, UpdateResolver[]>>();

  for (const config of configs) {
    for (const [typename, keyFn] of Object.entries(config.keys ?? {})) {
      if (typename in keys) throw new Error(`mergeCacheConfigs: keys.${typename} is defined twice`);
      keys[typename] = keyFn;
    }
    for (const [typename, fields] of Object.entries(config.resolvers ?? {})) {
      const target = (resolvers[typename] ??= {});
      for (const [field, resolver] of Object.entries(fields ?? {})) {
        if (!resolver) continue;
        if (field in target) throw new Error(`mergeCacheConfigs: resolvers.${typename}.${field} is defined twice`);
        target[field] = resolver;
      }
    }
    for (const [field, resolver] of Object.entries(config.optimistic ?? {})) {
      if (field in optimistic) throw new Error(`mergeCacheConfigs: optimistic.${field} is defined twice`);
      optimistic[field] = resolver;
    }
    for (const [typename, fields] of Object.entries(config.updates ?? {})) {
      let byField = updaterLists.get(typename);
      if (!byField) updaterLists.set(typename, (byField = new Map()));
      for (const [field, updater] of Object.entries(fields ?? {})) {
        if (!updater) continue;
        const list = byField.get(field) ?? [];
        list.push(updater);
        byField.set(field, list);
      }
    }
  }

  for (const [typename, byField] of updaterLists) {
    const target: Record<string, UpdateResolver> = {};
    for (const [field, list] of byField) {
      const [only] = list;
      target[field] =
        list.length === 1 && only
          ? only
          : (parent, args, cache, info) => {
              for (const updater of list) updater(parent, args, cache, info);
            };
    }
    updates[typename] = target;
  }

  return { keys, resolvers, updates, optimistic };
}
