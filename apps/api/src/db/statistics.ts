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
import type { Database } from './client';

/**
 * `VACUUM (ANALYZE)` of the whole database: every table a bulk write touches, workspace tables
 * included. Must run outside a transaction (VACUUM cannot run inside one), hence `Database`, not `Tx`.
 */
export async function refreshStatistics(db: Database): Promise<{ seconds: number }> {
  const started = performance.now();
  await db.execute(sql`vacuum (analyze)`);
  return { seconds: (performance.now() - started) / 1000 };
}
