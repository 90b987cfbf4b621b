/**
 * The admins' audit log: every change an admin makes on the admin pages (a company's plan, data types, seats,
 * allowance, demo flag; a user's admin flag, export permission, team, active), every 'Switch company' / 'Switch
 * team', and every write an admin makes while acting inside another company.
 */
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { companies } from './companies';
import { userRefOptional } from './owners';

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    adminUserId: userRefOptional('admin_user_id'),
    /** The company the admin was acting inside (null: their own). */
    actingCompanyId: ref('acting_company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** e.g. company.update, user.update, switch.company, request (a write while acting). */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt.desc())],
);
export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
