import { useCallback, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { AddOpportunityEntitiesMutation } from '../graphql/mutations/AddOpportunityEntities';
import {
  CreateOpportunityMutation,
  type OpportunityEntityInput,
} from '../graphql/mutations/CreateOpportunity';
import { RemoveOpportunityEntityMutation } from '../graphql/mutations/RemoveOpportunityEntity';
import { EntityOpportunitiesQuery } from '../graphql/queries/EntityOpportunities';
import { OpportunitiesQuery } from '../graphql/queries/Opportunities';
import type { OpportunityListItem } from '../graphql/queries/OpportunityFields';
import { OpportunityFormSchemaQuery } from '../graphql/queries/OpportunityFormSchema';
import { OpportunityWorkflowQuery } from '../graphql/queries/OpportunityWorkflow';
import {
  defaultOpportunityStageId,
  formatBuyerMatchCount,
  OPPORTUNITY_MESSAGES,
  OPPORTUNITY_PAGE_SIZE,
} from '../rules/stageDefault';
import { parseCreateOpportunity, type CreateOpportunityForm } from '../schemas/createOpportunityForm';

/** The save drawer's list: text search, same-buyer first, pages of 30, isSaved for `entity`. */
export function useOpportunitySearch(options: {
  text: string;
  buyerIds: string[];
  entityId: string;
  page?: number;
}) {
  const offset = (options.page ?? 0) * OPPORTUNITY_PAGE_SIZE;
  const [result, refetch] = useQuery({
    query: OpportunitiesQuery,
    variables: {
      search: { text: options.text, buyerIds: options.buyerIds, limit: OPPORTUNITY_PAGE_SIZE, offset },
      entityId: options.entityId,
    },
  });
  const data = result.data?.opportunities;
  return {
    opportunities: data?.results,
    total: data?.total ?? 0,
    /** '30+' when more than 30 share a buyer with the entity. */
    buyerMatchLabel: data ? formatBuyerMatchCount(data.buyerMatchCount) : null,
    nextOffset: data?.nextOffset ?? null,
    fetching: result.fetching,
    errorMessage: result.error ? OPPORTUNITY_MESSAGES.loadFailed : null,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}

export function useEntityOpportunities(entityId: string | null) {
  const [result] = useQuery({
    query: EntityOpportunitiesQuery,
    variables: { entityId: entityId ?? '' },
    pause: !entityId,
  });
  return { opportunities: result.data?.entityOpportunities, fetching: result.fetching, error: result.error };
}

/** The workflow, the form schema, and the stage the create form starts on for `notice`. */
export function useOpportunityForm(notice: { stage: string; procurementStage?: string | null } | null) {
  const [workflow] = useQuery({ query: OpportunityWorkflowQuery, variables: {} });
  const [schema] = useQuery({ query: OpportunityFormSchemaQuery, variables: {} });
  const transitions = workflow.data?.opportunityWorkflow.transitions ?? [];
  return {
    workflow: workflow.data?.opportunityWorkflow,
    fields: schema.data?.opportunityFormSchema.fields,
    stages: [...transitions].sort((a, b) => a.order - b.order).map((t) => t.stage),
    defaultStageId:
      defaultOpportunityStageId({ notice, transitions }) ??
      schema.data?.opportunityFormSchema.defaultStageId ??
      null,
    fetching: workflow.fetching || schema.fetching,
    error: workflow.error ?? schema.error,
  };
}

export type OpportunityOutcome =
  | { ok: true; opportunity: OpportunityListItem; message: string }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

/** Create opportunity: parse failure or server failure → 'Failed to create opportunity'. */
export function useCreateOpportunity() {
  const [state, execute] = useMutation(CreateOpportunityMutation);
  const create = useCallback(
    async (
      form: CreateOpportunityForm,
      context: { entities: OpportunityEntityInput[]; entityId: string; fromStrategy?: boolean },
    ): Promise<OpportunityOutcome> => {
      const parsed = parseCreateOpportunity(form);
      if (!parsed.ok) return { ok: false, message: parsed.message, fieldErrors: parsed.fieldErrors };
      const { buyerIds, ...opportunity } = parsed.value;
      const entities = [
        ...context.entities,
        ...buyerIds.map((id) => ({ entityId: id, entityType: 'Organisation' as const })),
      ];
      const result = await execute({
        opportunity,
        entities,
        fromStrategy: context.fromStrategy ?? false,
        entityId: context.entityId,
      });
      if (result.error || !result.data) return { ok: false, message: OPPORTUNITY_MESSAGES.createFailed };
      const fromNotice = context.entities.some((e) => e.entityType === 'Notice');
      return {
        ok: true,
        opportunity: result.data.createOpportunity,
        message: fromNotice ? OPPORTUNITY_MESSAGES.createdFromNotice : OPPORTUNITY_MESSAGES.created,
      };
    },
    [execute],
  );
  return { create, saving: state.fetching };
}

/** Save / unsave an entity to an opportunity; one save at a time per opportunity (spec 1§4). */
export function useSaveToOpportunity(
  entityOrEntities: OpportunityEntityInput | readonly OpportunityEntityInput[],
  typeLabel: string,
) {
  // Several selected records are saved (or removed) together; isSaved is answered for the first.
  const entities: OpportunityEntityInput[] = Array.isArray(entityOrEntities)
    ? [...(entityOrEntities as readonly OpportunityEntityInput[])]
    : [entityOrEntities as OpportunityEntityInput];
  const entityKey = JSON.stringify(entities);
  const [, add] = useMutation(AddOpportunityEntitiesMutation);
  const [, remove] = useMutation(RemoveOpportunityEntityMutation);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    async (
      opportunity: Pick<OpportunityListItem, 'id' | 'name' | 'isSaved'>,
    ): Promise<{ ok: boolean; message: string | null }> => {
      if (pending.has(opportunity.id)) return { ok: false, message: null };
      setPending((p) => new Set(p).add(opportunity.id));
      try {
        const result = opportunity.isSaved
          ? await remove({ id: opportunity.id, entities })
          : await add({ id: opportunity.id, entities, entityId: entities[0]?.entityId ?? '' });
        if (!result.error) return { ok: true, message: null };
        return {
          ok: false,
          message: opportunity.isSaved
            ? OPPORTUNITY_MESSAGES.removeFailed(typeLabel, opportunity.name)
            : OPPORTUNITY_MESSAGES.saveFailed(typeLabel, opportunity.name),
        };
      } finally {
        setPending((p) => {
          const nextSet = new Set(p);
          nextSet.delete(opportunity.id);
          return nextSet;
        });
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `entityKey` stands for `entities` by value
    [add, remove, entityKey, typeLabel, pending],
  );
  return { toggle, isPending: (id: string) => pending.has(id) };
}
