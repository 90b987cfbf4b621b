import type { CacheConfig } from '../../client/mergeCacheConfigs';
import { notificationKeys } from './keys';
import { createNotificationOptimistic } from './optimistic';
import { createNotificationReadLedger } from './readLedger';
import { notificationResolvers } from './resolvers';
import { createNotificationUpdates } from './updates';

/** The notifications feature's cache rules. A factory: each client gets its own read ledger. */
export function notificationsCacheConfig(): CacheConfig {
  const ledger = createNotificationReadLedger();
  return {
    keys: notificationKeys,
    resolvers: notificationResolvers,
    updates: createNotificationUpdates(ledger),
    optimistic: createNotificationOptimistic(ledger),
  };
}
