/** GraphQL: notice lists (RecordList, with RecordWorkspace.lists) and buyer lists. */
import { z } from 'zod';
import { builder, type GraphQLContext } from '../graphql/builder';
import { RecordWorkspaceRef, recordWorkspace, type RecordWorkspaceView } from '../leads/graphql';
import { noticeIdByGuid } from '../leads/service';
import { assertCan } from '../policy/index';
import { parseArgs, resolving } from '../workspace/http';
import { GuidSchema, IdSchema } from '../workspace/schemas';
import {
  addBuyers,
  buyerList,
  buyerListsOf,
  createBuyerList,
  deleteBuyerList,
  removeBuyers,
  updateBuyerList,
  type BuyerListChange,
  type BuyerListEntryView,
  type BuyerListGroups,
  type BuyerListView,
} from './buyerLists';
import {
  addRecordToList,
  createRecordList,
  deleteRecordList,
  listsOfRecord,
  recordListsOf,
  removeRecordFromList,
  updateRecordList,
  type RecordListView,
} from './recordLists';
import {
  BuyerListPermissionSchema,
  CreateBuyerListSchema,
  CreateUserListSchema,
  UpdateBuyerListSchema,
  UpdateUserListSchema,
} from './schemas';

const RecordListUserRef = builder.objectRef<NonNullable<RecordListView['user']>>('RecordListUser').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    guid: t.exposeString('guid'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
  }),
});

const RecordListRef = builder.objectRef<RecordListView>('RecordList').implement({
  description: 'A notice list (record list / user list).',
  fields: (t) => ({
    id: t.exposeID('id'),
    guid: t.exposeString('guid'),
    name: t.exposeString('name'),
    sharingType: t.exposeString('sharingType'),
    user: t.field({ type: RecordListUserRef, nullable: true, resolve: (l) => l.user }),
    recordCount: t.exposeInt('recordCount'),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

const RecordListGroupsRef = builder
  .objectRef<{ own: RecordListView[]; shared: RecordListView[] }>('RecordListGroups')
  .implement({
    fields: (t) => ({
      own: t.field({ type: [RecordListRef], resolve: (g) => g.own }),
      shared: t.field({ type: [RecordListRef], resolve: (g) => g.shared }),
    }),
  });

builder.objectField(RecordWorkspaceRef, 'lists', (t) =>
  t.field({
    type: [RecordListRef],
    description: 'The notice lists (visible to the caller) that hold the record.',
    resolve: (r, _a, ctx) => listsOfRecord(ctx.deps.db, ctx.user, r.noticeId),
  }),
);

const MembershipRef = builder
  .objectRef<{ list: RecordListView; record: RecordWorkspaceView }>('RecordListMembership')
  .implement({
    fields: (t) => ({
      list: t.field({ type: RecordListRef, resolve: (m) => m.list }),
      record: t.field({ type: RecordWorkspaceRef, resolve: (m) => m.record }),
    }),
  });

const BuyerListEntryRef = builder.objectRef<BuyerListEntryView>('BuyerListEntry').implement({
  fields: (t) => ({ id: t.exposeID('id'), guid: t.exposeString('guid'), name: t.exposeString('name') }),
});

const BuyerListRef = builder.objectRef<BuyerListView>('BuyerList').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    guid: t.exposeString('guid'),
    name: t.exposeString('name'),
    ownerId: t.exposeID('ownerId', { nullable: true }),
    sharingType: t.exposeString('sharingType'),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
    entries: t.field({ type: [BuyerListEntryRef], resolve: (l) => l.entries }),
    buyerGuids: t.exposeStringList('buyerGuids'),
    permissionActions: t.exposeStringList('permissionActions'),
  }),
});

const BuyerListGroupsRef = builder.objectRef<BuyerListGroups>('BuyerListGroups').implement({
  fields: (t) => ({
    private: t.field({ type: [BuyerListRef], resolve: (g) => g.private }),
    team: t.field({ type: [BuyerListRef], resolve: (g) => g.team }),
    all: t.field({ type: [BuyerListRef], resolve: (g) => g.all }),
    saved: t.exposeBoolean('saved'),
  }),
});

const BuyerListChangeRef = builder.objectRef<BuyerListChange>('BuyerListChange').implement({
  fields: (t) => ({
    buyerList: t.field({ type: BuyerListRef, resolve: (c) => c.buyerList }),
    count: t.exposeInt('count'),
  }),
});

/** Saves a record to, or removes it from, a list; answers the list and the record's lists. */
function changeMembership(
  ctx: GraphQLContext,
  args: { listId: string; recordGuid: string },
  change: typeof addRecordToList,
): Promise<{ list: RecordListView; record: RecordWorkspaceView }> {
  return resolving(async () => {
    const guid = parseArgs(GuidSchema, args.recordGuid);
    const notice = await noticeIdByGuid(ctx.deps.db, guid);
    const list = await change(
      ctx.deps.db,
      ctx.user,
      ctx.subject,
      parseArgs(IdSchema, args.listId),
      notice.id,
    );
    return { list, record: await recordWorkspace(ctx.deps.db, guid) };
  });
}

const Guids = z.array(GuidSchema).min(1, 'at least one buyer').max(5000);

builder.queryFields((t) => ({
  recordLists: t.field({
    type: RecordListGroupsRef,
    resolve: (_r, _a, ctx) =>
      resolving(() => {
        assertCan(ctx.subject, { type: 'workspace.read' });
        return recordListsOf(ctx.deps.db, ctx.user);
      }),
  }),
  buyerLists: t.field({
    type: BuyerListGroupsRef,
    args: { permission: t.arg.string(), buyerGuids: t.arg.stringList() },
    resolve: (_r, args, ctx) =>
      resolving(() =>
        buyerListsOf(ctx.deps.db, ctx.user, ctx.subject, {
          permission: args.permission ? parseArgs(BuyerListPermissionSchema, args.permission) : undefined,
          buyerGuids: args.buyerGuids ? parseArgs(z.array(GuidSchema), args.buyerGuids) : undefined,
        }),
      ),
  }),
  buyerList: t.field({
    type: BuyerListRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => resolving(() => buyerList(ctx.deps.db, ctx.user, ctx.subject, args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createRecordList: t.field({
    type: RecordListRef,
    args: {
      name: t.arg.string({ required: true }),
      recordGuids: t.arg.stringList(),
      sharingType: t.arg.string(),
    },
    resolve: (_r, args, ctx) =>
      resolving(() => {
        const input = parseArgs(CreateUserListSchema, {
          name: args.name,
          record_guids: args.recordGuids ?? [],
          sharing_type: args.sharingType ?? undefined,
        });
        return createRecordList(ctx.deps.db, ctx.user, ctx.subject, {
          name: input.name,
          recordGuids: input.record_guids,
          sharingType: input.sharing_type,
        });
      }),
  }),
  addRecordToList: t.field({
    type: MembershipRef,
    args: { listId: t.arg.id({ required: true }), recordGuid: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => changeMembership(ctx, args, addRecordToList),
  }),
  removeRecordFromList: t.field({
    type: MembershipRef,
    args: { listId: t.arg.id({ required: true }), recordGuid: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => changeMembership(ctx, args, removeRecordFromList),
  }),
  createBuyerList: t.field({
    type: BuyerListRef,
    args: {
      name: t.arg.string({ required: true }),
      sharingType: t.arg.string(),
      buyerGuids: t.arg.stringList(),
    },
    resolve: (_r, args, ctx) =>
      resolving(() => {
        const input = parseArgs(CreateBuyerListSchema, {
          name: args.name,
          sharing_type: args.sharingType ?? undefined,
          buyer_guids: args.buyerGuids ?? [],
        });
        return createBuyerList(ctx.deps.db, ctx.user, ctx.subject, {
          name: input.name,
          sharingType: input.sharing_type,
          buyerGuids: input.buyer_guids,
        });
      }),
  }),
  updateRecordList: t.field({
    type: RecordListRef,
    description: 'Renames or re-shares a notice list (its owner only).',
    args: { id: t.arg.id({ required: true }), name: t.arg.string(), sharingType: t.arg.string() },
    resolve: (_r, args, ctx) =>
      resolving(() => {
        const input = parseArgs(UpdateUserListSchema, {
          name: args.name ?? undefined,
          sharing_type: args.sharingType ?? undefined,
        });
        return updateRecordList(ctx.deps.db, ctx.user, ctx.subject, parseArgs(IdSchema, args.id), {
          name: input.name,
          sharingType: input.sharing_type,
        });
      }),
  }),
  deleteRecordList: t.field({
    type: 'ID',
    description: 'Deletes a notice list (its owner only); answers its id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(async () => {
        await deleteRecordList(ctx.deps.db, ctx.user, ctx.subject, parseArgs(IdSchema, args.id));
        return String(args.id);
      }),
  }),
  updateBuyerList: t.field({
    type: BuyerListRef,
    description: 'Renames or re-shares a buyer list (its owner only).',
    args: { id: t.arg.id({ required: true }), name: t.arg.string(), sharingType: t.arg.string() },
    resolve: (_r, args, ctx) =>
      resolving(() => {
        const input = parseArgs(UpdateBuyerListSchema, {
          name: args.name ?? undefined,
          sharing_type: args.sharingType ?? undefined,
        });
        return updateBuyerList(ctx.deps.db, ctx.user, ctx.subject, String(args.id), {
          name: input.name,
          sharingType: input.sharing_type,
        });
      }),
  }),
  deleteBuyerList: t.field({
    type: 'ID',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolving(async () => {
        await deleteBuyerList(ctx.deps.db, ctx.user, ctx.subject, args.id);
        return args.id;
      }),
  }),
  addBuyersToList: t.field({
    type: BuyerListChangeRef,
    args: {
      buyerListGuid: t.arg.string({ required: true }),
      buyerGuids: t.arg.stringList({ required: true }),
    },
    resolve: (_r, args, ctx) =>
      resolving(() =>
        addBuyers(
          ctx.deps.db,
          ctx.user,
          ctx.subject,
          parseArgs(GuidSchema, args.buyerListGuid),
          parseArgs(Guids, args.buyerGuids),
        ),
      ),
  }),
  removeBuyersFromList: t.field({
    type: BuyerListChangeRef,
    args: {
      buyerListGuid: t.arg.string({ required: true }),
      buyerGuids: t.arg.stringList({ required: true }),
    },
    resolve: (_r, args, ctx) =>
      resolving(() =>
        removeBuyers(
          ctx.deps.db,
          ctx.user,
          ctx.subject,
          parseArgs(GuidSchema, args.buyerListGuid),
          parseArgs(Guids, args.buyerGuids),
        ),
      ),
  }),
}));
