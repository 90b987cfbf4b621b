import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// A type-only import: drizzle-kit loads these files without the domain package.
import type { Plan } from '@tenderlens/domain/plans';

export type { Plan } from '@tenderlens/domain/plans';

/** A customer company; its plan (payment_type) decides the data types its users see. */
export const companies = pgTable(
  'companies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    name: text('name').notNull(),
    paymentType: text('payment_type').$type<Plan>().notNull().default('FREEMIUM'),
    partnerProgramme: boolean('partner_programme').notNull().default(false),
    /** Synthetic demo tenant (seeded), never real customer data. */
    isDemo: boolean('is_demo').notNull().default(false),
    completedOnboarding: boolean('completed_onboarding').notNull().default(true),
    /** Data sources a new team's feed starts from (e.g. ['GB']). */
    defaultDataSources: text('default_data_sources').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'companies_payment_type_check',
      sql`${t.paymentType} in ('FREEMIUM', 'BASIC', 'GROWTH', 'EXPERT', 'GUEST_PASS')`,
    ),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
