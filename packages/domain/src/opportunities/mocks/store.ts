import type { MockRoot } from '../../mocks/executeMock';
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
}

export interface OpportunitiesMockData {
  opportunities: MockOpportunity[];
  workflow: OpportunityWorkflowData;
}

const withIsSaved = (o: MockOpportunity) => ({
  ...o,
  guid: `opp-${o.id}`,
  currency: 'GBP',
  stageId: o.stage?.id ?? null,
  assignedToId: null,
  createdById: null,
  closeDate: null,
  existingExpiryDate: null,
  submissionDate: null,
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
  const root: MockRoot = {
    opportunities: (args) => {
      const search = (args['search'] ?? {}) as {
        text?: string;
        buyerIds?: string[];
        limit?: number;
        offset?: number;
      };
      const text = (search.text ?? '').toLowerCase();
      const buyers = search.buyerIds ?? [];
      const matches = (o: MockOpportunity) => o.buyers.some((b) => buyers.includes(b.id));
      const found = store
        .filter(
          (o) =>
            !text ||
            o.name.toLowerCase().includes(text) ||
            (o.description ?? '').toLowerCase().includes(text),
        )
        .sort((a, b) => Number(matches(b)) - Number(matches(a)) || b.updatedAt.localeCompare(a.updatedAt));
      const limit = search.limit ?? 30;
      const offset = search.offset ?? 0;
      const page = found.slice(offset, offset + limit);
      return {
        results: page.map(withIsSaved),
        total: found.length,
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
        stage: stage ? { iconName: null, iconColor: null, ...stage } : null,
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
        if (!o.entities.some((x) => x.entityId === e.entityId)) o.entities.push(e);
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
