/** Buyer contacts (spec 1§3 Contact): people at a buyer with seniority and job functions. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, inList, ref, updatedAt } from './columns';
import { companyFk, userFk } from './owners';
import { notices } from './notices';
import { organisations } from './organisations';

// The values are defined once, in the domain package's pure module (spec 1§3).
import { JOB_FUNCTIONS, SENIORITIES, type JobFunction, type Seniority } from '@tenderlens/domain/contacts';

export { JOB_FUNCTIONS, SENIORITIES, type JobFunction, type Seniority };

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
    /**
     * A contact taken from a notice's own contact point: `notice:<organisation id>:<name or email, lower case>`,
     * so import and sync update it in place (null for people entered any other way, e.g. the demo's).
     */
    sourceKey: text('source_key').unique('contacts_source_key_key'),
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
    index('contacts_name_order_idx').on(sql`(${t.firstName} = '')`, t.lastName, t.firstName, t.id),
  ],
);

export type ContactRow = typeof contacts.$inferSelect;

export const CONTACT_REQUEST_WEBHOOK_STATUSES = ['pending', 'sent', 'failed', 'not_configured'] as const;
export type ContactRequestWebhookStatus = (typeof CONTACT_REQUEST_WEBHOOK_STATUSES)[number];

/**
 * Contact requests (spec 1§2.12, 1§7 "Request outreach contacts"): what a user asked the provider's
 * team for, and the delivery of its summary to the automation webhook (retried with back-off).
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: id(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    userId: userFk(),
    companyId: companyFk(),
    /** The notice the request was made from, if any (`notice_guid`). */
    noticeId: ref('notice_id').references(() => notices.id, { onDelete: 'set null' }),
    /** The buyers named (organisation ids). */
    buyerIds: ref('buyer_ids').array().notNull().default(sql`'{}'::bigint[]`),
    seniority: text('seniority').array().notNull().default(sql`'{}'::text[]`),
    jobFunctions: text('job_functions').array().notNull().default(sql`'{}'::text[]`),
    jobTitle: text('job_title'),
    additionalInformation: text('additional_information'),
    /** The summary as posted (the signature covers these bytes). */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    webhookStatus: text('webhook_status').$type<ContactRequestWebhookStatus>().notNull().default('pending'),
    webhookAttempts: integer('webhook_attempts').notNull().default(0),
    webhookNextAttemptAt: at('webhook_next_attempt_at'),
    webhookSentAt: at('webhook_sent_at'),
    webhookError: text('webhook_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('contact_requests_webhook_status_check', inList(t.webhookStatus, CONTACT_REQUEST_WEBHOOK_STATUSES)),
    index('contact_requests_company_idx').on(t.companyId, t.createdAt.desc()),
    index('contact_requests_due_idx').on(t.webhookStatus, t.webhookNextAttemptAt),
  ],
);

export type ContactRequestRow = typeof contactRequests.$inferSelect;
