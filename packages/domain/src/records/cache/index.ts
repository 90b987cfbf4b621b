import type { CacheConfig } from '../../client/mergeCacheConfigs';
import { recordKeys } from './keys';

/** The record page's cache rules: RecordDetail keyed by guid; UnlockAward answers the whole record, so no update is needed. */
export function recordsCacheConfig(): CacheConfig {
  return { keys: recordKeys };
}
