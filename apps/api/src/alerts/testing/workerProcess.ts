/**
 * The alert delivery worker as its own process, for the kill -9 test (alerts/kill.test.ts): the
 * server's worker (startAlertWorker, woken by NOTIFY) on DATABASE_URL, with a short lease
 * (ALERT_LEASE_MS) so a restarted worker takes over a killed one's claims within the test.
 * Prints 'ready' once listening.
 */
import { createDatabase } from '../../db/client';
import { createMailer } from '../../email/mailer';
import { listenNoticesChanged } from '../../jobs/noticesChanged';
import { createWebhookClient } from '../../outbound/webhook';
import { startAlertWorker } from '../delivery';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const handle = createDatabase({ databaseUrl, poolSize: 3 });
const worker = startAlertWorker({
  db: handle.db,
  mailer: createMailer(),
  webhooks: createWebhookClient({ allowHttp: true, allowPrivateHosts: true, db: handle.db, minIntervalMs: 0 }),
  publicUrl: 'https://app.tenderlens.test',
  mailFrom: 'alerts@tenderlens.test',
  workerId: process.env.ALERT_WORKER_ID ?? `worker-${process.pid}`,
  leaseMs: Number(process.env.ALERT_LEASE_MS ?? 3000),
  backoffBaseMs: 1000,
  log: { warn: (o, m) => console.error(m, o) },
  now: () => new Date(),
  intervalMs: Number(process.env.ALERT_INTERVAL_MS ?? 500),
});
const unlisten = await listenNoticesChanged(handle, worker.wake);
console.info('ready');
process.on('SIGTERM', () => {
  void (async () => {
    await unlisten();
    await worker.stop();
    await handle.close();
    process.exit(0);
  })();
});
