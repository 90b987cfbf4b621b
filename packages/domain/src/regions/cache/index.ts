import type { KeyingConfig } from '@urql/exchange-graphcache';
import type { CacheConfig } from '../../client/mergeCacheConfigs';

/**
 * A region is one entity by its NUTS code wherever it shows (the filter's level-1 list, a search by
 * name, a buyer's location); an organisation's category list entries have no identity of their own.
 * Regions are reference data: nothing the client does changes them, so there are no update rules.
 */
export const regionKeys: KeyingConfig = {
  Region: (r) => (typeof r['id'] === 'string' ? r['id'] : null),
  NutsLocation: (r) => (typeof r['id'] === 'string' ? r['id'] : null),
  OrganisationCategory: () => null,
};

/** The regions feature's cache rules. */
export function regionsCacheConfig(): CacheConfig {
  return { keys: regionKeys };
}
