/** Share links (spec 1§3): a token that opens one resource until it expires. */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref } from './columns';
import { userRefOptional } from './owners';
import { companies } from './companies';
import { teams } from './users';

export const shareLinks = pgTable(
  'share_links',
  {
    id: id(),
    /** Random, URL-safe; only its SHA-256 would be needed to look it up, but the link must be re-shown. */
    token: text('token').notNull().unique(),
    title: text('title').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    expiresAt: at('expires_at'),
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    teamId: ref('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    createdById: userRefOptional('created_by_id'),
    clientTrackingEmail: text('client_tracking_email'),
    /** The sharer's message, shown to the recipient beside the shared record (null: none). */
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [index('share_links_resource_idx').on(t.resourceType, t.resourceId)],
);
