import type { CacheConfig } from '../../client/mergeCacheConfigs';
import { signalKeys } from './keys';
import { signalUpdates } from './updates';

/** Signal settings and saved suppliers (the suppliers table's rows follow them). */
export function signalsCacheConfig(): CacheConfig {
  return { keys: signalKeys, updates: signalUpdates };
}
