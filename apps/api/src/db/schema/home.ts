/** Each user's Home visits (decision 0031): the boundary of "new since my last visit". */
import { pgTable } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { userFk } from './owners';

export const homeVisits = pgTable('home_visits', {
  userId: userFk().primaryKey(),
  /** When the user last opened Home (the current visit while they come back within the gap). */
  lastVisitAt: at('last_visit_at').notNull(),
  /** Where the visit before the current one ended: "new since" starts here (null: first visit). */
  previousVisitAt: at('previous_visit_at'),
});

export type HomeVisitRow = typeof homeVisits.$inferSelect;
