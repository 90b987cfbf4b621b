/**
 * Alerts benchmark (issue 11 §4): (a) building the daily digests of many subscriptions over a large
 * notice table (`tl generate` data: the real notices as templates), each a saved view with a keyword,
 * window = the last 24 hours, sent through the outbox transport (real MIME, no SMTP); (b) the delay
 * from a notice being imported to its immediate alert arriving at a local webhook receiver, with the
 * delivery worker ticking every TICK_MS (30 s, the server's) and woken by the NOTIFY each import sends
 * (jobs/noticesChanged.ts), as the server is. On PostgreSQL (a throwaway database at 127.0.0.1:5432), else
 * PGlite. Prints, never asserts.
 *   BENCH_ALERT_NOTICES=100000 BENCH_ALERT_SUBS=1000 pnpm --filter @tenderlens/api exec tsx ../../tests/bench/alerts.bench.ts
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { eq, importDemoData, seedDemo, sql, withThrowawayPostgres } from '../../apps/api/src/testing/benchSupport';
import { createDatabase, type Database, type DatabaseHandle } from '../../apps/api/src/db/client';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { leadSubscriptionContents, leadSubscriptions, notices, recordFamilies, savedViews, users } from '../../apps/api/src/db/schema/index';
import { createMailer } from '../../apps/api/src/email/mailer';
import { generateNotices } from '../../apps/api/src/generate/generate';
import { createWebhookClient } from '../../apps/api/src/outbound/webhook';
import { buildDueDigests, sendDueDeliveries, startAlertWorker, type AlertDeps } from '../../apps/api/src/alerts/delivery';
import { announceNoticesChanged, listenNoticesChanged } from '../../apps/api/src/jobs/noticesChanged';
import { percentile } from './lib/measure';

const NOTICES = Number(process.env.BENCH_ALERT_NOTICES ?? 20_000);
const SUBS = Number(process.env.BENCH_ALERT_SUBS ?? 200);
const IMMEDIATE = 30;
const TICK_MS = Number(process.env.BENCH_ALERT_TICK_MS ?? 30_000);
const PG_ADMIN = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const WORDS = ['cloud', 'software', 'construction', 'cleaning', 'consultancy', 'maintenance', 'housing', 'transport', 'health', 'education', 'security', 'energy', 'waste', 'catering', 'legal', 'training', 'data', 'network', 'roads', 'water'];

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  await runMigrations(handle);
  await importDemoData(handle.db);
  await seedDemo(handle.db);
  const db = handle.db;
  const gen = await generateNotices(db, { notices: NOTICES });
  console.log(`alerts ${label}: generated ${gen.inserted} notices in ${gen.seconds.toFixed(1)} s`);
  // Spread the notices' import times over the last 48 hours: a daily window holds about half of them.
  await db.execute(sql`update notices set created_at = now() - (abs(hashtext(guid::text)) % 172800) * interval '1 second'`);
  await db.execute(sql`analyze notices`);
  const [maya] = await db.select().from(users).where(eq(users.email, 'maya@northwind.test'));
  if (!maya) throw new Error('seed missing');
  const now = new Date();
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  for (let i = 0; i < SUBS; i += 1) {
    const word = WORDS[i % WORDS.length] as string;
    const [view] = await db
      .insert(savedViews)
      .values({ companyId: maya.companyId, ownerId: maya.id, name: `Bench ${i} ${word}`, view: { filter_settings: { keywords: [word] } } })
      .returning({ id: savedViews.id });
    const [sub] = await db
      .insert(leadSubscriptions)
      .values({ userId: maya.id, companyId: maya.companyId, teamId: maya.teamId, name: `Bench ${i}`, frequency: 'DAILY', deliveredUntil: dayAgo, nextRunAt: dayAgo })
      .returning({ id: leadSubscriptions.id });
    await db.insert(leadSubscriptionContents).values({ leadSubscriptionId: sub?.id ?? 0, resourceType: 'SAVED_VIEW', resourceId: String(view?.id), resourceName: word });
  }
  const deps: AlertDeps = {
    db,
    mailer: createMailer(),
    webhooks: createWebhookClient({ allowHttp: true, allowPrivateHosts: true, minIntervalMs: 0 }),
    publicUrl: 'https://app.tenderlens.test',
    mailFrom: 'alerts@tenderlens.test',
    workerId: 'bench',
  };
  let t = performance.now();
  const built = await buildDueDigests(deps, now);
  const buildMs = performance.now() - t;
  t = performance.now();
  const sent = await sendDueDeliveries(deps, now);
  const sendMs = performance.now() - t;
  console.log(
    `alerts ${label}: daily digests of ${built.checked} subscriptions over ${NOTICES} notices: built ${built.built} in ${(buildMs / 1000).toFixed(2)} s ` +
      `(${(buildMs / Math.max(1, built.checked)).toFixed(1)} ms each); sent ${sent.sent} emails (outbox transport) in ${(sendMs / 1000).toFixed(2)} s`,
  );

  // (b) Immediate alerts: a receiver on port 0, a worker ticking every TICK_MS.
  const arrivals = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { notices: { guid: string }[] };
      for (const n of body.notices) if (!arrivals.has(n.guid)) arrivals.set(n.guid, performance.now());
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  const word = `benchimmediate${Date.now()}`;
  const [view] = await db
    .insert(savedViews)
    .values({ companyId: maya.companyId, ownerId: maya.id, name: 'Immediate', view: { filter_settings: { text: word } } })
    .returning({ id: savedViews.id });
  const [sub] = await db
    .insert(leadSubscriptions)
    .values({ userId: maya.id, companyId: maya.companyId, teamId: maya.teamId, name: 'Immediate', frequency: 'IMMEDIATE', destinationType: 'WEBHOOK', webhookUrl: url, webhookSecret: 'x' })
    .returning({ id: leadSubscriptions.id });
  await db.insert(leadSubscriptionContents).values({ leadSubscriptionId: sub?.id ?? 0, resourceType: 'SAVED_VIEW', resourceId: String(view?.id) });
  const worker = startAlertWorker({ ...deps, log: { warn: (o, m) => console.warn(m, o) }, now: () => new Date(), intervalMs: TICK_MS });
  const unlisten = await listenNoticesChanged(handle, worker.wake);
  const imported = new Map<string, number>();
  for (let i = 0; i < IMMEDIATE; i += 1) {
    const guid = await insertNotice(db, `${word} notice ${i}`);
    imported.set(guid, performance.now());
    // What an import or a sync batch announces once its notices are written.
    await announceNoticesChanged(db);
    await new Promise((r) => setTimeout(r, 150 + Math.random() * 250));
  }
  const deadline = performance.now() + 60_000;
  while (arrivals.size < IMMEDIATE && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  await unlisten();
  await worker.stop();
  server.close();
  const delays = [...imported].map(([g, at]) => (arrivals.get(g) ?? NaN) - at).filter((d) => !Number.isNaN(d)).sort((a, b) => a - b);
  console.log(
    `alerts ${label}: immediate alert delay (import → webhook received, woken by NOTIFY, worker tick ${TICK_MS} ms): ` +
      `p50 ${percentile(delays, 50).toFixed(0)} ms, p95 ${percentile(delays, 95).toFixed(0)} ms over ${delays.length}/${IMMEDIATE} notices`,
  );
}

async function insertNotice(db: Database, name: string): Promise<string> {
  const ocid = `ocds-bench-${randomUUID()}`;
  const [family] = await db.insert(recordFamilies).values({ guid: randomUUID(), ocid }).returning({ id: recordFamilies.id });
  const [row] = await db
    .insert(notices)
    .values({ guid: randomUUID(), ocid, recordFamilyId: family?.id ?? 0, name, stage: 'OPEN', stageReason: 'bench', contentHash: ocid, publishDate: new Date() })
    .returning({ guid: notices.guid });
  return row?.guid ?? '';
}

async function main(): Promise<void> {
  console.log(`${SUBS} daily alerts over ${NOTICES} generated notices; ${IMMEDIATE} immediate-alert notices`);
  const ran = await withThrowawayPostgres(
    PG_ADMIN,
    (handle) => bench('PostgreSQL', handle),
    (reason) => console.log(`alerts PostgreSQL: skipped (${reason})`),
  );
  if (!ran) {
    const pglite = createDatabase({ dataDir: 'memory://' });
    try {
      await bench('PGlite', pglite);
    } finally {
      await pglite.close();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
