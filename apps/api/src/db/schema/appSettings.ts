/** App-wide settings the server writes itself (docs/decisions/0027-demo-dates-moved-forward.md). */
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

export const appSettings = pgTable('app_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});
