import type { ZodError } from 'zod';
import type { NotificationUserRef } from '../db/schema/notifications';
import { badUserInput, builder, guard } from '../graphql/builder';
import { describeZodError } from '../http/errors';
import { assertCan } from '../policy/index';
import { NotificationIdsSchema, PagingSchema } from './schemas';
import {
  listNotifications,
  markAllNotificationsAsRead,
  markNotificationsAsRead,
  markNotificationsAsUnread,
  unreadNotificationsCount,
  type NotificationPage,
  type NotificationView,
} from './service';

const invalid = (error: ZodError) => badUserInput(describeZodError(error));

const UserRefRef = builder.objectRef<NotificationUserRef>('NotificationUserRef').implement({
  fields: (t) => ({
    guid: t.exposeString('guid', { nullable: true }),
    name: t.exposeString('name', { nullable: true }),
  }),
});

const TextAttributesRef = builder
  .objectRef<NotificationView['textAttributes']>('NotificationTextAttributes')
  .implement({
    fields: (t) => ({
      actorName: t.exposeString('actorName', { nullable: true }),
      commentText: t.exposeString('commentText', { nullable: true }),
      deletedAt: t.exposeString('deletedAt', { nullable: true }),
      newAssignee: t.field({ type: UserRefRef, nullable: true, resolve: (a) => a.newAssignee }),
      oldAssignee: t.field({ type: UserRefRef, nullable: true, resolve: (a) => a.oldAssignee }),
      recordTitle: t.exposeString('recordTitle', { nullable: true }),
      toStatusLabel: t.exposeString('toStatusLabel', { nullable: true }),
    }),
  });

const ActorRef = builder.objectRef<NonNullable<NotificationView['actor']>>('NotificationActor').implement({
  fields: (t) => ({
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
  }),
});

const NotificationRef = builder.objectRef<NotificationView>('Notification').implement({
  fields: (t) => ({
    actor: t.field({ type: ActorRef, nullable: true, resolve: (n) => n.actor }),
    createdAt: t.exposeString('createdAt'),
    id: t.exposeID('id'),
    link: t.exposeString('link', { nullable: true }),
    readAt: t.exposeString('readAt', { nullable: true }),
    textAttributes: t.field({ type: TextAttributesRef, resolve: (n) => n.textAttributes }),
    verb: t.exposeString('verb'),
  }),
});

const PageRef = builder.objectRef<NotificationPage>('NotificationPage').implement({
  fields: (t) => ({
    items: t.field({ type: [NotificationRef], resolve: (p) => p.items }),
    nextOffset: t.exposeInt('nextOffset', { nullable: true }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

const MarkAllResultRef = builder
  .objectRef<{ updatedIds: string[]; unreadCount: number }>('MarkAllNotificationsResult')
  .implement({
    fields: (t) => ({
      unreadCount: t.exposeInt('unreadCount'),
      updatedIds: t.exposeIDList('updatedIds'),
    }),
  });

builder.queryFields((t) => ({
  notifications: t.field({
    type: PageRef,
    args: {
      limit: t.arg.int({ defaultValue: 50 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_root, args, ctx) => {
      guard(() => assertCan(ctx.subject, { type: 'notifications.list' }));
      const paging = PagingSchema.safeParse({ limit: args.limit ?? undefined, offset: args.offset ?? undefined });
      if (!paging.success) throw invalid(paging.error);
      return listNotifications(ctx.deps.db, ctx.user.id, paging.data);
    },
  }),
  unreadNotificationsCount: t.int({
    resolve: (_root, _args, ctx) => {
      guard(() => assertCan(ctx.subject, { type: 'notifications.list' }));
      return unreadNotificationsCount(ctx.deps.db, ctx.user.id);
    },
  }),
}));

const idsArg = (ids: readonly string[]) => {
  const parsed = NotificationIdsSchema.safeParse(ids);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
};

// The service scopes every statement to ctx.user.id: another user's ids are ignored, not an error.
builder.mutationFields((t) => ({
  markNotificationsAsRead: t.field({
    type: [NotificationRef],
    args: { notificationIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      guard(() => assertCan(ctx.subject, { type: 'notifications.update' }));
      const result = await markNotificationsAsRead(ctx.deps.db, ctx.user.id, idsArg(args.notificationIds), ctx.deps.now());
      return result.notifications;
    },
  }),
  markNotificationsAsUnread: t.field({
    type: [NotificationRef],
    args: { notificationIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      guard(() => assertCan(ctx.subject, { type: 'notifications.update' }));
      const result = await markNotificationsAsUnread(ctx.deps.db, ctx.user.id, idsArg(args.notificationIds));
      return result.notifications;
    },
  }),
  markAllNotificationsAsRead: t.field({
    type: MarkAllResultRef,
    resolve: (_root, _args, ctx) => {
      guard(() => assertCan(ctx.subject, { type: 'notifications.update' }));
      return markAllNotificationsAsRead(ctx.deps.db, ctx.user.id, ctx.deps.now());
    },
  }),
}));
