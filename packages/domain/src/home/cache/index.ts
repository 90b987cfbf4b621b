import type { CacheConfig } from '../../client/mergeCacheConfigs';
import { homeKeys } from './keys';
import { homeUpdates } from './updates';

/** Home's cache rules. */
export function homeCacheConfig(): CacheConfig {
  return { keys: homeKeys, updates: homeUpdates };
}
