/**
 * Sales: book-a-demo requests (spec 2§2 "Book a demo", 2§5) and the sales-interaction log (spec 2§7: actionType,
 * dataType, pageUrl, contextSource). A demo request is stored here first, then emailed to the sales address through
 * the outbox (email_outbox_id); admins read both at /api/admin/demo_requests.
 */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { companies } from './companies';
import { emailOutbox } from './outbox';
import { userRefOptional } from './owners';

export const demoRequests = pgTable(
  'demo_requests',
  {
    id: id(),
    userId: userRefOptional('user_id'),
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The data type or page that led to the request. */
    context: text('context'),
    /** The email to the sales address (null when no sales address is configured). */
    emailOutboxId: ref('email_outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('demo_requests_created_idx').on(t.createdAt.desc())],
);
export type DemoRequestRow = typeof demoRequests.$inferSelect;

export const salesInteractions = pgTable(
  'sales_interactions',
  {
    id: id(),
    userId: userRefOptional('user_id'),
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'set null' }),
    actionType: text('action_type').notNull(),
    dataType: text('data_type'),
    pageUrl: text('page_url').notNull(),
    contextSource: text('context_source'),
    createdAt: createdAt(),
  },
  (t) => [index('sales_interactions_created_idx').on(t.createdAt.desc())],
);
export type SalesInteractionRow = typeof salesInteractions.$inferSelect;
