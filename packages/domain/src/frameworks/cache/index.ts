import type { KeyingConfig } from '@urql/exchange-graphcache';
import type { CacheConfig } from '../../client/mergeCacheConfigs';

/**
 * A framework is one entity by id wherever a search shows it; its buyer is keyed by guid (the same
 * buyer across frameworks); a result page and a stage count have no identity of their own. Nothing
 * the client does changes a framework, so there are no update rules.
 */
export const frameworkKeys: KeyingConfig = {
  Framework: (f) => (typeof f['id'] === 'string' ? f['id'] : null),
  FrameworkBuyer: (b) => (typeof b['guid'] === 'string' ? b['guid'] : null),
  FrameworkSearchResults: () => null,
  FrameworkStageCount: () => null,
};

export function frameworksCacheConfig(): CacheConfig {
  return { keys: frameworkKeys };
}
