/** GraphQL: opportunities from notices (create, add/remove entities, entity links, list search, workflow, form). */
import { builder } from '../graphql/builder';
import { assertCan } from '../policy/index';
import { parseArgs, resolving } from '../workspace/http';
import { GuidSchema, IdSchema } from '../workspace/schemas';
import { EntitiesSchema, OpportunityInputSchema, OpportunitySearchSchema } from './schemas';
import {
  addOpportunityEntities,
  createOpportunity,
  entityOpportunities,
  removeOpportunityEntities,
  searchOpportunities,
  type OpportunityEntityView,
  type OpportunitySearchResult,
  type OpportunityView,
} from './service';
import {
  loadWorkflow,
  opportunityFormSchema,
  type FormSchemaView,
  type OpportunityStageView,
  type WorkflowView,
} from './workflow';

export const StageRef = builder.objectRef<OpportunityStageView>('OpportunityStage').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    color: t.exposeString('color', { nullable: true }),
    iconName: t.exposeString('iconName', { nullable: true }),
    iconColor: t.exposeString('iconColor', { nullable: true }),
    transitionGroup: t.exposeString('transitionGroup', { nullable: true }),
    qualification: t.exposeString('qualification', { nullable: true }),
  }),
});

const EntityRef = builder.objectRef<OpportunityEntityView>('OpportunityEntity').implement({
  fields: (t) => ({ entityId: t.exposeString('entityId'), entityType: t.exposeString('entityType') }),
});

const BuyerRef = builder.objectRef<{ id: string; name: string }>('OpportunityBuyer').implement({
  fields: (t) => ({ id: t.exposeString('id'), name: t.exposeString('name') }),
});

export const OpportunityRef = builder.objectRef<OpportunityView>('Opportunity').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    guid: t.exposeString('guid'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    value: t.exposeFloat('value', { nullable: true }),
    currency: t.exposeString('currency'),
    stageId: t.exposeID('stageId', { nullable: true }),
    stage: t.field({ type: StageRef, nullable: true, resolve: (o) => o.stage }),
    assignedToId: t.exposeID('assignedToId', { nullable: true }),
    createdById: t.exposeID('createdById', { nullable: true }),
    closeDate: t.exposeString('closeDate', { nullable: true }),
    existingExpiryDate: t.exposeString('existingExpiryDate', { nullable: true }),
    submissionDate: t.exposeString('submissionDate', { nullable: true }),
    buyers: t.field({ type: [BuyerRef], resolve: (o) => o.buyers }),
    entities: t.field({ type: [EntityRef], resolve: (o) => o.entities }),
    isSaved: t.boolean({
      description: 'Whether the entity (notice, organisation or contact guid) is linked to this opportunity.',
      args: { entityId: t.arg.string({ required: true }) },
      resolve: (o, args) => o.entities.some((e) => e.entityId === args.entityId.toLowerCase()),
    }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

export const SearchResultRef = builder.objectRef<OpportunitySearchResult>('OpportunitySearchResult').implement({
  fields: (t) => ({
    results: t.field({ type: [OpportunityRef], resolve: (r) => r.results }),
    total: t.exposeInt('total'),
    buyerMatchCount: t.exposeInt('buyerMatchCount'),
    nextOffset: t.exposeInt('nextOffset', { nullable: true }),
  }),
});

const TransitionRef = builder
  .objectRef<WorkflowView['transitions'][number]>('OpportunityTransition')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      group: t.exposeString('group'),
      order: t.exposeInt('order'),
      stage: t.field({ type: StageRef, resolve: (tr) => tr.stage }),
    }),
  });

const WorkflowRef = builder.objectRef<WorkflowView>('OpportunityWorkflow').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    isDefault: t.exposeBoolean('isDefault'),
    transitions: t.field({ type: [TransitionRef], resolve: (w) => w.transitions }),
  }),
});

const FormFieldRef = builder.objectRef<FormSchemaView['fields'][number]>('OpportunityFormField').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    required: t.exposeBoolean('required'),
    hidden: t.exposeBoolean('hidden'),
  }),
});

const FormSchemaRef = builder.objectRef<FormSchemaView>('OpportunityFormSchema').implement({
  fields: (t) => ({
    fields: t.field({ type: [FormFieldRef], resolve: (f) => f.fields }),
    defaultStageId: t.exposeID('defaultStageId', { nullable: true }),
  }),
});

const OpportunityInput = builder.inputType('OpportunityInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    stageId: t.id(),
    value: t.float(),
    assignedToId: t.id(),
    closeDate: t.string(),
    existingExpiryDate: t.string(),
    submissionDate: t.string(),
  }),
});

const EntityInput = builder.inputType('OpportunityEntityInput', {
  fields: (t) => ({ entityId: t.string({ required: true }), entityType: t.string({ required: true }) }),
});

const SearchInput = builder.inputType('OpportunitySearchInput', {
  fields: (t) => ({
    text: t.string(),
    buyerIds: t.stringList({ description: 'Same-buyer opportunities first (the save drawer).' }),
    stageIds: t.idList(),
    assigneeIds: t.idList(),
    unassigned: t.boolean(),
    filterBuyerIds: t.stringList({ description: 'Only opportunities with one of these buyers.' }),
    closeDateFrom: t.string(),
    closeDateTo: t.string(),
    sort: t.string({ description: 'updatedAt, createdAt, name, value, closeDate or submissionDate' }),
    sortOrder: t.string({ description: 'asc or desc' }),
    limit: t.int(),
    offset: t.int(),
  }),
});

const compact = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

builder.queryFields((t) => ({
  opportunities: t.field({
    type: SearchResultRef,
    args: { search: t.arg({ type: SearchInput }) },
    resolve: (_r, args, ctx) =>
      resolving(() => {
        assertCan(ctx.subject, { type: 'workspace.read' });
        return searchOpportunities(
          ctx.deps.db,
          ctx.user,
          parseArgs(OpportunitySearchSchema, compact(args.search ?? {})),
        );
      }),
  }),
  entityOpportunities: t.field({
    type: [OpportunityRef],
    args: { entityId: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() => {
        assertCan(ctx.subject, { type: 'workspace.read' });
        return entityOpportunities(ctx.deps.db, ctx.user, parseArgs(GuidSchema, args.entityId));
      }),
  }),
  opportunityWorkflow: t.field({
    type: WorkflowRef,
    resolve: (_r, _a, ctx) =>
      resolving(() => {
        assertCan(ctx.subject, { type: 'workspace.read' });
        return loadWorkflow(ctx.deps.db, ctx.user.company.id);
      }),
  }),
  opportunityFormSchema: t.field({
    type: FormSchemaRef,
    resolve: (_r, _a, ctx) =>
      resolving(() => {
        assertCan(ctx.subject, { type: 'workspace.read' });
        return opportunityFormSchema(ctx.deps.db, ctx.user.company.id);
      }),
  }),
}));

builder.mutationFields((t) => ({
  createOpportunity: t.field({
    type: OpportunityRef,
    args: {
      opportunity: t.arg({ type: OpportunityInput, required: true }),
      entities: t.arg({ type: [EntityInput] }),
      fromStrategy: t.arg.boolean({
        description: 'Created from a strategy-paywalled context: needs AWARDS.',
      }),
    },
    resolve: (_r, args, ctx) =>
      resolving(() =>
        createOpportunity(
          ctx.deps.db,
          ctx.user,
          ctx.subject,
          parseArgs(OpportunityInputSchema, compact(args.opportunity)),
          parseArgs(EntitiesSchema, args.entities ?? []),
          { fromStrategy: args.fromStrategy ?? false },
        ),
      ),
  }),
  addOpportunityEntities: t.field({
    type: OpportunityRef,
    args: { id: t.arg.id({ required: true }), entities: t.arg({ type: [EntityInput], required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() =>
        addOpportunityEntities(
          ctx.deps.db,
          ctx.user,
          ctx.subject,
          parseArgs(IdSchema, args.id),
          parseArgs(EntitiesSchema.min(1), args.entities),
        ),
      ),
  }),
  removeOpportunityEntity: t.field({
    type: 'ID',
    args: { id: t.arg.id({ required: true }), entities: t.arg({ type: [EntityInput], required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() =>
        removeOpportunityEntities(
          ctx.deps.db,
          ctx.user,
          ctx.subject,
          parseArgs(IdSchema, args.id),
          parseArgs(EntitiesSchema.min(1), args.entities),
        ),
      ),
  }),
}));
