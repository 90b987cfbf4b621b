import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// A type-only import: drizzle-kit loads these files without the domain package.
import type { DataType, Plan } from '@tenderlens/domain/plans';

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
    /** The industry chosen in onboarding (`@tenderlens/domain/onboarding` INDUSTRIES), null until chosen. */
    industry: text('industry'),
    completedOnboardingAt: timestamp('completed_onboarding_at', { withTimezone: true }),
    /** Data sources a new team's feed starts from (e.g. ['GB']). */
    defaultDataSources: text('default_data_sources').array().notNull().default(sql`'{}'::text[]`),
    /** Data types an admin granted on top of the plan's (add-ons, trials): see policy `subjectDataTypes`. */
    extraDataTypes: text('extra_data_types').array().$type<DataType[]>().notNull().default(sql`'{}'::text[]`),
    /** Paid seats (null: not limited). */
    seats: integer('seats'),
    /** Bid/no-bid reports allowed (null: the plan's allowance, spec 2§1). */
    bidReportAllowance: integer('bid_report_allowance'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('companies_seats_check', sql`${t.seats} is null or ${t.seats} between 1 and 100000`),
    check('companies_bid_report_allowance_check', sql`${t.bidReportAllowance} is null or ${t.bidReportAllowance} between 0 and 100000`),
    check(
      'companies_payment_type_check',
      sql`${t.paymentType} in ('FREEMIUM', 'BASIC', 'GROWTH', 'EXPERT', 'GUEST_PASS')`,
    ),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
