/**
 * Accounts (issue 13, decision 0037): single-use email tokens (verification, password reset), team
 * invitations, team memberships (a user may belong to several teams of the company) and plan
 * downgrade requests. Tokens are stored as SHA-256 hashes only.
 */
import { bigint, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { at, createdAt, id, inList, ref } from './columns';
import { companies } from './companies';
import { emailOutbox } from './outbox';
import { teams, users } from './users';

export const ACCOUNT_TOKEN_KINDS = ['verify_email', 'reset_password'] as const;
export type AccountTokenKind = (typeof ACCOUNT_TOKEN_KINDS)[number];

export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AccountTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [check('account_tokens_kind_check', inList(t.kind, ACCOUNT_TOKEN_KINDS)), index('account_tokens_user_idx').on(t.userId, t.kind)],
);

export const userInvitations = pgTable(
  'user_invitations',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    teamId: ref('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedById: ref('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: at('accepted_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('user_invitations_company_idx').on(t.companyId)],
);

export const teamMemberships = pgTable(
  'team_memberships',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] }), index('team_memberships_team_idx').on(t.teamId)],
);

export const downgradeRequests = pgTable(
  'downgrade_requests',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    fromPlan: text('from_plan').notNull(),
    newPlan: text('new_plan').notNull(),
    emailOutboxId: ref('email_outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('downgrade_requests_company_idx').on(t.companyId)],
);

export type UserInvitationRow = typeof userInvitations.$inferSelect;
