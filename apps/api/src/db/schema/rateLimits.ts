/**
 * Counters of the request rate limiter (apps/api/src/http/rateLimit.ts, decision 0017): one row per
 * key and fixed window; the limiter weighs the previous window into a sliding one. In the database,
 * so limits hold across restarts and across every server process that shares it.
 */
import { integer, pgTable, primaryKey, text, timestamp, index } from 'drizzle-orm/pg-core';

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** `<rule>:<subject>`, e.g. `share_recipients_user:42`. */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
    /** When the row stops mattering (end of the following window); swept as counters are written. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);
