import type { CacheConfig } from '../../client/mergeCacheConfigs';
import { noticeKeys } from './keys';
import { noticeUpdates } from './updates';

/** The notices feature's cache rules: keys, and rows leaving searches that no longer show them. */
export function noticesCacheConfig(): CacheConfig {
  return { keys: noticeKeys, updates: noticeUpdates };
}
