import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { teams, users } from './users';

/**
 * Sign-in sessions. `id` is the SHA-256 (hex) of the random cookie value: a database leak does not
 * give out usable cookies. `csrf_secret` feeds the CSRF token derived for the session.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfSecret: text('csrf_secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    /** An admin's 'Switch company' / 'Switch team': the session acts inside this company and team (admins only). */
    actingCompanyId: bigint('acting_company_id', { mode: 'number' }).references(() => companies.id, { onDelete: 'set null' }),
    actingTeamId: bigint('acting_team_id', { mode: 'number' }).references(() => teams.id, { onDelete: 'set null' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Failed (and successful) sign-in attempts, for rate limiting that holds across server instances. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_created_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_created_idx').on(t.ip, t.createdAt),
  ],
);

/** Keys generated at first start and shared by every server instance (e.g. the HMAC key for tokens). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SessionRow = typeof sessions.$inferSelect;
