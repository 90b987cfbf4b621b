/** Saved views (filters, sort and columns of a table) and each user's pinned views. */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { userFk, userRefOptional } from './owners';
import { companies } from './companies';
import { teams } from './users';

export interface SavedViewDefinition {
  filter_settings?: Record<string, unknown>;
  sort_order?: { field: string; order: 'ASC' | 'DESC' }[];
  table_settings?: { columns?: string[] } & Record<string, unknown>;
}

export const savedViews = pgTable(
  'saved_views',
  {
    id: id(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    teamId: ref('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    ownerId: userRefOptional('owner_id'),
    name: text('name').notNull(),
    description: text('description'),
    /** A view offered to everyone (company/team/owner null). */
    isStandardView: boolean('is_standard_view').notNull().default(false),
    dataType: text('data_type').notNull().default('NOTICES'),
    view: jsonb('view').$type<SavedViewDefinition>().notNull().default({}),
    rank: integer('rank').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_views_team_idx').on(t.teamId, t.rank), index('saved_views_owner_idx').on(t.ownerId)],
);

export const pinnedSavedViews = pgTable(
  'pinned_saved_views',
  {
    userId: userFk(),
    savedViewId: ref('saved_view_id')
      .notNull()
      .references(() => savedViews.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.savedViewId] }), index('pinned_saved_views_view_idx').on(t.savedViewId)],
);
