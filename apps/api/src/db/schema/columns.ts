/** Column helpers shared by the schema files: identity ids, timestamps, check lists, tsvector. */
import { sql, type SQL } from 'drizzle-orm';
import { bigint, customType, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** `bigint generated always as identity` primary key. */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A bigint foreign-key column (mode number, like every id here). */
export const ref = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A nullable timestamptz (dates of notices, deadlines, soft deletes). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** `column in ('a', 'b', …)` for check constraints; the values are our own constants, never input. */
export function inList(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/** PostgreSQL `tsvector` (full-text search documents; always a generated column here). */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/**
 * The lease columns of a job row drained by a queue worker (jobs/queueWorker.ts): claims counted,
 * which process holds it and since when (a stale lock is taken over after a restart), first start
 * and end.
 */
export const jobLeaseColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  lockedBy: text('locked_by'),
  lockedAt: at('locked_at'),
  startedAt: at('started_at'),
  finishedAt: at('finished_at'),
});
