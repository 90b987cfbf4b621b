/**
 * One `Database` type over two drivers: embedded PGlite (default; one process owns a data dir) and
 * node-postgres (when a connection string is given). Every query goes through drizzle's logger hook,
 * which feeds `stats` and query listeners (tests assert SQL query counts with it).
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Logger, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { inRequestScope, REQUEST_STATEMENT_TIMEOUT_MS } from './requestScope';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a transaction callback receives; it offers the same query builder as `Database`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Tx;

export type DriverName = 'pglite' | 'postgres';

export interface QueryEvent {
  sql: string;
  params: unknown[];
}

export interface DatabaseHandle {
  db: Database;
  driver: DriverName;
  /** Counts every SQL statement drizzle sends (migrations included). */
  stats: { queries: number };
  /** Calls `listener` for every statement until the returned function is called. */
  onQuery(listener: (event: QueryEvent) => void): () => void;
  close(): Promise<void>;
  /** The PGlite instance, for PGlite-only maintenance (undefined on PostgreSQL). */
  pglite?: PGlite;
  /** The node-postgres pool (undefined on PGlite). */
  pool?: pg.Pool;
}

export interface DatabaseOptions {
  /** node-postgres connection string; wins over `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data directory or `memory://` (default memory). */
  dataDir?: string | undefined;
  /** Start PGlite from a dump (`dumpDataDir()`): skips initdb, used by tests for speed. */
  loadDataDir?: Blob | undefined;
  /** Pool size for node-postgres (default 10). */
  poolSize?: number;
  /**
   * PostgreSQL `statement_timeout` of work started by a request (db/requestScope.ts); default
   * REQUEST_STATEMENT_TIMEOUT_MS. Work outside a request has none.
   */
  requestStatementTimeoutMs?: number;
}

export function createDatabase(options: DatabaseOptions = {}): DatabaseHandle {
  const listeners = new Set<(event: QueryEvent) => void>();
  const stats = { queries: 0 };
  const logger: Logger = {
    logQuery(query, params) {
      stats.queries += 1;
      for (const listener of listeners) listener({ sql: query, params });
    },
  };
  const onQuery = (listener: (event: QueryEvent) => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  if (options.databaseUrl) {
    // work_mem 32MB (default 4MB): the search's GIN bitmaps of common words (100k+ notices at 1M)
    // stay exact, so the bitmap AND hands the heap scan only true matches instead of whole lossy pages
    // to recheck (measured: 5,152 heap pages and 3,786 rechecked rows → 1,743 pages, none).
    // jit off: plans of millisecond searches can cost past jit_above_cost (100,000) on large tables —
    // the search's broad ordered scan costs ~64,000 at 100k notices — and compiling them would cost
    // more than running them (docs/decisions/0061).
    const settings = '-c work_mem=32MB -c jit=off';
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, options: settings });
    const timeout = options.requestStatementTimeoutMs ?? REQUEST_STATEMENT_TIMEOUT_MS;
    const requestPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: `${settings} -c statement_timeout=${timeout}`,
    });
    // An idle client that errors (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    requestPool.on('error', () => undefined);
    // Inside a request, statements (and transactions) take a connection of the request pool.
    const jobQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    const jobConnect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
    const requestQuery = requestPool.query.bind(requestPool) as (...args: unknown[]) => unknown;
    const requestConnect = requestPool.connect.bind(requestPool) as (...args: unknown[]) => unknown;
    pool.query = ((...args: unknown[]) => (inRequestScope() ? requestQuery : jobQuery)(...args)) as typeof pool.query;
    pool.connect = ((...args: unknown[]) => (inRequestScope() ? requestConnect : jobConnect)(...args)) as typeof pool.connect;
    const db: Database = drizzlePg({ client: pool, schema, logger });
    return {
      db,
      driver: 'postgres',
      stats,
      onQuery,
      pool,
      close: async () => {
        await Promise.all([pool.end(), requestPool.end()]);
      },
    };
  }

  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the trigram indexes (organisation names); the migration runs `create extension`.
  const extensions = { pg_trgm };
  const client = new PGlite(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir, extensions } : { extensions });
  const db: Database = drizzlePglite({ client, schema, logger });
  return {
    db,
    driver: 'pglite',
    stats,
    onQuery,
    pglite: client,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

const dialect = new PgDialect();

/** The name `queryRowsPrepared` gives a statement's text (benches replay statements the same way). */
export const preparedStatementName = (text: string): string => `tl_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/**
 * PGlite's prepared statements by name (one backend per instance, so one set per instance): each
 * entry settles once its `PREPARE` has run (true) or failed (false: that text runs as a plain query).
 */
const pglitePrepared = new WeakMap<PGlite, Map<string, Promise<boolean>>>();

/** Prepares `text` as `name` on this PGlite backend once; false when PostgreSQL refuses it. */
function preparedOnPglite(db: Executor, client: PGlite, name: string, text: string): Promise<boolean> {
  let names = pglitePrepared.get(client);
  if (!names) pglitePrepared.set(client, (names = new Map()));
  let ready = names.get(name);
  if (!ready) {
    // Parameter types come from the statement's own casts and comparisons; SQL-level PREPARE is not
    // transactional, so it is made once per backend (outside any transaction, see below).
    ready = db.execute(sql.raw(`prepare ${name} as ${text}`)).then(
      () => true,
      () => false,
    );
    names.set(name, ready);
  }
  return ready;
}

/**
 * A parameter written as an SQL literal for `EXECUTE` (a utility statement takes no bound parameters):
 * strings quoted with `'` doubled (standard_conforming_strings is on, so a backslash is a backslash),
 * finite numbers, booleans, null; anything else null (the caller sends a plain query instead).
 */
export function sqlLiteral(value: unknown): string | null {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return null;
}

/**
 * `queryRows` as a named prepared statement: each connection parses and plans it once, and after
 * five runs PostgreSQL reuses a generic plan when it costs no more than the custom ones, so a
 * statement whose plan does not depend on its values skips the planner. The name is derived from the
 * SQL text, so one text is one name. Only for statements with a fixed text and value-independent
 * plans (docs/decisions/0061). node-postgres prepares it per connection (protocol-level); PGlite, one
 * backend, gets an SQL `PREPARE` once and `EXECUTE`s it (decision 0063: planning the search's page
 * was 15 ms of WebAssembly per search). Inside a PGlite transaction it is a plain query (a failed
 * `PREPARE` there would abort the transaction).
 */
export async function queryRowsPrepared<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = preparedStatementName(built.sql);
  const client = (db._.session as unknown as { client?: unknown }).client;
  if (client instanceof PGlite) {
    const args = built.params.map(sqlLiteral);
    if (args.every((a) => a !== null) && (await preparedOnPglite(db, client, name, built.sql))) {
      try {
        return await queryRows<T>(db, sql.raw(args.length ? `execute ${name}(${args.join(', ')})` : `execute ${name}`));
      } catch (error) {
        // Deallocated behind our back (26000): forget it and answer with a plain query.
        if ((error as { code?: string }).code !== '26000' && (error as { cause?: { code?: string } }).cause?.code !== '26000') throw error;
        pglitePrepared.get(client)?.delete(name);
      }
    }
    return queryRows<T>(db, query);
  }
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

/** Runs raw SQL on either driver and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  // PgDatabase over the generic result HKT types `execute()` as unknown; both drivers return { rows }.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
