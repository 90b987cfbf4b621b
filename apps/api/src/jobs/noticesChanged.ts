/**
 * "New notices were written": a PostgreSQL NOTIFY on one channel after every import (the sync's
 * batches, `tl import`, the admin upload), LISTENed to by every server so the alert job runs at
 * once instead of at its next 30-second tick (decision 0050). Works on both drivers: PGlite
 * delivers NOTIFY to listeners of the same instance (the embedded database has one process), and
 * on PostgreSQL a dedicated connection hears the imports of every process (another server, the
 * `tl sync` CLI). The signal only wakes the job: the claims and leases in the database still decide
 * who builds and sends what, so a wake-up in several servers at once sends nothing twice.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../db/client';

export const NOTICES_CHANGED_CHANNEL = 'tenderlens_notices_changed';

/** Announces written notices (after the transaction that wrote them has committed). */
export async function announceNoticesChanged(db: Executor): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTICES_CHANGED_CHANNEL}, '')`);
}

/** Calls `onChange` on every announcement until the returned function is called. */
export async function listenNoticesChanged(handle: DatabaseHandle, onChange: () => void): Promise<() => Promise<void>> {
  if (handle.pglite) return handle.pglite.listen(NOTICES_CHANGED_CHANNEL, onChange);
  const pool = handle.pool;
  if (!pool) return async () => undefined;
  const client = await pool.connect();
  const handler = (message: { channel: string }) => {
    if (message.channel === NOTICES_CHANGED_CHANNEL) onChange();
  };
  client.on('notification', handler);
  await client.query(`LISTEN ${NOTICES_CHANGED_CHANNEL}`);
  return async () => {
    client.off('notification', handler);
    await client.query(`UNLISTEN ${NOTICES_CHANGED_CHANNEL}`).catch(() => undefined);
    client.release();
  };
}
