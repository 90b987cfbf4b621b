import type { Cache, UpdatesConfig, Variables } from '@urql/exchange-graphcache';
import { gql } from '@urql/core';
import type { CacheConfig } from '../../client/mergeCacheConfigs';

const IsSavedFragment = gql`
  fragment OpportunityIsSaved on Opportunity {
    id
    isSaved(entityId: $entityId)
  }
`;

const entityIdsOf = (args: Variables): string[] =>
  Array.isArray(args['entities'])
    ? (args['entities'] as { entityId?: unknown }[])
        .map((e) => (typeof e.entityId === 'string' ? e.entityId.toLowerCase() : ''))
        .filter(Boolean)
    : [];

/**
 * Adding or removing an entity updates the cached links (spec 1§4, 2§4): the opportunity's
 * `isSaved(entityId)` for each entity, and each entity's cached `entityOpportunities` list.
 */
export function linkEntities(cache: Cache, opportunityId: string, entityIds: string[], saved: boolean): void {
  const key = cache.keyOfEntity({ __typename: 'Opportunity', id: opportunityId });
  if (!key) return;
  for (const entityId of entityIds) {
    cache.writeFragment(
      IsSavedFragment,
      { __typename: 'Opportunity', id: opportunityId, isSaved: saved },
      { entityId },
    );
    for (const field of cache.inspectFields('Query')) {
      if (
        field.fieldName !== 'entityOpportunities' ||
        String(field.arguments?.['entityId']).toLowerCase() !== entityId
      )
        continue;
      const list = cache.resolve('Query', field.fieldKey);
      if (!Array.isArray(list)) continue;
      const keys = (list as unknown[]).filter((k): k is string => typeof k === 'string');
      // Entity keys are valid links; graphcache's types only list entity objects.
      if (saved && !keys.includes(key)) cache.link('Query', field.fieldKey, [key, ...keys] as never);
      if (!saved && keys.includes(key))
        cache.link('Query', field.fieldKey, keys.filter((k) => k !== key) as never);
    }
  }
}

const opportunityUpdates: UpdatesConfig = {
  Mutation: {
    createOpportunity(result, args, cache) {
      const created = result['createOpportunity'] as { id?: string } | null;
      if (!created?.id) return;
      linkEntities(cache, created.id, entityIdsOf(args), true);
      // A new opportunity belongs in the drawer's search lists at its place: ask again.
      for (const f of cache.inspectFields('Query'))
        if (f.fieldName === 'opportunities') cache.invalidate('Query', f.fieldKey);
    },
    addOpportunityEntities(_result, args, cache) {
      linkEntities(cache, String(args['id']), entityIdsOf(args), true);
    },
    removeOpportunityEntity(_result, args, cache) {
      linkEntities(cache, String(args['id']), entityIdsOf(args), false);
    },
  },
};

export function opportunitiesCacheConfig(): CacheConfig {
  return {
    keys: {
      OpportunitySearchResult: () => null,
      OpportunityEntity: () => null,
      OpportunityBuyer: () => null,
      OpportunityFormSchema: () => null,
      OpportunityFormField: () => null,
    },
    updates: opportunityUpdates,
  };
}
