/**
 * Planner statistics after bulk writes (docs/decisions/0023-wire-size-and-statistics.md). Without
 * them the planner guesses row counts from an empty or tiny table and picks nested loops and
 * sequential scans: the combined search SQL took 0.80–1.05 s on PostgreSQL 1M before `VACUUM ANALYZE`
 * and 64–68 ms after. PGlite has no autovacuum, so nothing ever refreshed them there; PostgreSQL's
 * autovacuum does, but only some time after the load, while the first searches run on guesses.
 *
 * Every bulk write (import, generate, the first start, admin import, demo seeding) calls
 * `refreshStatistics` once when it is done. VACUUM also sets the visibility map, so counts and
 * index-only scans skip the heap; pages already all-visible are skipped, so a second call is cheap.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client';

/**
 * `VACUUM (ANALYZE)` of every table of the application (every table a bulk write touches, workspace
 * tables included; not the system catalogs, which take most of the time of a database-wide VACUUM on a
 * small database). Must run outside a transaction (VACUUM cannot run inside one), hence `Database`, not `Tx`.
 */
export async function refreshStatistics(db: Database): Promise<{ seconds: number; tables: number }> {
  const started = performance.now();
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables where schemaname !~ '^pg_(toast_)?temp' order by 1`,
  );
  if (tables.length > 0) await db.execute(sql.raw(`vacuum (analyze) ${tables.map((t) => t.name).join(', ')}`));
  return { seconds: (performance.now() - started) / 1000, tables: tables.length };
}
