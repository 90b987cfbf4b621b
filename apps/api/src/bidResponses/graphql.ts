/**
 * GraphQL: bid responses (spec 2§7 bidResponse(s) and the bid response mutations create, update,
 * delete, extract). Uploading a tender document and the DOCX export are REST (routes.ts).
 */
import { z } from 'zod';
import { builder } from '../graphql/builder';
import { assertCan } from '../policy/index';
import { parseArgs, resolving } from '../workspace/http';
import { IdSchema } from '../workspace/schemas';
import { OpportunityRef } from '../opportunities/graphql';
import { createBidResponseDeps } from './routes';
import { BidResponseCreateSchema, BidResponseFieldsSchema } from './schemas';
import {
  bidResponseChanges,
  bidResponseProgress,
  createBidResponse,
  deleteBidResponse,
  getBidResponse,
  listBidResponses,
  retryTenderDocument,
  updateBidResponse,
  type BidResponseChangeView,
  type BidResponseSourceView,
  type BidResponseStageView,
  type BidResponseView,
  type BidResponsesView,
  type UserRefView,
} from './service';

const UserRef = builder.objectRef<UserRefView>('BidResponseUser').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const ChangeRef = builder.objectRef<BidResponseChangeView>('BidResponseChange').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    response: t.exposeString('response'),
    createdAt: t.exposeString('createdAt'),
    user: t.field({ type: UserRef, nullable: true, resolve: (c) => c.user }),
  }),
});

const SourceRef = builder.objectRef<BidResponseSourceView>('BidResponseSource').implement({
  description: 'A tender document uploaded to an opportunity; status processing while its requirements are extracted.',
  fields: (t) => ({
    id: t.exposeID('id'),
    fileName: t.exposeString('fileName'),
    sizeBytes: t.exposeInt('sizeBytes'),
    status: t.exposeString('status'),
    error: t.exposeString('error', { nullable: true }),
    responseCount: t.exposeInt('responseCount'),
    extractor: t.exposeString('extractor', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
  }),
});

const StageRef = builder.objectRef<BidResponseStageView>('BidResponseStage').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), color: t.exposeString('color', { nullable: true }), order: t.exposeInt('order') }),
});

const SourceFileRef = builder.objectRef<{ id: string; fileName: string }>('BidResponseSourceFile').implement({
  fields: (t) => ({ id: t.exposeID('id'), fileName: t.exposeString('fileName') }),
});

const BidResponseRef = builder.objectRef<BidResponseView>('BidResponse').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    opportunityId: t.exposeID('opportunityId'),
    reference: t.exposeString('reference', { nullable: true }),
    title: t.exposeString('title'),
    section: t.exposeString('section', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    weighting: t.exposeFloat('weighting', { nullable: true, description: 'Percent of the score.' }),
    formattingRequirements: t.exposeString('formattingRequirements', { nullable: true }),
    response: t.exposeString('response'),
    stageId: t.exposeID('stageId', { nullable: true }),
    assignee: t.field({ type: UserRef, nullable: true, resolve: (r) => r.assignee }),
    reviewer: t.field({ type: UserRef, nullable: true, resolve: (r) => r.reviewer }),
    dueDate: t.exposeString('dueDate', { nullable: true }),
    deletedAt: t.exposeString('deletedAt', { nullable: true }),
    source: t.field({ type: SourceFileRef, nullable: true, resolve: (r) => r.source }),
    changes: t.field({
      type: [ChangeRef],
      description: 'The response text as saved, newest first.',
      resolve: (r, _a, ctx) => resolving(() => bidResponseChanges(ctx.deps.db, Number(r.id))),
    }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

const ListRef = builder.objectRef<BidResponsesView>('BidResponses').implement({
  fields: (t) => ({
    opportunityId: t.exposeID('opportunityId'),
    total: t.int({ resolve: (l) => l.responses.length }),
    responses: t.field({ type: [BidResponseRef], resolve: (l) => l.responses }),
    sources: t.field({ type: [SourceRef], resolve: (l) => l.sources }),
    stages: t.field({ type: [StageRef], resolve: (l) => l.stages }),
    extracting: t.boolean({ description: 'A tender document is still being read.', resolve: (l) => l.sources.some((s) => s.status === 'processing') }),
  }),
});

const ProgressRef = builder.objectRef<{ opportunityId: string; total: number; complete: number }>('BidResponseProgress').implement({
  fields: (t) => ({
    opportunityId: t.exposeID('opportunityId'),
    total: t.exposeInt('total'),
    complete: t.exposeInt('complete', { description: 'Responses in the last stage of the workflow.' }),
  }),
});

const ProgressIdsSchema = z.array(IdSchema).max(100, 'At most 100 opportunities at a time');

builder.objectField(OpportunityRef, 'bidResponseProgress', (t) =>
  t.field({
    type: ProgressRef,
    description: "How many of the opportunity's bid responses there are, and how many are complete.",
    resolve: (o, _a, ctx) =>
      resolving(async () => ({ opportunityId: o.id, ...((await bidResponseProgress(ctx.deps.db, ctx.user.company.id, [Number(o.id)])).get(Number(o.id)) ?? { total: 0, complete: 0 }) })),
  }),
);

const FieldsInput = builder.inputType('BidResponseInput', {
  description: 'Only the fields given change; null clears an optional one.',
  fields: (t) => ({
    reference: t.string(),
    title: t.string(),
    section: t.string(),
    description: t.string(),
    weighting: t.float(),
    formattingRequirements: t.string(),
    response: t.string(),
    stageId: t.id(),
    assigneeId: t.id(),
    reviewerId: t.id(),
    dueDate: t.string(),
  }),
});

/** GraphQL gives absent keys as undefined: drop them so only the keys sent change. */
const sent = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

builder.queryFields((t) => ({
  bidResponses: t.field({
    type: ListRef,
    description: "An opportunity's bid responses, its tender documents and their extraction status, and the response stages.",
    args: { opportunityId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => resolving(() => listBidResponses(ctx.deps.db, ctx.user, ctx.subject, parseArgs(IdSchema, args.opportunityId))),
  }),
  bidResponseProgress: t.field({
    type: [ProgressRef],
    description: "Each of the given opportunities' bid response counts (the /bids page): your company's only.",
    args: { opportunityIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(async () => {
        assertCan(ctx.subject, { type: 'workspace.read' });
        const ids = parseArgs(ProgressIdsSchema, args.opportunityIds);
        const found = await bidResponseProgress(ctx.deps.db, ctx.user.company.id, ids);
        return ids.map((id) => ({ opportunityId: String(id), ...(found.get(id) ?? { total: 0, complete: 0 }) }));
      }),
  }),
  bidResponse: t.field({
    type: BidResponseRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => resolving(() => getBidResponse(ctx.deps.db, ctx.user, ctx.subject, parseArgs(IdSchema, args.id))),
  }),
}));

builder.mutationFields((t) => ({
  createBidResponse: t.field({
    type: BidResponseRef,
    args: { opportunityId: t.arg.id({ required: true }), input: t.arg({ type: FieldsInput, required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() =>
        createBidResponse(ctx.deps.db, ctx.user, ctx.subject, parseArgs(IdSchema, args.opportunityId), parseArgs(BidResponseCreateSchema, sent(args.input)), ctx.deps.now()),
      ),
  }),
  updateBidResponse: t.field({
    type: BidResponseRef,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: FieldsInput, required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() => updateBidResponse(ctx.deps.db, ctx.user, ctx.subject, parseArgs(IdSchema, args.id), parseArgs(BidResponseFieldsSchema, sent(args.input)), ctx.deps.now())),
  }),
  deleteBidResponse: t.field({
    type: 'ID',
    description: 'Soft delete: the response leaves the lists and the export.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => resolving(() => deleteBidResponse(ctx.deps.db, ctx.user, ctx.subject, parseArgs(IdSchema, args.id), ctx.deps.now())),
  }),
  extractBidResponses: t.field({
    type: SourceRef,
    description: "'extract': reads a tender document whose extraction failed again.",
    args: { sourceId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => resolving(() => retryTenderDocument(createBidResponseDeps(ctx.deps), ctx.user, ctx.subject, parseArgs(IdSchema, args.sourceId))),
  }),
}));
