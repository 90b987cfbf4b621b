import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const NOTIFICATION_VERBS = ['comment', 'assign', 'qualify', 'mention'] as const;
export type NotificationVerb = (typeof NOTIFICATION_VERBS)[number];

export interface NotificationUserRef {
  guid: string | null;
  name: string | null;
}

/** Stored camelCase as the GraphQL API returns it; REST maps it to snake_case. */
export interface NotificationTextAttributes {
  actorName?: string | null;
  recordTitle?: string | null;
  commentText?: string | null;
  deletedAt?: string | null;
  toStatusLabel?: string | null;
  oldAssignee?: NotificationUserRef | null;
  newAssignee?: NotificationUserRef | null;
}

export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verb: text('verb').$type<NotificationVerb>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    link: text('link'),
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    textAttributes: jsonb('text_attributes').$type<NotificationTextAttributes>().notNull().default({}),
  },
  (t) => [
    check('notifications_verb_check', sql`${t.verb} in ('comment', 'assign', 'qualify', 'mention')`),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`read_at is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
