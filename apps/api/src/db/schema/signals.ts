/** A team's signal settings (spec 2§3): what its feed matches and scores. */
import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ref, updatedAt } from './columns';
import { teams } from './users';

export const teamSignalSettings = pgTable('team_signal_settings', {
  teamId: ref('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  /** ISO 3166-1 alpha-2 codes. */
  countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
  keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
  excludeKeywords: text('exclude_keywords').array().notNull().default(sql`'{}'::text[]`),
  /** ISO 639-1 codes. */
  languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
  /** CPV codes (8 digits) or divisions (2 digits). */
  cpvCodes: text('cpv_codes').array().notNull().default(sql`'{}'::text[]`),
  competitorGuids: uuid('competitor_guids').array().notNull().default(sql`'{}'::uuid[]`),
  partnerGuids: uuid('partner_guids').array().notNull().default(sql`'{}'::uuid[]`),
  useSupplierName: boolean('use_supplier_name').notNull().default(false),
  updatedAt: updatedAt(),
});

export type TeamSignalSettingsRow = typeof teamSignalSettings.$inferSelect;
