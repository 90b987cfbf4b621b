/**
 * Re-exports for tests/bench/*.ts: files outside this package cannot resolve its dependencies
 * (pnpm keeps them in apps/api/node_modules), so benches import them from here.
 */
export { eq, sql } from 'drizzle-orm';
export { default as pg } from 'pg';
export { default as pino } from 'pino';
export { importDemoData } from '../seed/realData';
export { seedDemo } from '../seed/demo';

import { randomBytes } from 'node:crypto';
import pgDriver from 'pg';
import { createDatabase, type DatabaseHandle } from '../db/client';

/**
 * Runs `fn` on a fresh PostgreSQL database created under `adminUrl` and dropped afterwards.
 * Returns false (and runs nothing) when the server is not reachable, with the reason in `onSkip`.
 */
export async function withThrowawayPostgres(
  adminUrl: string,
  fn: (handle: DatabaseHandle, databaseUrl: string) => Promise<void>,
  onSkip: (reason: string) => void,
): Promise<boolean> {
  const name = `tl_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pgDriver.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    onSkip(`${adminUrl} not reachable: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase({ databaseUrl: url.toString() });
  try {
    await fn(handle, url.toString());
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return true;
}

/** Renders a drizzle `SQL` as text and parameters (the export bench inlines them into a `COPY`). */
export { PgDialect } from 'drizzle-orm/pg-core';
