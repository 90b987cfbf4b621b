import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

export const teams = pgTable(
  'teams',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teams_company_id_idx').on(t.companyId)],
);

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    /** Always stored lower-cased (the application lower-cases before every write and lookup). */
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    admin: boolean('admin').notNull().default(false),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    teamId: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    hasExportPermission: boolean('has_export_permission').notNull().default(false),
    useSupplierName: boolean('use_supplier_name').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Spec 2§3 user role within the company: 'admin' (company admin: team management) or 'member' ('owner' is legacy). */
    role: text('role').$type<'admin' | 'member' | 'owner'>().notNull().default('member'),
    /** Null until the sign-up's verification link is followed (invited and seeded users are verified). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }).defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Display settings (spec 2§3 update payload). */
    showBuyerCategories: boolean('show_buyer_categories').notNull().default(false),
    pubSecExperience: text('pub_sec_experience'),
    hasDismissedDisqualificationWarning: boolean('has_dismissed_disqualification_warning').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_company_id_idx').on(t.companyId),
    index('users_team_id_idx').on(t.teamId),
    check('users_role_check', sql`${t.role} in ('admin', 'member', 'owner')`),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
export type UserRow = typeof users.$inferSelect;
