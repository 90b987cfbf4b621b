import type { MockRoot } from '../../mocks/executeMock';
import type { PipelineSearch } from '../graphql/pipeline/operations';
import type { OpportunityWorkflowData } from '../graphql/queries/OpportunityWorkflow';

export interface MockOpportunity {
  id: string;
  name: string;
  description: string | null;
  value: number | null;
  stage: {
    id: string;
    name: string;
    color: string | null;
    iconName: string | null;
    iconColor: string | null;
    transitionGroup: string | null;
  } | null;
  buyers: { id: string; name: string }[];
  entities: { entityId: string; entityType: string }[];
  updatedAt: string;
  /** Pipeline fields (issue 12); absent ones are null / empty. */
  assignedTo?: { id: string; guid: string; name: string } | null;
  createdBy?: { id: string; guid: string; name: string } | null;
  closeDate?: string | null;
  submissionDate?: string | null;
  existingExpiryDate?: string | null;
  clarificationDeadline?: string | null;
  startDate?: string | null;
  routeToMarket?: string | null;
  buyerSummary?: string | null;
  links?: { entityId: string; entityType: string; name: string; detail: string | null }[];
  buyerActivity?: {
    guid: string;
    name: string;
    stage: string;
    buyerName: string;
    publishDate: string | null;
    closeDate: string | null;
    value: number | null;
    redacted: boolean;
  }[];
}

/** The company's users a mock opportunity may be assigned to. */
export interface MockAssignee {
  id: string;
  guid: string;
  firstName: string;
  lastName: string;
}

export interface OpportunitiesMockData {
  opportunities: MockOpportunity[];
  workflow: OpportunityWorkflowData;
  users?: MockAssignee[];
}

const withIsSaved = (o: MockOpportunity) => ({
  assignedTo: null,
  createdBy: null,
  closeDate: null,
  existingExpiryDate: null,
  submissionDate: null,
  clarificationDeadline: null,
  startDate: null,
  routeToMarket: null,
  buyerSummary: null,
  links: o.entities.map((e) => ({ ...e, name: e.entityId, detail: null })),
  buyerActivity: [],
  ...o,
  guid: `opp-${o.id}`,
  currency: 'GBP',
  stageId: o.stage?.id ?? null,
  assignedToId: o.assignedTo?.id ?? null,
  createdById: o.createdBy?.id ?? null,
  createdAt: o.updatedAt,
  // graphql-js calls a function field with its args: isSaved(entityId).
  isSaved: ({ entityId }: { entityId: string }) =>
    o.entities.some((e) => e.entityId === entityId.toLowerCase()),
});

/** In-memory opportunities behaving as the API does (search, buyer matches first, pages of 30). */
export function createOpportunitiesMockRoot(
  data: OpportunitiesMockData,
  clock: () => Date = () => new Date(),
) {
  const store = data.opportunities.map((o) => ({ ...o, entities: [...o.entities] }));
  let next = 700;
  const find = (id: unknown) => {
    const o = store.find((x) => x.id === String(id));
    if (!o) throw new Error('Opportunity not found');
    return o;
  };
  const entitiesOf = (args: Record<string, unknown>) =>
    ((args['entities'] as { entityId: string; entityType: string }[]) ?? []).map((e) => ({
      entityId: e.entityId.toLowerCase(),
      entityType: e.entityType,
    }));
  const applyChange = (o: MockOpportunity, input: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(input)) {
      if (key === 'stageId') {
        const stage = data.workflow.transitions.find((t) => t.stage.id === value)?.stage;
        if (!stage) throw new Error('stageId: not a stage of your workflow');
        o.stage = { iconColor: null, ...stage };
      } else if (key === 'assignedToId') {
        const user = value === null ? null : (data.users ?? []).find((u) => u.id === value);
        if (user === undefined) throw new Error('assignedToId: not an active user of your company');
        o.assignedTo = user && { id: user.id, guid: user.guid, name: `${user.firstName} ${user.lastName}` };
      } else if (key === 'name') {
        if (typeof value !== 'string' || !value.trim()) throw new Error('Name is required');
        o.name = value.trim();
      } else {
        (o as unknown as Record<string, unknown>)[key] = value;
      }
    }
    o.updatedAt = clock().toISOString();
  };
  const root: MockRoot = {
    opportunities: (args) => {
      const search = (args['search'] ?? {}) as PipelineSearch & { buyerIds?: string[] };
      const text = (search.text ?? '').toLowerCase();
      const buyers = search.buyerIds ?? [];
      const matches = (o: MockOpportunity) => o.buyers.some((b) => buyers.includes(b.id));
      const assignees = search.assigneeIds ?? [];
      const filtered = store.filter(
        (o) =>
          (!text || o.name.toLowerCase().includes(text) || (o.description ?? '').toLowerCase().includes(text)) &&
          (assignees.length === 0 && !search.unassigned
            ? true
            : (o.assignedTo ? assignees.includes(o.assignedTo.id) : Boolean(search.unassigned))) &&
          (!search.filterBuyerIds?.length || o.buyers.some((b) => search.filterBuyerIds?.includes(b.id))) &&
          (!search.closeDateFrom || (o.closeDate ?? '') >= search.closeDateFrom) &&
          (!search.closeDateTo || (o.closeDate != null && o.closeDate <= search.closeDateTo)),
      );
      const counts = new Map<string | null, number>();
      for (const o of filtered) counts.set(o.stage?.id ?? null, (counts.get(o.stage?.id ?? null) ?? 0) + 1);
      const sortKey = (search.sort ?? 'updatedAt') as keyof MockOpportunity;
      const dir = search.sortOrder === 'asc' ? 1 : -1;
      const compare = (a: MockOpportunity, b: MockOpportunity) => {
        const x = a[sortKey] as string | number | null | undefined;
        const y = b[sortKey] as string | number | null | undefined;
        if (x == null || y == null) return x == null ? (y == null ? 0 : 1) : -1;
        return (x < y ? -1 : x > y ? 1 : 0) * dir;
      };
      const found = filtered
        .filter((o) => !search.stageIds?.length || (o.stage !== null && search.stageIds.includes(o.stage.id)))
        .sort(
          (a, b) =>
            Number(matches(b)) - Number(matches(a)) || compare(a, b) || b.updatedAt.localeCompare(a.updatedAt),
        );
      const limit = search.limit ?? 30;
      const offset = search.offset ?? 0;
      const page = found.slice(offset, offset + limit);
      return {
        results: page.map(withIsSaved),
        total: found.length,
        stageCounts: [...counts].map(([stageId, count]) => ({ stageId, count })),
        buyerMatchCount: found.filter(matches).length,
        nextOffset: offset + page.length < found.length ? offset + page.length : null,
      };
    },
    entityOpportunities: (args) =>
      store
        .filter((o) => o.entities.some((e) => e.entityId === String(args['entityId']).toLowerCase()))
        .map(withIsSaved),
    opportunityWorkflow: () => data.workflow,
    opportunityFormSchema: () => ({
      fields: ['name', 'buyers', 'assignedToId', 'value', 'closeDate', 'stageId'].map((id) => ({
        id,
        required: id === 'name' || id === 'stageId',
        hidden: false,
      })),
      defaultStageId: data.workflow.transitions[0]?.stage.id ?? null,
    }),
    createOpportunity: (args) => {
      const input = args['opportunity'] as { name: string; stageId?: string; value?: number };
      if (!input.name?.trim()) throw new Error('Name is required');
      const stage = data.workflow.transitions.find((t) => t.stage.id === input.stageId)?.stage ?? null;
      const o: MockOpportunity = {
        id: String(next++),
        name: input.name.trim(),
        description: null,
        value: input.value ?? null,
        stage: stage ? { iconColor: null, ...stage } : null,
        buyers: [],
        entities: entitiesOf(args),
        updatedAt: clock().toISOString(),
      };
      store.unshift(o);
      return withIsSaved(o);
    },
    addOpportunityEntities: (args) => {
      const o = find(args['id']);
      for (const e of entitiesOf(args))
        if (!o.entities.some((x) => x.entityId === e.entityId)) {
          o.entities.push(e);
          // The page's sections name the link; the mock knows no names but the ids it was given.
          o.links?.push({ ...e, name: e.entityId, detail: e.entityType === 'Organisation' ? 'SUPPLIER' : null });
        }
      o.updatedAt = clock().toISOString();
      return withIsSaved(o);
    },
    opportunity: (args) => {
      const o = store.find((x) => x.id === String(args['id']));
      return o ? withIsSaved(o) : null;
    },
    updateOpportunity: (args) => {
      const o = find(args['id']);
      applyChange(o, (args['input'] ?? {}) as Record<string, unknown>);
      return withIsSaved(o);
    },
    deleteOpportunity: (args) => {
      const o = find(args['id']);
      store.splice(store.indexOf(o), 1);
      return o.id;
    },
    bulkUpdateOpportunityStage: (args) =>
      (args['ids'] as string[]).map((id) => {
        const o = find(id);
        applyChange(o, { stageId: args['stageId'] });
        return withIsSaved(o);
      }),
    bulkAssignOpportunities: (args) =>
      (args['ids'] as string[]).map((id) => {
        const o = find(id);
        applyChange(o, { assignedToId: args['assignedToId'] ?? null });
        return withIsSaved(o);
      }),
    regenerateBuyerSummary: (args) => {
      const o = find(args['id']);
      const buyers = o.buyers.map((b) => b.name);
      const activity = o.buyerActivity ?? [];
      const awards = activity.filter((a) => a.stage === 'AWARDED').length;
      o.buyerSummary =
        buyers.length === 0
          ? 'No buyer is linked to this opportunity: save its notice or buyer to it to get a buyer summary.'
          : `${buyers.join(' and ')} published ${activity.length - awards} recent ${activity.length - awards === 1 ? 'notice' : 'notices'} and ${awards} ${awards === 1 ? 'award' : 'awards'} in our data.`;
      o.updatedAt = clock().toISOString();
      return withIsSaved(o);
    },
    removeOpportunityEntity: (args) => {
      const o = find(args['id']);
      const gone = entitiesOf(args).map((e) => e.entityId);
      o.entities = o.entities.filter((e) => !gone.includes(e.entityId));
      return o.id;
    },
  };
  return { root, store };
}
