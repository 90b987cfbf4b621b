import { cacheExchange, type CacheExchangeOpts } from '@urql/exchange-graphcache';
import type { Exchange } from '@urql/core';
import { appConfigKeys } from '../appConfig/cache/keys';
import { homeCacheConfig } from '../home/cache';
import { contactsCacheConfig } from '../contacts/cache';
import { bidsCacheConfig } from '../bids/cache';
import { reportsCacheConfig } from '../reports/cache';
import { documentsCacheConfig } from '../documents/cache';
import { bidResponsesCacheConfig } from '../bidResponses/cache';
import { noticesCacheConfig } from '../notices/cache';
import { leadsCacheConfig } from '../leads/cache';
import { listsCacheConfig } from '../lists/cache';
import { opportunitiesCacheConfig } from '../opportunities/cache';
import { recordsCacheConfig } from '../records/cache';
import { notificationsCacheConfig } from '../notifications/cache';
import { signalsCacheConfig } from '../signals/cache';
import { userKeys } from '../users/cache/keys';
import { crmCacheConfig } from '../crm/cache';
import { regionsCacheConfig } from '../regions/cache';
import { frameworksCacheConfig } from '../frameworks/cache';
import { spendCacheConfig } from '../spend/cache';
import { mergeCacheConfigs, type CacheConfig } from './mergeCacheConfigs';

/** Every feature's cache rules, merged. A fresh object per call (features may hold per-client state). */
export function createCacheConfig(...extra: CacheConfig[]): Required<CacheConfig> {
  return mergeCacheConfigs(
    { keys: userKeys },
    { keys: appConfigKeys },
    noticesCacheConfig(),
    notificationsCacheConfig(),
    leadsCacheConfig(),
    listsCacheConfig(),
    opportunitiesCacheConfig(),
    bidsCacheConfig(),
    recordsCacheConfig(),
    signalsCacheConfig(),
    homeCacheConfig(),
    contactsCacheConfig(),
    crmCacheConfig(),
    reportsCacheConfig(),
    documentsCacheConfig(),
    regionsCacheConfig(),
    frameworksCacheConfig(),
    spendCacheConfig(),
    bidResponsesCacheConfig(),
    ...extra,
  );
}

/**
 * The normalised cache. `options` may add rules (merged with the features' rules; a duplicate
 * key/resolver/optimistic entry throws) and set the rest of graphcache's options (storage, logger…).
 */
export function createCacheExchange(options: CacheExchangeOpts = {}): Exchange {
  const { keys, resolvers, updates, optimistic, ...rest } = options;
  return cacheExchange({ ...rest, ...createCacheConfig({ keys, resolvers, updates, optimistic }) });
}
