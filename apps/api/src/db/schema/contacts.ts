/** Buyer contacts (spec 1§3 Contact): people at a buyer with seniority and job functions. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, ref, updatedAt } from './columns';
import { organisations } from './organisations';

export const SENIORITIES = [
  'Chief Officer',
  'Unspecified',
  'Chairman',
  'Top Level Director',
  'Second Level / Head of Service',
  'Clerk/Secretary',
  'Vice/Deputy Chairman',
  'Third Level/Head of Service/Manager',
  'Deputy/Assistant Chief Officer',
] as const;
export type Seniority = (typeof SENIORITIES)[number];

export const JOB_FUNCTIONS = [
  'Admin & Support',
  'Educator',
  'Finance',
  'Health Services',
  'HR & Training',
  'IT & Digital',
  'Legal & Compliance',
  'Marketing, Communications, & Sales',
  'Operations',
  'Procurement',
  'Service Delivery',
  'Uncategorised',
] as const;
export type JobFunction = (typeof JOB_FUNCTIONS)[number];

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    /** The buyer the contact works for (`orgId`). */
    organisationId: ref('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    jobTitle: text('job_title').notNull(),
    seniority: text('seniority').$type<Seniority>().notNull().default('Unspecified'),
    jobFunctions: text('job_functions').array().$type<JobFunction[]>().notNull().default(sql`'{}'::text[]`),
    /** A made-up person (demo tenant), never a real one. */
    synthetic: boolean('synthetic').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('contacts_seniority_check', inList(t.seniority, SENIORITIES)),
    check('contacts_job_functions_check', sql`${t.jobFunctions} <@ array[${sql.raw(JOB_FUNCTIONS.map((f) => `'${f}'`).join(', '))}]::text[]`),
    index('contacts_organisation_idx').on(t.organisationId),
    index('contacts_seniority_idx').on(t.seniority),
    index('contacts_job_functions_idx').using('gin', t.jobFunctions),
    index('contacts_job_title_trgm_idx').using('gin', t.jobTitle.op('gin_trgm_ops')),
  ],
);

export type ContactRow = typeof contacts.$inferSelect;
