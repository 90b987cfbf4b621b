/**
 * Duplicate notices: one procurement published under several ocids, on several portals or twice on
 * one (docs/decisions/0028-duplicate-notices.md). Every member of a group has a row; the group's
 * primary, the one notice search shows, has group_id = notice_id.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { ref } from './columns';
import { noticeFk } from './owners';
import { notices } from './notices';

export const noticeDuplicates = pgTable(
  'notice_duplicates',
  {
    noticeId: noticeFk().primaryKey(),
    groupId: ref('group_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    /** The best pair score that put this notice in the group (1 for the primary). */
    score: real('score').notNull(),
    /** What matched (buyer, title, value, dates, cpv, documents). */
    reasons: text('reasons').array().notNull().default(sql`'{}'::text[]`),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_duplicates_group_idx').on(t.groupId)],
);

export type NoticeDuplicateRow = typeof noticeDuplicates.$inferSelect;
