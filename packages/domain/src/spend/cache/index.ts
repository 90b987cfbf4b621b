import type { KeyingConfig } from '@urql/exchange-graphcache';
import type { CacheConfig } from '../../client/mergeCacheConfigs';

/**
 * A buyer with spend data is one entity by guid (the buyer picker and any overview share it); an
 * overview, its stats, periods and totals belong to their scope and have no identity of their own.
 */
export const spendKeys: KeyingConfig = {
  SpendBuyer: (b) => (typeof b['guid'] === 'string' ? b['guid'] : null),
  SpendOverview: () => null,
  InvoicedSpendStats: () => null,
  SpendPeriod: () => null,
  SpendSupplierTotal: () => null,
  SpendBuyerTotal: () => null,
};

/** Nothing the client writes changes payments (the spend request only records the ask): no update rules. */
export function spendCacheConfig(): CacheConfig {
  return { keys: spendKeys };
}
