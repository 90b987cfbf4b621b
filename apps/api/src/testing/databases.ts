/**
 * Every API integration test runs on PGlite (in memory) and on PostgreSQL when one is reachable:
 * TEST_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test. Each test
 * database is a fresh `tl_test_<random>` database, dropped afterwards, so parallel files never collide.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { loadPgliteTemplate } from './pgliteTemplate';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Drops what was created (the PostgreSQL database) and closes connections. */
  dispose(): Promise<void>;
}

export interface DatabaseTarget {
  name: 'PGlite' | 'PostgreSQL';
  /** Set when the target cannot run here; shown in the test name. */
  skipReason: string | null;
  create(): Promise<TestDatabase>;
}

export function adminDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

let reachability: Promise<string | null> | undefined;

/** null when PostgreSQL answers, else why not. */
function probePostgres(url: string): Promise<string | null> {
  reachability ??= (async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return null;
    } catch (error) {
      return `PostgreSQL not reachable at ${redact(url)}: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return reachability;
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the configured URL';
  }
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `tl_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  let template: string | undefined;
  try {
    template = inject('pgliteTemplate');
  } catch {
    template = undefined;
  }
  const handle = createDatabase({ dataDir: 'memory://', loadDataDir: template ? loadPgliteTemplate(template) : undefined });
  return { handle, dispose: () => handle.close() };
}

export async function databaseTargets(): Promise<DatabaseTarget[]> {
  const adminUrl = adminDatabaseUrl();
  const skipReason = await probePostgres(adminUrl);
  return [
    { name: 'PGlite', skipReason: null, create: createPgliteDatabase },
    { name: 'PostgreSQL', skipReason, create: () => createPostgresDatabase(adminUrl) },
  ];
}

/** A migrated database of the target (migrations run as at server start). */
export async function createMigratedDatabase(target: DatabaseTarget): Promise<TestDatabase> {
  const db = await target.create();
  try {
    await runMigrations(db.handle);
  } catch (error) {
    await db.dispose();
    throw error;
  }
  return db;
}

export function targetTitle(target: DatabaseTarget): string {
  return target.skipReason ? `${target.name} (skipped: ${target.skipReason})` : target.name;
}
