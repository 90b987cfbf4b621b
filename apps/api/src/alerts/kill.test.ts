/**
 * kill -9 mid-delivery with a real process (issue 11 §4): the alert worker runs as a child process
 * (testing/workerProcess.ts) on a PostgreSQL database it shares with this test; the local webhook
 * receiver gets the first delivery and the child is killed with SIGKILL before it hears the answer.
 * Notices published while it is dead, a restarted worker: every notice arrives, each delivery keeps
 * one Idempotency-Key (the interrupted one is sent again under the same key, so a receiver that
 * drops repeats sees it once), no notice is in two deliveries, and nothing more is sent afterwards.
 * PostgreSQL only: an embedded database belongs to one process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { leadSubscriptionContents, leadSubscriptionDeliveredNotices, leadSubscriptionDeliveries, leadSubscriptions, notices, recordFamilies, savedViews, users } from '../db/schema/index';
import { announceNoticesChanged } from '../jobs/noticesChanged';
import { seedDemo } from '../seed/demo';
import { createMigratedDatabase, databaseTargets, type TestDatabase } from '../testing/databases';

const here = dirname(fileURLToPath(import.meta.url));
const postgres = (await databaseTargets()).find((t) => t.name === 'PostgreSQL');

interface Hit {
  key: string;
  guids: string[];
}

async function insertNotice(db: Database, name: string): Promise<string> {
  const ocid = `ocds-kill-${randomUUID()}`;
  const [family] = await db.insert(recordFamilies).values({ guid: randomUUID(), ocid }).returning({ id: recordFamilies.id });
  const [row] = await db
    .insert(notices)
    .values({ guid: randomUUID(), ocid, recordFamilyId: family?.id ?? 0, name, stage: 'OPEN', stageReason: 'kill test', contentHash: ocid, publishDate: new Date() })
    .returning({ guid: notices.guid });
  return row?.guid ?? '';
}

const until = async (what: string, check: () => boolean | Promise<boolean>, ms = 120_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe.skipIf(!postgres || postgres.skipReason !== null)(`alert delivery survives kill -9 of its process${postgres?.skipReason ? ` (skipped: ${postgres.skipReason})` : ''}`, () => {
  let test: TestDatabase;
  let db: Database;
  let url = '';
  const children: ChildProcess[] = [];
  const hits: Hit[] = [];
  /** The first request is held (never answered): the worker is killed while it waits. */
  let hold: ((res: ServerResponse) => void) | null = null;
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { notices: { guid: string }[] };
      hits.push({ key: String(req.headers['idempotency-key']), guids: body.notices.map((n) => n.guid) });
      if (hold) {
        const h = hold;
        hold = null;
        h(res);
        return;
      }
      res.end('ok');
    });
  });

  const startWorker = async (name: string): Promise<ChildProcess> => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'testing', 'workerProcess.ts')], {
      env: { ...process.env, DATABASE_URL: url, ALERT_WORKER_ID: name, ALERT_LEASE_MS: '3000', ALERT_INTERVAL_MS: '60000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (d: Buffer) => String(d).includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
    });
    return child;
  };

  beforeAll(async () => {
    test = await createMigratedDatabase(postgres!);
    db = test.handle.db;
    url = (test.handle.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    await seedDemo(db);
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  }, 300_000);
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    receiver.closeAllConnections();
    await new Promise((r) => receiver.close(r));
    await test?.dispose();
  });

  it('a worker killed with SIGKILL mid-delivery loses nothing and a restarted one sends nothing twice', async () => {
    const [maya] = await db.select().from(users).where(eq(users.email, 'maya@northwind.test'));
    if (!maya) throw new Error('seed missing');
    const word = `killnine${Date.now()}`;
    const [view] = await db
      .insert(savedViews)
      .values({ companyId: maya.companyId, ownerId: maya.id, name: 'Kill', view: { filter_settings: { text: word } } })
      .returning({ id: savedViews.id });
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const past = new Date(Date.now() - 60_000);
    const [sub] = await db
      .insert(leadSubscriptions)
      .values({ userId: maya.id, companyId: maya.companyId, teamId: maya.teamId, name: 'Kill', frequency: 'IMMEDIATE', destinationType: 'WEBHOOK', webhookUrl: hook, webhookSecret: 's', deliveredUntil: past, nextRunAt: past })
      .returning({ id: leadSubscriptions.id });
    await db.insert(leadSubscriptionContents).values({ leadSubscriptionId: sub!.id, resourceType: 'SAVED_VIEW', resourceId: String(view?.id) });

    const first = [await insertNotice(db, `${word} bridge inspection`), await insertNotice(db, `${word} canal dredging`)];
    const held = new Promise<ServerResponse>((resolve) => (hold = resolve));
    const doomed = await startWorker('doomed');
    const res = await held;
    // Mid-delivery: the request has arrived, its answer has not. kill -9.
    const died = new Promise((r) => doomed.once('exit', (_code, signal) => r(signal)));
    doomed.kill('SIGKILL');
    expect(await died).toBe('SIGKILL');
    res.destroy();
    expect(hits).toHaveLength(1);
    const [interrupted] = await db.select().from(leadSubscriptionDeliveries).where(eq(leadSubscriptionDeliveries.leadSubscriptionId, sub!.id));
    expect(interrupted).toMatchObject({ status: 'sending', claimedBy: 'doomed', attempts: 1 });

    // Published while no worker runs; announced as an import would.
    const later = [await insertNotice(db, `${word} lock gate repairs`)];
    await announceNoticesChanged(db);
    await startWorker('restarted');
    const all = [...first, ...later];
    await until('every notice delivered', () => all.every((g) => hits.some((h) => h.guids.includes(g))));
    await until('every delivery sent', async () => {
      const rows = await db.select().from(leadSubscriptionDeliveries).where(eq(leadSubscriptionDeliveries.leadSubscriptionId, sub!.id));
      return rows.length > 0 && rows.every((r) => r.status === 'sent');
    });
    // Quiet afterwards: a few more worker runs send nothing.
    const settled = hits.length;
    await announceNoticesChanged(db);
    await new Promise((r) => setTimeout(r, 2000));
    expect(hits.length).toBe(settled);

    const rows = await db.select().from(leadSubscriptionDeliveries).where(eq(leadSubscriptionDeliveries.leadSubscriptionId, sub!.id));
    const keys = new Set(rows.map((r) => r.idempotencyKey));
    expect(new Set(hits.map((h) => h.key))).toEqual(keys);
    // The interrupted delivery went out again under its key (attempt 2); every other key once.
    const perKey = new Map<string, number>();
    for (const h of hits) perKey.set(h.key, (perKey.get(h.key) ?? 0) + 1);
    expect(perKey.get(interrupted!.idempotencyKey)).toBe(2);
    expect([...perKey].filter(([k]) => k !== interrupted!.idempotencyKey).every(([, n]) => n === 1)).toBe(true);
    // A receiver that drops repeated keys sees each notice exactly once.
    const seen = new Map<string, string[]>();
    for (const h of hits) if (!seen.has(h.key)) seen.set(h.key, h.guids);
    expect([...seen.values()].flat().sort()).toEqual([...all].sort());
    const recorded = await db.select().from(leadSubscriptionDeliveredNotices).where(eq(leadSubscriptionDeliveredNotices.leadSubscriptionId, sub!.id));
    expect(recorded).toHaveLength(all.length);
  }, 300_000);
});
