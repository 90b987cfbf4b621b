import type { KeyingConfig, UpdatesConfig } from '@urql/exchange-graphcache';
import type { CacheConfig } from '../../client/mergeCacheConfigs';

/**
 * Contacts are entities (by id); a buyer embedded in a contact is the same buyer wherever it shows;
 * the search result, category assignments and a request's answer have no identity of their own.
 */
export const contactKeys: KeyingConfig = {
  ContactSearchResults: () => null,
  ContactBuyer: (b) => (typeof b['id'] === 'string' ? b['id'] : null),
  BuyerCategoryAssignment: () => null,
  ContactOpportunity: (o) => (typeof o['id'] === 'string' ? o['id'] : null),
  ContactRequestResult: (r) => (typeof r['id'] === 'string' ? r['id'] : null),
};

/**
 * A contact request adds an outreach opportunity (spec 1§7): every cached `outreachOpportunities`
 * list is dropped so it is asked again. Contacts themselves do not change.
 */
export const contactUpdates: UpdatesConfig = {
  Mutation: {
    requestOutreachContacts(_result, _args, cache) {
      for (const f of cache.inspectFields('Query')) {
        if (f.fieldName === 'outreachOpportunities') cache.invalidate('Query', f.fieldKey);
      }
    },
  },
};

/** The contacts feature's cache rules. */
export function contactsCacheConfig(): CacheConfig {
  return { keys: contactKeys, updates: contactUpdates };
}
