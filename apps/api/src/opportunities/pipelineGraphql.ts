/**
 * GraphQL of the opportunity pipeline (issue 12, spec 2§7): one opportunity with its page's fields,
 * update, delete, bulk stage update and bulk assign. Registered after ./graphql (its types).
 */
import { builder } from '../graphql/builder';
import { assertCan } from '../policy/index';
import { parseArgs, resolving } from '../workspace/http';
import { IdSchema } from '../workspace/schemas';
import { OpportunityRef, SearchResultRef } from './graphql';
import {
  buyerActivity,
  bulkUpdateOpportunities,
  deleteOpportunity,
  getOpportunity,
  updateOpportunity,
  type BuyerActivityItem,
} from './pipeline';
import { CommentRef } from '../leads/graphql';
import { CommentContentSchema } from '../leads/schemas';
import { createOpportunityComment, listOpportunityComments } from './comments';
import { OpportunityIdsSchema, OpportunityUpdateSchema } from './schemas';
import type { OpportunityLinkView, OpportunitySearchResult, OpportunityUserView } from './service';

const UserRef = builder.objectRef<OpportunityUserView>('OpportunityUser').implement({
  fields: (t) => ({ id: t.exposeID('id'), guid: t.exposeString('guid'), name: t.exposeString('name') }),
});

const LinkRef = builder.objectRef<OpportunityLinkView>('OpportunityLink').implement({
  description: 'A linked notice, organisation or contact with its name (the opportunity page sections).',
  fields: (t) => ({
    entityId: t.exposeString('entityId'),
    entityType: t.exposeString('entityType'),
    name: t.exposeString('name'),
    detail: t.exposeString('detail', { nullable: true }),
  }),
});

const ActivityRef = builder.objectRef<BuyerActivityItem>('OpportunityBuyerActivity').implement({
  description: "A notice or award of the opportunity's buyers, through the paywall projection.",
  fields: (t) => ({
    guid: t.exposeString('guid'),
    name: t.exposeString('name'),
    stage: t.exposeString('stage'),
    buyerName: t.exposeString('buyerName'),
    publishDate: t.exposeString('publishDate', { nullable: true }),
    closeDate: t.exposeString('closeDate', { nullable: true }),
    value: t.exposeFloat('value', { nullable: true }),
    redacted: t.exposeBoolean('redacted'),
  }),
});

const StageCountRef = builder
  .objectRef<OpportunitySearchResult['stageCounts'][number]>('OpportunityStageCount')
  .implement({
    fields: (t) => ({ stageId: t.exposeID('stageId', { nullable: true }), count: t.exposeInt('count') }),
  });

builder.objectFields(SearchResultRef, (t) => ({
  stageCounts: t.field({ type: [StageCountRef], resolve: (r) => r.stageCounts }),
}));

builder.objectFields(OpportunityRef, (t) => ({
  clarificationDeadline: t.exposeString('clarificationDeadline', { nullable: true }),
  startDate: t.exposeString('startDate', { nullable: true }),
  routeToMarket: t.exposeString('routeToMarket', { nullable: true }),
  buyerSummary: t.exposeString('buyerSummary', { nullable: true }),
  assignedTo: t.field({ type: UserRef, nullable: true, resolve: (o) => o.assignedTo }),
  createdBy: t.field({ type: UserRef, nullable: true, resolve: (o) => o.createdBy }),
  links: t.field({ type: [LinkRef], resolve: (o) => o.links }),
  buyerActivity: t.field({
    type: [ActivityRef],
    description: "The buyers' latest notices and awards (at most 10).",
    resolve: (o, _a, ctx) => resolving(() => buyerActivity(ctx.deps.db, ctx.subject, ctx.user.company.id, o)),
  }),
}));

const UpdateInput = builder.inputType('OpportunityUpdateInput', {
  description: 'Only the fields given change; null clears an optional one.',
  fields: (t) => ({
    name: t.string(),
    description: t.string(),
    stageId: t.id(),
    value: t.float(),
    assignedToId: t.id(),
    closeDate: t.string(),
    existingExpiryDate: t.string(),
    submissionDate: t.string(),
    clarificationDeadline: t.string(),
    startDate: t.string(),
    routeToMarket: t.string(),
  }),
});

/** GraphQL gives absent keys as undefined: drop them so only the keys sent change. */
const sent = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

builder.queryFields((t) => ({
  opportunityComments: t.field({
    type: [CommentRef],
    description: "The opportunity's comments, oldest first (edit and delete: updateComment, deleteComment).",
    args: { opportunityId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() => {
        assertCan(ctx.subject, { type: 'workspace.read' });
        return listOpportunityComments(ctx.deps.db, ctx.user, parseArgs(IdSchema, args.opportunityId));
      }),
  }),
  opportunity: t.field({
    type: OpportunityRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() => {
        assertCan(ctx.subject, { type: 'workspace.read' });
        return getOpportunity(ctx.deps.db, ctx.user, parseArgs(IdSchema, args.id));
      }),
  }),
}));

builder.mutationFields((t) => ({
  createOpportunityComment: t.field({
    type: CommentRef,
    args: { opportunityId: t.arg.id({ required: true }), content: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() =>
        createOpportunityComment(
          ctx.deps.db,
          ctx.user,
          ctx.subject,
          parseArgs(IdSchema, args.opportunityId),
          parseArgs(CommentContentSchema, args.content),
          ctx.deps.now(),
        ),
      ),
  }),
  updateOpportunity: t.field({
    type: OpportunityRef,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateInput, required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() =>
        updateOpportunity(
          ctx.deps.db,
          ctx.user,
          ctx.subject,
          parseArgs(IdSchema, args.id),
          parseArgs(OpportunityUpdateSchema, sent(args.input)),
        ),
      ),
  }),
  deleteOpportunity: t.field({
    type: 'ID',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() => deleteOpportunity(ctx.deps.db, ctx.user, ctx.subject, parseArgs(IdSchema, args.id))),
  }),
  bulkUpdateOpportunityStage: t.field({
    type: [OpportunityRef],
    args: { ids: t.arg.idList({ required: true }), stageId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() =>
        bulkUpdateOpportunities(ctx.deps.db, ctx.user, ctx.subject, parseArgs(OpportunityIdsSchema, args.ids), {
          stageId: parseArgs(IdSchema, args.stageId),
        }),
      ),
  }),
  bulkAssignOpportunities: t.field({
    type: [OpportunityRef],
    description: 'assignedToId null unassigns.',
    args: { ids: t.arg.idList({ required: true }), assignedToId: t.arg.id() },
    resolve: (_r, args, ctx) =>
      resolving(() =>
        bulkUpdateOpportunities(ctx.deps.db, ctx.user, ctx.subject, parseArgs(OpportunityIdsSchema, args.ids), {
          assignedToId: args.assignedToId == null ? null : parseArgs(IdSchema, args.assignedToId),
        }),
      ),
  }),
}));
