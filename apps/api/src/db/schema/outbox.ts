/**
 * Outgoing email (core workspace: share via email). Every message is written here before it is
 * sent, so nothing is lost when a transport fails: the row records the failure and admins read the
 * outbox. With no SMTP configured the outbox is the delivery (status `stored`).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id, inList, ref } from './columns';
import { companies } from './companies';
import { userRefOptional } from './owners';

export const EMAIL_STATUSES = ['pending', 'stored', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdById: userRefOptional('created_by_id'),
    /** What the message is for ('share_record'). */
    kind: text('kind').notNull(),
    fromAddress: text('from_address').notNull(),
    replyTo: text('reply_to'),
    toAddresses: text('to_addresses').array().notNull(),
    ccAddresses: text('cc_addresses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post) sent again on a retry. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<EmailStatus>().notNull().default('pending'),
    /** 'outbox' (stored only) or 'smtp'. */
    transport: text('transport').notNull(),
    messageId: text('message_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    check('email_outbox_status_check', inList(t.status, EMAIL_STATUSES)),
    index('email_outbox_created_idx').on(t.createdAt.desc()),
    index('email_outbox_status_idx').on(t.status),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
