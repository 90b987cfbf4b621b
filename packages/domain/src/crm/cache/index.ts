import type { UpdatesConfig } from '@urql/exchange-graphcache';
import type { CacheConfig } from '../../client/mergeCacheConfigs';

/**
 * The company's one integration provider: disconnecting links `integrationProvider` to null; a
 * mapping update is the same entity (normalised by id). Connecting goes through REST (the OAuth
 * round trip), after which the hook asks the query again (network-only). Outreach drafts are not
 * entities: never cached by key. hubspotIdToken is the user's, embedded under Query (no key): its stale time is
 * 12 hours (CRM_LIMITS.tokenStaleMs, set by useHubspotIdToken through the stale-time exchange).
 */
const crmUpdates: UpdatesConfig = {
  Mutation: {
    disconnectCrm(result, _args, cache) {
      if (result['disconnectCrm'] !== true) return;
      cache.link('Query', 'integrationProvider', null);
    },
    updateCrmFieldMapping(result, _args, cache) {
      const updated = result['updateCrmFieldMapping'] as { id?: string } | null;
      if (!updated?.id) return;
      cache.link('Query', 'integrationProvider', cache.keyOfEntity({ __typename: 'IntegrationProvider', id: updated.id }) as never);
    },
  },
};

export function crmCacheConfig(): CacheConfig {
  return { keys: { OutreachResult: () => null, OutreachResponse: () => null, HubspotIdToken: () => null }, updates: crmUpdates };
}
