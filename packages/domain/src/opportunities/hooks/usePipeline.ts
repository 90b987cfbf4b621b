import { useCallback, useEffect, useMemo, useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import type { PipelineOpportunity } from '../graphql/pipeline/fields';
import {
  BulkAssignOpportunitiesMutation,
  BulkUpdateOpportunityStageMutation,
  DeleteOpportunityMutation,
  OpportunityPipelineQuery,
  OpportunityQuery,
  RegenerateBuyerSummaryMutation,
  UpdateOpportunityMutation,
  type OpportunityUpdateInput,
} from '../graphql/pipeline/operations';
import type { OpportunityEntityInput } from '../graphql/mutations/CreateOpportunity';
import { AddOpportunityEntitiesMutation } from '../graphql/mutations/AddOpportunityEntities';
import { RemoveOpportunityEntityMutation } from '../graphql/mutations/RemoveOpportunityEntity';
import { OpportunityWorkflowQuery } from '../graphql/queries/OpportunityWorkflow';
import {
  BOARD_LIMIT,
  boardColumns,
  boardPageCount,
  mergeBoardPages,
  pipelineSearch,
  PIPELINE_MESSAGES,
  workflowStages,
  type PipelineFilters,
} from '../rules/pipeline';
import { OPPORTUNITY_MESSAGES } from '../rules/stageDefault';

/** The default workflow's stages in order (spec 2§4). */
export function useWorkflowStages() {
  const [result] = useQuery({ query: OpportunityWorkflowQuery, variables: {} });
  const transitions = useMemo(() => result.data?.opportunityWorkflow.transitions ?? [], [result.data]);
  return {
    transitions,
    stages: useMemo(() => workflowStages(transitions), [transitions]),
    fetching: result.fetching,
    error: result.error,
  };
}

/** A page of the /opportunities table (pages of 30) with the stage counts under the filters. */
export function useOpportunityTable(filters: PipelineFilters, page: number) {
  const [result] = useQuery({ query: OpportunityPipelineQuery, variables: { search: pipelineSearch(filters, { index: page }) } });
  const data = result.data?.opportunities;
  return {
    opportunities: data?.results,
    total: data?.total ?? 0,
    stageCounts: data?.stageCounts ?? [],
    fetching: result.fetching,
    errorMessage: result.error ? OPPORTUNITY_MESSAGES.loadFailed : null,
  };
}

/**
 * The board: every opportunity under the filters, in one column per workflow stage. The first page of
 * 500 comes from `useQuery`; when the team has more, the other pages are asked for at once (each page
 * stays within the GraphQL cost limit) through the same client, so the cache keeps each page current
 * after a move. Until every page is in, column counts come from the server's stage counts.
 */
export function useOpportunityBoard(filters: PipelineFilters) {
  const workflow = useWorkflowStages();
  const client = useClient();
  const search = pipelineSearch(filters, 'board');
  const searchKey = JSON.stringify(search);
  const [result] = useQuery({ query: OpportunityPipelineQuery, variables: { search } });
  const data = result.data?.opportunities;
  const pageCount = boardPageCount(data?.total ?? 0);
  const [rest, setRest] = useState<{ key: string; pages: Record<number, PipelineOpportunity[]>; failed: boolean }>({
    key: '',
    pages: {},
    failed: false,
  });
  const restKey = `${searchKey}:${pageCount}`;
  useEffect(() => {
    if (pageCount <= 1) return undefined;
    const base = JSON.parse(searchKey) as typeof search;
    const subscriptions = Array.from({ length: pageCount - 1 }, (_, i) =>
      client
        .query(OpportunityPipelineQuery, { search: { ...base, offset: (i + 1) * BOARD_LIMIT } })
        .subscribe((page) =>
          setRest((prev) => {
            const current = prev.key === restKey ? prev : { key: restKey, pages: {}, failed: false };
            if (page.error) return { ...current, failed: true };
            if (!page.data) return current;
            return { ...current, pages: { ...current.pages, [i + 1]: page.data.opportunities.results } };
          }),
        ),
    );
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [client, searchKey, pageCount, restKey]);
  const restPages: { pages: Record<number, PipelineOpportunity[]>; failed: boolean } =
    rest.key === restKey ? rest : { pages: {}, failed: false };
  const columns = useMemo(() => {
    if (!data) return undefined;
    const all = mergeBoardPages([data.results, ...Array.from({ length: pageCount - 1 }, (_, i) => restPages.pages[i + 1])]);
    // Server counts only while the board does not yet hold every opportunity.
    return boardColumns(workflow.transitions, all, all.length < data.total ? data.stageCounts : []);
  }, [data, workflow.transitions, pageCount, restPages.pages]);
  const loadedPages = 1 + Object.keys(restPages.pages).length;
  return {
    columns,
    stages: workflow.stages,
    total: data?.total ?? 0,
    fetching: result.fetching || workflow.fetching || (data !== undefined && loadedPages < pageCount && !restPages.failed),
    errorMessage: result.error || workflow.error || restPages.failed ? OPPORTUNITY_MESSAGES.loadFailed : null,
  };
}

export function useOpportunity(id: string) {
  const [result] = useQuery({ query: OpportunityQuery, variables: { id } });
  return {
    opportunity: result.data?.opportunity ?? null,
    fetching: result.fetching,
    notFound: !result.fetching && !result.error && result.data !== undefined && result.data.opportunity === null,
    error: result.error,
  };
}

export type PipelineOutcome = { ok: true } | { ok: false; message: string };

/** Edit in place: one field or several; answers a message for the failure toast. */
export function useUpdateOpportunity() {
  const [state, execute] = useMutation(UpdateOpportunityMutation);
  const update = useCallback(
    async (id: string, input: OpportunityUpdateInput): Promise<PipelineOutcome> => {
      const result = await execute({ id, input });
      return result.error || !result.data ? { ok: false, message: PIPELINE_MESSAGES.updateFailed } : { ok: true };
    },
    [execute],
  );
  return { update, saving: state.fetching };
}

export function useDeleteOpportunity() {
  const [state, execute] = useMutation(DeleteOpportunityMutation);
  const remove = useCallback(
    async (id: string): Promise<PipelineOutcome> => {
      const result = await execute({ id });
      return result.error ? { ok: false, message: PIPELINE_MESSAGES.deleteFailed } : { ok: true };
    },
    [execute],
  );
  return { remove, deleting: state.fetching };
}

/** Bulk stage update and bulk assign of the selected opportunities. */
export function useBulkOpportunities() {
  const [stageState, moveAll] = useMutation(BulkUpdateOpportunityStageMutation);
  const [assignState, assignAll] = useMutation(BulkAssignOpportunitiesMutation);
  const move = useCallback(
    async (ids: string[], stage: { id: string; name: string }): Promise<PipelineOutcome & { message?: string }> => {
      const result = await moveAll({ ids, stageId: stage.id });
      return result.error
        ? { ok: false, message: PIPELINE_MESSAGES.updateFailed }
        : { ok: true, message: PIPELINE_MESSAGES.bulkMoved(ids.length, stage.name) };
    },
    [moveAll],
  );
  const assign = useCallback(
    async (ids: string[], user: { id: string; name: string } | null): Promise<PipelineOutcome & { message?: string }> => {
      const result = await assignAll({ ids, assignedToId: user?.id ?? null });
      return result.error
        ? { ok: false, message: PIPELINE_MESSAGES.updateFailed }
        : { ok: true, message: PIPELINE_MESSAGES.bulkAssigned(ids.length, user?.name ?? 'nobody') };
    },
    [assignAll],
  );
  return { move, assign, saving: stageState.fetching || assignState.fetching };
}

/** 'Regenerate buyer summary': the server writes it afresh from our data (the answer updates the cached opportunity). */
export function useRegenerateBuyerSummary() {
  const [state, execute] = useMutation(RegenerateBuyerSummaryMutation);
  const regenerate = useCallback(
    async (id: string): Promise<PipelineOutcome> => {
      const result = await execute({ id });
      return result.data?.regenerateBuyerSummary ? { ok: true } : { ok: false, message: PIPELINE_MESSAGES.buyerSummaryFailed };
    },
    [execute],
  );
  return { regenerate, regenerating: state.fetching };
}

/** Add a buyer or supplier to the opportunity from its page (the save drawer's addOpportunityEntities). */
export function useAddOpportunityLink() {
  const [state, execute] = useMutation(AddOpportunityEntitiesMutation);
  const add = useCallback(
    async (opportunity: { id: string; name: string }, link: { entityId: string; entityType: OpportunityEntityInput['entityType']; name: string }) => {
      const result = await execute({ id: opportunity.id, entities: [{ entityId: link.entityId, entityType: link.entityType }], entityId: link.entityId });
      return result.error
        ? { ok: false as const, message: OPPORTUNITY_MESSAGES.saveFailed(link.name, opportunity.name) }
        : { ok: true as const };
    },
    [execute],
  );
  return { add, adding: state.fetching };
}

/** Remove a linked notice, organisation or contact from the opportunity page. */
export function useRemoveOpportunityLink() {
  const [state, execute] = useMutation(RemoveOpportunityEntityMutation);
  const remove = useCallback(
    async (opportunity: { id: string; name: string }, link: { entityId: string; entityType: string; typeLabel: string }) => {
      const result = await execute({
        id: opportunity.id,
        entities: [{ entityId: link.entityId, entityType: link.entityType as OpportunityEntityInput['entityType'] }],
      });
      return result.error
        ? { ok: false as const, message: OPPORTUNITY_MESSAGES.removeFailed(link.typeLabel, opportunity.name) }
        : { ok: true as const };
    },
    [execute],
  );
  return { remove, removing: state.fetching };
}

export type { PipelineOpportunity };
