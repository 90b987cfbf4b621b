/** GraphQL: leads (qualification, assignee, comment count), comments, company users, seen-by. */
import { z } from 'zod';
import { builder } from '../graphql/builder';
import { assertCan } from '../policy/index';
import { parseArgs, resolving } from '../workspace/http';
import { GuidSchema, IdSchema } from '../workspace/schemas';
import { CommentContentSchema, CreateQualificationSchema, QualificationSchema } from './schemas';
import {
  assignLead,
  companyUsers,
  createComment,
  createQualification,
  deleteComment,
  deleteQualification,
  leadsByQualification,
  leadsOfNotice,
  listComments,
  loadLead,
  markRecordSeen,
  noticeIdByGuid,
  qualificationStages,
  seenByUsers,
  updateComment,
  type CommentView,
  type LeadView,
  type QualificationResult,
  type QualificationStageView,
  type QualificationView,
  type SeenByUserView,
  type TeamUserView,
} from './service';

export const TeamUserRef = builder.objectRef<TeamUserView>('TeamUser').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    guid: t.exposeString('guid'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    active: t.exposeBoolean('active'),
  }),
});

const QualificationRef = builder.objectRef<QualificationView>('ProcurementStageQualification').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    qualification: t.exposeString('qualification'),
    qualifiedById: t.exposeID('qualifiedById', { nullable: true }),
    contextSource: t.exposeString('contextSource', { nullable: true }),
    score: t.exposeString('score', { nullable: true }),
    signalTypes: t.exposeStringList('signalTypes'),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

export const LeadRef = builder.objectRef<LeadView>('Lead').implement({
  description:
    'A procurement stage of a notice as the caller’s team works it (keyed by the procurement stage id).',
  fields: (t) => ({
    id: t.exposeID('id'),
    stage: t.exposeString('stage'),
    recordGuid: t.exposeString('recordGuid'),
    recordTitle: t.exposeString('recordTitle'),
    noticeStage: t.exposeString('noticeStage'),
    qualification: t.exposeString('qualification'),
    procurementStageQualification: t.field({
      type: QualificationRef,
      nullable: true,
      resolve: (l) => l.procurementStageQualification,
    }),
    hiddenDate: t.exposeString('hiddenDate', { nullable: true }),
    assignee: t.field({ type: TeamUserRef, nullable: true, resolve: (l) => l.assignee }),
    commentCount: t.exposeInt('commentCount'),
  }),
});

const QualificationResultRef = builder.objectRef<QualificationResult>('CreateQualificationResult').implement({
  fields: (t) => ({
    assigneeId: t.exposeID('assigneeId', { nullable: true }),
    lead: t.field({ type: LeadRef, resolve: (r) => r.lead }),
  }),
});

const QualificationStageRef = builder.objectRef<QualificationStageView>('QualificationStage').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    label: t.exposeString('label'),
    disqualifiesLead: t.exposeBoolean('disqualifiesLead'),
    count: t.exposeInt('count'),
  }),
});

const CommentAuthorRef = builder.objectRef<NonNullable<CommentView['author']>>('CommentAuthor').implement({
  fields: (t) => ({
    guid: t.exposeString('guid'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
  }),
});

export const CommentRef = builder.objectRef<CommentView>('Comment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    procurementStageId: t.exposeID('procurementStageId'),
    content: t.exposeString('content'),
    author: t.field({ type: CommentAuthorRef, nullable: true, resolve: (c) => c.author }),
    createdAt: t.exposeString('createdAt'),
    lastEditedAt: t.exposeString('lastEditedAt', { nullable: true }),
    deletedAt: t.exposeString('deletedAt', { nullable: true }),
  }),
});

const SeenByUserRef = builder.objectRef<SeenByUserView>('SeenByUser').implement({
  fields: (t) => ({
    guid: t.exposeString('guid'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
  }),
});

/** What the caller's company knows about a record (keyed by guid); lists add `lists`. */
export interface RecordWorkspaceView {
  guid: string;
  noticeId: number;
}

export const RecordWorkspaceRef = builder.objectRef<RecordWorkspaceView>('RecordWorkspace').implement({
  fields: (t) => ({
    guid: t.exposeString('guid'),
    seenByUsers: t.field({
      type: [SeenByUserRef],
      resolve: (r, _a, ctx) => seenByUsers(ctx.deps.db, ctx.user, r.noticeId),
    }),
    leads: t.field({
      type: [LeadRef],
      resolve: (r, _a, ctx) => leadsOfNotice(ctx.deps.db, ctx.user, r.noticeId),
    }),
  }),
});

export async function recordWorkspace(
  db: Parameters<typeof noticeIdByGuid>[0],
  guid: string,
): Promise<RecordWorkspaceView> {
  const notice = await noticeIdByGuid(db, guid);
  return { guid: guid.toLowerCase(), noticeId: notice.id };
}

const CreateQualificationInput = builder.inputType('CreateQualificationInput', {
  fields: (t) => ({
    procurementStageId: t.id({ required: true }),
    qualification: t.string({ required: true }),
    recordGuid: t.string(),
    score: t.string(),
    signalTypes: t.stringList(),
    stage: t.string(),
    contextSource: t.string(),
  }),
});

const PagingArgs = z.object({ limit: z.number().int().min(1).max(200), offset: z.number().int().min(0) });

builder.queryFields((t) => ({
  lead: t.field({
    type: LeadRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() => {
        assertCan(ctx.subject, { type: 'workspace.read' });
        return loadLead(ctx.deps.db, ctx.user, parseArgs(IdSchema, args.id));
      }),
  }),
  leadsByQualification: t.field({
    type: [LeadRef],
    description: 'The team’s leads with one of these qualifications, latest change first.',
    args: {
      qualifications: t.arg.stringList({ required: true }),
      limit: t.arg.int({ defaultValue: 50 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_r, args, ctx) =>
      resolving(() => {
        assertCan(ctx.subject, { type: 'workspace.read' });
        const qualifications = parseArgs(z.array(QualificationSchema).max(20), args.qualifications);
        const paging = parseArgs(PagingArgs, { limit: args.limit ?? 50, offset: args.offset ?? 0 });
        return leadsByQualification(ctx.deps.db, ctx.user, qualifications, paging);
      }),
  }),
  qualificationStages: t.field({
    type: [QualificationStageRef],
    resolve: (_r, _a, ctx) =>
      resolving(() => {
        assertCan(ctx.subject, { type: 'workspace.read' });
        return qualificationStages(ctx.deps.db, ctx.user);
      }),
  }),
  companyUsers: t.field({
    type: [TeamUserRef],
    description: 'Users of the caller’s company (the assignee picker and the mention picker).',
    resolve: (_r, _a, ctx) =>
      resolving(() => {
        assertCan(ctx.subject, { type: 'workspace.read' });
        return companyUsers(ctx.deps.db, ctx.user);
      }),
  }),
  comments: t.field({
    type: [CommentRef],
    args: { procurementStageId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() => {
        assertCan(ctx.subject, { type: 'workspace.read' });
        return listComments(ctx.deps.db, ctx.user, parseArgs(IdSchema, args.procurementStageId));
      }),
  }),
  recordWorkspace: t.field({
    type: RecordWorkspaceRef,
    args: { guid: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() => {
        assertCan(ctx.subject, { type: 'workspace.read' });
        return recordWorkspace(ctx.deps.db, parseArgs(GuidSchema, args.guid));
      }),
  }),
}));

builder.mutationFields((t) => ({
  createQualification: t.field({
    type: QualificationResultRef,
    args: { input: t.arg({ type: CreateQualificationInput, required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() => {
        const input = parseArgs(CreateQualificationSchema, {
          ...args.input,
          signalTypes: args.input.signalTypes ?? [],
        });
        return createQualification(ctx.deps.db, ctx.user, ctx.subject, input, ctx.deps.now());
      }),
  }),
  deleteQualification: t.field({
    type: LeadRef,
    args: { procurementStageId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() =>
        deleteQualification(ctx.deps.db, ctx.user, ctx.subject, parseArgs(IdSchema, args.procurementStageId)),
      ),
  }),
  assignLead: t.field({
    type: LeadRef,
    args: { procurementStageId: t.arg.id({ required: true }), userGuid: t.arg.string() },
    resolve: (_r, args, ctx) =>
      resolving(() =>
        assignLead(
          ctx.deps.db,
          ctx.user,
          ctx.subject,
          parseArgs(IdSchema, args.procurementStageId),
          args.userGuid ? parseArgs(GuidSchema, args.userGuid) : null,
          ctx.deps.now(),
        ),
      ),
  }),
  createComment: t.field({
    type: CommentRef,
    args: { procurementStageId: t.arg.id({ required: true }), content: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() =>
        createComment(
          ctx.deps.db,
          ctx.user,
          ctx.subject,
          parseArgs(IdSchema, args.procurementStageId),
          parseArgs(CommentContentSchema, args.content),
          ctx.deps.now(),
        ),
      ),
  }),
  updateComment: t.field({
    type: CommentRef,
    args: { id: t.arg.id({ required: true }), content: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() =>
        updateComment(
          ctx.deps.db,
          ctx.subject,
          parseArgs(IdSchema, args.id),
          parseArgs(CommentContentSchema, args.content),
          ctx.deps.now(),
        ),
      ),
  }),
  deleteComment: t.field({
    type: CommentRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(() => deleteComment(ctx.deps.db, ctx.subject, parseArgs(IdSchema, args.id), ctx.deps.now())),
  }),
  markRecordSeen: t.field({
    type: RecordWorkspaceRef,
    args: { guid: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(async () => {
        assertCan(ctx.subject, { type: 'record.seen', userId: ctx.user.id });
        const guid = parseArgs(GuidSchema, args.guid);
        await markRecordSeen(ctx.deps.db, ctx.user.id, guid, ctx.deps.now());
        return recordWorkspace(ctx.deps.db, guid);
      }),
  }),
}));
