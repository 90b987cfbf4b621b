/**
 * Notifications, shared by REST and GraphQL. Every query is scoped to the caller's user id, so
 * another user's notification ids are simply not found (ignored, not an error). A list costs one
 * SQL query: actors come from a join, the total from a window count, the unread count from a
 * scalar sub-query. Writes run in transactions.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client';
import { notifications, users } from '../db/schema/index';
import type { NotificationTextAttributes, NotificationUserRef, NotificationVerb } from '../db/schema/notifications';
import { NewNotificationSchema, type NewNotification, type Paging } from './schemas';

/** A notification as both APIs describe it (camelCase; REST maps it to snake_case). */
export interface NotificationView {
  id: string;
  verb: NotificationVerb;
  createdAt: string;
  readAt: string | null;
  link: string | null;
  actor: { firstName: string | null; lastName: string | null } | null;
  textAttributes: Required<{
    [K in keyof NotificationTextAttributes]: K extends 'oldAssignee' | 'newAssignee'
      ? NotificationUserRef | null
      : string | null;
  }>;
}

export interface NotificationPage {
  items: NotificationView[];
  totalCount: number;
  unreadCount: number;
  offset: number;
  limit: number;
  nextOffset: number | null;
}

const actors = alias(users, 'actor');

const viewColumns = {
  id: notifications.id,
  verb: notifications.verb,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
  link: notifications.link,
  textAttributes: notifications.textAttributes,
  actorId: actors.id,
  actorFirstName: actors.firstName,
  actorLastName: actors.lastName,
};

type ViewRow = {
  id: number;
  verb: NotificationVerb;
  createdAt: Date;
  readAt: Date | null;
  link: string | null;
  textAttributes: NotificationTextAttributes;
  actorId: number | null;
  actorFirstName: string | null;
  actorLastName: string | null;
};

const userRef = (ref: NotificationUserRef | null | undefined): NotificationUserRef | null =>
  ref ? { guid: ref.guid ?? null, name: ref.name ?? null } : null;

function toView(row: ViewRow): NotificationView {
  const t = row.textAttributes ?? {};
  return {
    id: String(row.id),
    verb: row.verb,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
    link: row.link,
    actor: row.actorId === null ? null : { firstName: row.actorFirstName, lastName: row.actorLastName },
    textAttributes: {
      actorName: t.actorName ?? null,
      recordTitle: t.recordTitle ?? null,
      commentText: t.commentText ?? null,
      deletedAt: t.deletedAt ?? null,
      toStatusLabel: t.toStatusLabel ?? null,
      oldAssignee: userRef(t.oldAssignee),
      newAssignee: userRef(t.newAssignee),
    },
  };
}

const unreadCountSql = (userId: number) =>
  sql<number>`(select count(*) from ${notifications} where ${notifications.userId} = ${userId} and ${notifications.readAt} is null)`.mapWith(
    Number,
  );

/** Newest first; ties broken by id so paging is stable (matches index notifications_user_created_idx). */
const newestFirst = [sql`${notifications.createdAt} desc nulls last`, sql`${notifications.id} desc nulls last`];

export async function listNotifications(db: Executor, userId: number, paging: Paging): Promise<NotificationPage> {
  const { limit, offset } = paging;
  const rows = await db
    .select({
      ...viewColumns,
      totalCount: sql<number>`count(*) over ()`.mapWith(Number),
      unreadCount: unreadCountSql(userId),
    })
    .from(notifications)
    .leftJoin(actors, eq(actors.id, notifications.actorUserId))
    .where(eq(notifications.userId, userId))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);

  let totalCount = rows[0]?.totalCount ?? 0;
  let unreadCount = rows[0]?.unreadCount ?? 0;
  if (rows.length === 0 && offset > 0) {
    // Past the end: the window count saw no rows, so count separately (the only second query).
    const counts = await countNotifications(db, userId);
    totalCount = counts.totalCount;
    unreadCount = counts.unreadCount;
  }
  const nextOffset = offset + rows.length < totalCount ? offset + rows.length : null;
  return { items: rows.map(toView), totalCount, unreadCount, offset, limit, nextOffset };
}

export async function countNotifications(db: Executor, userId: number): Promise<{ totalCount: number; unreadCount: number }> {
  const [row] = await db
    .select({
      totalCount: sql<number>`count(*)`.mapWith(Number),
      unreadCount: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { totalCount: row?.totalCount ?? 0, unreadCount: row?.unreadCount ?? 0 };
}

export async function unreadNotificationsCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** The caller's notifications among `ids` (others' ids are left out), newest first, with the unread count. */
async function loadOwn(db: Executor, userId: number, ids: number[]): Promise<{ items: NotificationView[]; unreadCount: number }> {
  if (ids.length === 0) return { items: [], unreadCount: await unreadNotificationsCount(db, userId) };
  const rows = await db
    .select({ ...viewColumns, unreadCount: unreadCountSql(userId) })
    .from(notifications)
    .leftJoin(actors, eq(actors.id, notifications.actorUserId))
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)))
    .orderBy(...newestFirst);
  if (rows.length === 0) return { items: [], unreadCount: await unreadNotificationsCount(db, userId) };
  return { items: rows.map(toView), unreadCount: rows[0]?.unreadCount ?? 0 };
}

export interface MarkResult {
  notifications: NotificationView[];
  unreadCount: number;
}

/** Sets read_at on the caller's unread notifications among `ids`; returns those notifications. */
export function markNotificationsAsRead(db: Database, userId: number, ids: number[], now: Date): Promise<MarkResult> {
  return db.transaction(async (tx) => {
    if (ids.length > 0) {
      await tx
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)));
    }
    const { items, unreadCount } = await loadOwn(tx, userId, ids);
    return { notifications: items, unreadCount };
  });
}

/** Clears read_at on the caller's notifications among `ids`; returns those notifications. */
export function markNotificationsAsUnread(db: Database, userId: number, ids: number[]): Promise<MarkResult> {
  return db.transaction(async (tx) => {
    if (ids.length > 0) {
      await tx
        .update(notifications)
        .set({ readAt: null })
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNotNull(notifications.readAt)));
    }
    const { items, unreadCount } = await loadOwn(tx, userId, ids);
    return { notifications: items, unreadCount };
  });
}

export async function markAllNotificationsAsRead(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ updatedIds: string[]; unreadCount: number }> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return { updatedIds: updated.map((r) => String(r.id)).sort((a, b) => Number(b) - Number(a)), unreadCount: 0 };
  });
}

/** Creates notifications (validated); used by the seed now and by comment/assign features later. */
export async function createNotifications(db: Executor, input: NewNotification[]): Promise<number[]> {
  if (input.length === 0) return [];
  const values = input.map((n) => {
    const v = NewNotificationSchema.parse(n);
    return { ...v, createdAt: v.createdAt ?? new Date() };
  });
  const rows = await db.insert(notifications).values(values).returning({ id: notifications.id });
  return rows.map((r) => r.id);
}
