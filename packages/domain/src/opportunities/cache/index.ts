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

/** The cached `opportunities` searches, optionally only those `which` picks by their search args. */
function invalidateSearches(cache: Cache, which: (search: Record<string, unknown>) => boolean = () => true): void {
  for (const f of cache.inspectFields('Query')) {
    if (f.fieldName !== 'opportunities') continue;
    const search = (f.arguments?.['search'] ?? {}) as Record<string, unknown>;
    if (which(search)) cache.invalidate('Query', f.fieldKey);
  }
}

const nonEmpty = (v: unknown) => Array.isArray(v) && v.length > 0;

/**
 * A stage or assignee change moves the opportunity between filtered lists: searches filtered by
 * stage or assignee ask again. Unfiltered lists (the board) keep their rows: the card's stage is
 * the normalised entity's, so it changes column without a refetch.
 */
export function invalidateFilteredSearches(cache: Cache, changed: Variables): void {
  const stage = changed['stageId'] !== undefined;
  const assignee = changed['assignedToId'] !== undefined;
  if (!stage && !assignee) return;
  invalidateSearches(
    cache,
    (s) =>
      (stage && nonEmpty(s['stageIds'])) ||
      (assignee && (nonEmpty(s['assigneeIds']) || s['unassigned'] === true)),
  );
}

/**
 * The opportunity page's sections (links, buyer activity) ask again after a link changes. Only the
 * page's own fields: the save drawer's rows (entities, buyers, isSaved) are kept current above.
 */
function invalidateLinks(cache: Cache, opportunityId: string): void {
  const entity = { __typename: 'Opportunity', id: opportunityId };
  for (const field of ['links', 'buyerActivity']) cache.invalidate(entity, field);
}

const opportunityUpdates: UpdatesConfig = {
  Mutation: {
    updateOpportunity(_result, args, cache) {
      invalidateFilteredSearches(cache, (args['input'] ?? {}) as Variables);
    },
    bulkUpdateOpportunityStage(_result, args, cache) {
      invalidateFilteredSearches(cache, { stageId: String(args['stageId']) });
    },
    bulkAssignOpportunities(_result, args, cache) {
      invalidateFilteredSearches(cache, { assignedToId: args['assignedToId'] ?? null });
    },
    deleteOpportunity(_result, args, cache) {
      // Gone from every list and from the entities' opportunity lists.
      invalidateSearches(cache);
      for (const f of cache.inspectFields('Query'))
        if (f.fieldName === 'entityOpportunities') cache.invalidate('Query', f.fieldKey);
      cache.invalidate({ __typename: 'Opportunity', id: String(args['id']) });
    },
    createOpportunity(result, args, cache) {
      const created = result['createOpportunity'] as { id?: string } | null;
      if (!created?.id) return;
      linkEntities(cache, created.id, entityIdsOf(args), true);
      // A new opportunity belongs in the drawer's search lists at its place: ask again.
      invalidateSearches(cache);
    },
    addOpportunityEntities(_result, args, cache) {
      linkEntities(cache, String(args['id']), entityIdsOf(args), true);
      invalidateLinks(cache, String(args['id']));
    },
    /** A new comment joins the end of its opportunity's cached comments (oldest first). */
    createOpportunityComment(result, args, cache) {
      const created = result['createOpportunityComment'] as { id?: string } | null;
      const key = created?.id ? cache.keyOfEntity({ __typename: 'Comment', id: created.id }) : null;
      if (!key) return;
      for (const f of cache.inspectFields('Query')) {
        if (f.fieldName !== 'opportunityComments' || String(f.arguments?.['opportunityId']) !== String(args['opportunityId'])) continue;
        const list = cache.resolve('Query', f.fieldKey);
        // Entity keys are valid links; graphcache's types only list entity objects.
        if (Array.isArray(list) && !(list as unknown[]).includes(key)) cache.link('Query', f.fieldKey, [...(list as string[]), key] as never);
      }
    },
    removeOpportunityEntity(_result, args, cache) {
      linkEntities(cache, String(args['id']), entityIdsOf(args), false);
      invalidateLinks(cache, String(args['id']));
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
      OpportunityUser: () => null,
      OpportunityLink: () => null,
      OpportunityBuyerActivity: () => null,
      OpportunityStageCount: () => null,
    },
    updates: opportunityUpdates,
  };
}
