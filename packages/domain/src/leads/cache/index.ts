import type { CacheConfig } from '../../client/mergeCacheConfigs';
import { leadKeys } from './keys';
import { leadOptimistic } from './optimistic';
import { leadUpdates } from './updates';

/** The leads feature's cache rules (hide/restore, assignee, comment count, seen-by). */
export function leadsCacheConfig(): CacheConfig {
  return { keys: leadKeys, updates: leadUpdates, optimistic: leadOptimistic };
}
