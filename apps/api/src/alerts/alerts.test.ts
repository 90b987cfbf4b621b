/**
 * Alerts end to end against local fakes (decision 0029): a digest reaches a local SMTP server with
 * exactly the new matching notices (multipart, List-Unsubscribe one-click); Slack, Teams and the
 * signed generic webhook reach a local receiver; a failing destination is retried with back-off and
 * then shown as failing; a crash between claim and send sends nothing twice; the routes keep to the
 * owner and validate webhook URLs (SSRF guard).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { leadSubscriptionDeliveries, leadSubscriptions, notices, outboundWebhookCalls, recordFamilies } from '../db/schema/index';
import { createMailer } from '../email/mailer';
import { createWebhookClient, guardedLookup, isPrivateAddress, webhookUrlProblem } from '../outbound/webhook';
import { describeOnDatabases, type Tokens } from '../testing/api';
import { startSmtpServer, type LocalSmtpServer } from '../testing/smtpServer';
import { consumeRateLimit, RATE_LIMITS } from '../http/rateLimit';
import { announceNoticesChanged, listenNoticesChanged } from '../jobs/noticesChanged';
import { buildDueDigests, runAlertDelivery, sendDueDeliveries, startAlertWorker, type AlertDeps } from './delivery';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local receiver on port 0: answers `status()` and keeps every request. */
async function startReceiver(status: () => number = () => 200): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = status();
      res.end(res.statusCode < 300 ? 'ok' : 'receiver down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(() => r())) };
}

const smtp: LocalSmtpServer = await startSmtpServer();
const hook = await startReceiver();
let failing = true;
const flaky = await startReceiver(() => (failing ? 500 : 200));
afterAll(async () => {
  await smtp.close();
  await hook.close();
  await flaky.close();
});

const HOUR = 3_600_000;
const PUBLIC_URL = 'https://app.tenderlens.test';

async function insertNotice(db: Database, name: string, createdAt: Date): Promise<{ id: number; guid: string }> {
  const ocid = `ocds-alert-${randomUUID()}`;
  const [family] = await db.insert(recordFamilies).values({ guid: randomUUID(), ocid }).returning({ id: recordFamilies.id });
  const [row] = await db
    .insert(notices)
    .values({
      guid: randomUUID(),
      ocid,
      recordFamilyId: family?.id ?? 0,
      name,
      description: `${name}: alert test notice`,
      stage: 'OPEN',
      stageReason: 'test fixture',
      contentHash: ocid,
      publishDate: createdAt,
      currency: 'GBP',
      value: 250_000,
      createdAt,
    })
    .returning({ id: notices.id, guid: notices.guid });
  if (!row) throw new Error('notice not created');
  return row;
}

await describeOnDatabases(
  'alerts',
  (api) => {
    let maya: Tokens;
    let leo: Tokens;
    let guest: Tokens;
    let deps: AlertDeps;
    const word = `Aurorafield${Math.floor(Math.random() * 1e6)}`;
    const call = (t: Tokens, path: string, method = 'GET', body?: unknown) =>
      api().authed(t, path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const createView = async (t: Tokens, text: string) => {
      const res = await call(t, '/api/saved_views', 'POST', { name: `View ${text}`, view: { filter_settings: { text } } });
      return ((await res.json()) as { saved_view: { id: number } }).saved_view.id;
    };
    const createAlert = async (t: Tokens, body: Record<string, unknown>) => {
      const res = await call(t, '/api/lead_subscriptions', 'POST', body);
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { lead_subscription: { id: number; guid: string; webhook_secret: string | null } }).lead_subscription;
    };
    const db = () => api().app.deps.db;
    /** Puts an alert's window start and next run at `at` (so tests run the job at fixed times). */
    const pin = (id: number, at: Date) => db().update(leadSubscriptions).set({ deliveredUntil: at, nextRunAt: at }).where(eq(leadSubscriptions.id, id));

    beforeAll(async () => {
      [maya, leo, guest] = await Promise.all(['maya@northwind.test', 'leo@northwind.test', 'guest@guestpass.test'].map((e) => api().signIn(e))) as [Tokens, Tokens, Tokens];
      deps = {
        db: db(),
        mailer: createMailer({ smtpUrl: smtp.url }),
        webhooks: createWebhookClient({ allowHttp: true, allowPrivateHosts: true, db: db(), minIntervalMs: 0 }),
        publicUrl: PUBLIC_URL,
        mailFrom: 'Tenderlens <alerts@tenderlens.test>',
        workerId: 'test-worker',
        backoffBaseMs: 1000,
      };
      // Other alerts of this database (none yet) would be due too: each test pins its own times.
    });

    it('sends a daily digest by email with exactly the new matching notices, and one-click unsubscribe pauses it', async () => {
      const t0 = new Date(Date.now() + 1000 * HOUR);
      const before = await insertNotice(db(), `${word} roads before the alert`, new Date(t0.getTime() - HOUR));
      const view = await createView(maya, word);
      const alert = await createAlert(maya, { name: 'Roads daily', frequency: 'DAILY', destination_type: 'EMAIL', view_ids: [view] });
      await pin(alert.id, t0);
      const fresh = await insertNotice(db(), `${word} bridges after the alert`, new Date(t0.getTime() + HOUR));
      const other = await insertNotice(db(), 'Unrelated catering contract', new Date(t0.getTime() + HOUR));
      const start = smtp.received.length;

      expect(await runAlertDelivery(deps, new Date(t0.getTime() + 2 * HOUR))).toMatchObject({ built: 1, sent: 1 });
      const mails = smtp.received.slice(start);
      expect(mails).toHaveLength(1);
      // Unfolded headers, soft line breaks of quoted-printable joined.
      const raw = (mails[0]?.raw ?? '').replace(/\r\n[ \t]+/g, ' ');
      expect(mails[0]?.to).toEqual(['maya@northwind.test']);
      expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
      expect(raw).toMatch(/Content-Type: text\/plain/i);
      expect(raw).toMatch(/Content-Type: text\/html/i);
      const [row] = await db().select().from(leadSubscriptions).where(eq(leadSubscriptions.id, alert.id));
      const token = row?.unsubscribeToken ?? '';
      expect(raw.replace(/=\r?\n/g, '')).toContain(`List-Unsubscribe: <${PUBLIC_URL}/api/unsubscribe?token=${token}>`);
      expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      const unfolded = raw.replace(/=\r?\n/g, '');
      expect(unfolded).toContain(`${PUBLIC_URL}/records/${fresh.guid}`);
      expect(unfolded).not.toContain(before.guid);
      expect(unfolded).not.toContain(other.guid);
      expect(unfolded).toContain('Relevance:');

      // Nothing new: nothing sent, even when run again later.
      await runAlertDelivery(deps, new Date(t0.getTime() + 30 * HOUR));
      expect(smtp.received.length).toBe(start + 1);
      // The next day: only the notice added since.
      const next = await insertNotice(db(), `${word} tunnels the next day`, new Date(t0.getTime() + 31 * HOUR));
      await runAlertDelivery(deps, new Date(t0.getTime() + 60 * HOUR));
      const second = (smtp.received[start + 1]?.raw ?? '').replace(/=\r?\n/g, '');
      expect(smtp.received.length).toBe(start + 2);
      expect(second).toContain(next.guid);
      expect(second).not.toContain(fresh.guid);

      // The status page reads the alert by token; one-click unsubscribe pauses it (twice is fine).
      const status = await api().request(`/api/lead_subscriptions/status?token=${token}`);
      expect(await status.json()).toMatchObject({ lead_subscription: { name: 'Roads daily', disabled: false } });
      for (let i = 0; i < 2; i += 1) {
        const res = await api().request(`/api/unsubscribe?token=${token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        });
        expect(res.status).toBe(200);
      }
      expect((await (await api().request(`/api/lead_subscriptions/status?token=${token}`)).json()) as unknown).toMatchObject({
        lead_subscription: { disabled: true },
      });
      expect((await api().request('/api/unsubscribe?token=nope', { method: 'POST' })).status).toBe(400);
      expect((await api().request(`/api/unsubscribe?token=${'a'.repeat(64)}`, { method: 'POST' })).status).toBe(404);
    });

    it('posts Slack, Teams and signed JSON webhooks to a local receiver', async () => {
      const t0 = new Date(Date.now() + 2000 * HOUR);
      const view = await createView(maya, `${word}hook`);
      const made = await Promise.all(
        (['WEBHOOK', 'SLACK', 'MSTEAMS'] as const).map((type) =>
          createAlert(maya, { name: `Hook ${type}`, frequency: 'IMMEDIATE', destination_type: type, webhook_url: `${hook.url}/${type}`, view_ids: [view] }),
        ),
      );
      for (const a of made) await pin(a.id, t0);
      const notice = await insertNotice(db(), `${word}hook lighthouse repairs`, new Date(t0.getTime() + 60_000));
      const start = hook.received.length;
      await runAlertDelivery(deps, new Date(t0.getTime() + 120_000));
      const got = hook.received.slice(start);
      expect(got.map((r) => r.path).sort()).toEqual(['/MSTEAMS', '/SLACK', '/WEBHOOK']);

      const generic = got.find((r) => r.path === '/WEBHOOK') as Received;
      const timestamp = String(generic.headers['x-tenderlens-timestamp']);
      const secret = made[0]?.webhook_secret ?? '';
      const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${generic.body}`).digest('hex')}`;
      expect(generic.headers['x-tenderlens-signature']).toBe(expected);
      expect(generic.headers['idempotency-key']).toMatch(new RegExp(`^${made[0]?.guid}:`));
      const body = JSON.parse(generic.body) as { event: string; notices: { guid: string; url: string; relevance_label: string; signals: string[] }[] };
      expect(body.event).toBe('lead_subscription.digest');
      expect(body.notices.map((n) => n.guid)).toEqual([notice.guid]);
      expect(body.notices[0]?.url).toBe(`${PUBLIC_URL}/records/${notice.guid}`);

      const slack = JSON.parse((got.find((r) => r.path === '/SLACK') as Received).body) as { text: string; blocks: { type: string; text?: { type: string; text: string } }[] };
      expect(slack.text).toBe('Hook SLACK: 1 new notice');
      expect(slack.blocks.find((b) => b.type === 'section')?.text).toMatchObject({ type: 'mrkdwn' });
      expect(slack.blocks.find((b) => b.type === 'section')?.text?.text).toContain(`<${PUBLIC_URL}/records/${notice.guid}|`);

      const teams = JSON.parse((got.find((r) => r.path === '/MSTEAMS') as Received).body) as {
        type: string;
        attachments: { contentType: string; content: { type: string; version: string; body: { text: string }[] } }[];
      };
      expect(teams.type).toBe('message');
      expect(teams.attachments[0]?.contentType).toBe('application/vnd.microsoft.card.adaptive');
      expect(teams.attachments[0]?.content).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
      expect(JSON.stringify(teams.attachments[0]?.content.body)).toContain(notice.guid);

      // Every call is recorded (host only: Slack and Teams URLs carry secrets in the path).
      const calls = await db().select().from(outboundWebhookCalls).where(eq(outboundWebhookCalls.purpose, 'lead_subscription'));
      expect(calls.length).toBeGreaterThanOrEqual(3);
      expect(calls.every((c) => !c.host.includes('/'))).toBe(true);
      // Immediate alerts run again at once and find nothing new.
      await runAlertDelivery(deps, new Date(t0.getTime() + 180_000));
      expect(hook.received.length).toBe(start + 3);
    });

    it('retries a failing destination with back-off, then shows it as failing on the alert', async () => {
      const t0 = new Date(Date.now() + 3000 * HOUR);
      const view = await createView(maya, `${word}flaky`);
      const alert = await createAlert(maya, { name: 'Flaky', frequency: 'IMMEDIATE', destination_type: 'WEBHOOK', webhook_url: flaky.url, view_ids: [view] });
      await pin(alert.id, t0);
      await insertNotice(db(), `${word}flaky ferry services`, new Date(t0.getTime() + 1000));
      failing = true;
      const start = flaky.received.length;
      let at = t0.getTime() + 2000;
      await buildDueDigests(deps, new Date(at));
      const waits: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const [d] = await db().select().from(leadSubscriptionDeliveries).where(eq(leadSubscriptionDeliveries.leadSubscriptionId, alert.id));
        at = Math.max(at, d?.nextAttemptAt.getTime() ?? at);
        // Not before the back-off: nothing is sent early.
        expect(await sendDueDeliveries(deps, new Date(at - 1))).toMatchObject({ sent: 0 });
        await sendDueDeliveries(deps, new Date(at));
        const [after] = await db().select().from(leadSubscriptionDeliveries).where(eq(leadSubscriptionDeliveries.leadSubscriptionId, alert.id));
        if (after?.status === 'pending') waits.push(after.nextAttemptAt.getTime() - at);
      }
      expect(flaky.received.length - start).toBe(5);
      // Exponential: each wait about twice the previous (±10% jitter).
      expect(waits).toHaveLength(4);
      for (let i = 1; i < waits.length; i += 1) expect((waits[i] ?? 0) / (waits[i - 1] ?? 1)).toBeGreaterThan(1.5);
      const [d] = await db().select().from(leadSubscriptionDeliveries).where(eq(leadSubscriptionDeliveries.leadSubscriptionId, alert.id));
      expect(d).toMatchObject({ status: 'failed', attempts: 5 });
      const list = (await (await call(maya, '/api/lead_subscriptions')).json()) as { lead_subscriptions: { id: number; failing: { error: string } | null }[] };
      expect(list.lead_subscriptions.find((s) => s.id === alert.id)?.failing?.error).toContain('HTTP 500');

      // A working destination clears it (the test send).
      failing = false;
      const test = await call(maya, `/api/lead_subscriptions/${alert.id}/test`, 'POST', {});
      const sent = (await test.json()) as { delivery: { status: string }; lead_subscription: { failing: unknown } };
      expect(sent.delivery.status).toBe('sent');
      expect(sent.lead_subscription.failing).toBeNull();
    });

    it('sends nothing twice when the process dies between claim and send', async () => {
      const t0 = new Date(Date.now() + 4000 * HOUR);
      const view = await createView(maya, `${word}crash`);
      const alert = await createAlert(maya, { name: 'Crash', frequency: 'IMMEDIATE', destination_type: 'WEBHOOK', webhook_url: `${hook.url}/crash`, view_ids: [view] });
      await pin(alert.id, t0);
      await insertNotice(db(), `${word}crash harbour dredging`, new Date(t0.getTime() + 1000));
      const start = hook.received.length;
      const crashing: AlertDeps = {
        ...deps,
        workerId: 'doomed',
        leaseMs: 60_000,
        beforeSend: () => {
          throw new Error('killed');
        },
      };
      await expect(runAlertDelivery(crashing, new Date(t0.getTime() + 2000))).rejects.toThrow('killed');
      expect(hook.received.length).toBe(start);
      // Another worker while the lease holds: nothing (not claimed twice); the build finds nothing new.
      expect(await runAlertDelivery(deps, new Date(t0.getTime() + 3000))).toMatchObject({ built: 0, sent: 0 });
      // After the lease: sent once.
      expect(await runAlertDelivery(deps, new Date(t0.getTime() + 70_000))).toMatchObject({ sent: 1 });
      expect(await runAlertDelivery(deps, new Date(t0.getTime() + 140_000))).toMatchObject({ built: 0, sent: 0 });
      expect(hook.received.slice(start).filter((r) => r.path === '/crash')).toHaveLength(1);
      const rows = await db().select().from(leadSubscriptionDeliveries).where(eq(leadSubscriptionDeliveries.leadSubscriptionId, alert.id));
      expect(rows).toHaveLength(1);
    });

    it('holds webhook deliveries past the company cap without spending an attempt, and sends them when it frees up', async () => {
      // A minute into an hour window: the spent allowance frees up only when that window slides past,
      // so the hold is long. (At a random t0 near a window's end it frees up within seconds.)
      const t0 = new Date(Math.floor((Date.now() + 5000 * HOUR) / HOUR) * HOUR + 60_000);
      const view = await createView(maya, `${word}cap`);
      const alert = await createAlert(maya, { name: 'Capped', frequency: 'IMMEDIATE', destination_type: 'WEBHOOK', webhook_url: `${hook.url}/cap`, view_ids: [view] });
      await pin(alert.id, t0);
      await insertNotice(db(), `${word}cap quay repairs`, new Date(t0.getTime() + 1000));
      const [sub] = await db().select().from(leadSubscriptions).where(eq(leadSubscriptions.id, alert.id));
      // The company's allowance for this hour is spent (other alerts' deliveries).
      const cap = RATE_LIMITS.webhookDeliveriesPerCompany;
      expect(await consumeRateLimit(db(), { rule: cap, subject: sub!.companyId, cost: cap.limit }, t0)).toEqual({ allowed: true });
      const start = hook.received.length;
      await runAlertDelivery(deps, new Date(t0.getTime() + 2000));
      expect(hook.received.length).toBe(start);
      const [held] = await db().select().from(leadSubscriptionDeliveries).where(eq(leadSubscriptionDeliveries.leadSubscriptionId, alert.id));
      expect(held).toMatchObject({ status: 'pending', attempts: 0, lastError: cap.message });
      expect(held!.nextAttemptAt.getTime()).toBeGreaterThan(t0.getTime() + 60_000);
      // Two hours on, the window has slid past: sent once.
      await runAlertDelivery(deps, new Date(t0.getTime() + 2 * HOUR));
      expect(hook.received.slice(start).filter((r) => r.path === '/cap')).toHaveLength(1);
      const [sent] = await db().select().from(leadSubscriptionDeliveries).where(eq(leadSubscriptionDeliveries.leadSubscriptionId, alert.id));
      expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    });

    it('an import announcing new notices wakes the alert job at once (no wait for its 30 s tick)', async () => {
      const view = await createView(maya, `${word}wake`);
      const alert = await createAlert(maya, { name: 'Wake', frequency: 'IMMEDIATE', destination_type: 'WEBHOOK', webhook_url: `${hook.url}/wake`, view_ids: [view] });
      const past = new Date(Date.now() - 60_000);
      await pin(alert.id, past);
      const worker = startAlertWorker({ ...deps, now: () => new Date(), log: { warn: () => undefined }, intervalMs: HOUR });
      const unlisten = await listenNoticesChanged(api().app.database, worker.wake);
      try {
        // The worker's first run (at start) is over before the notice exists.
        await new Promise((r) => setTimeout(r, 1500));
        const start = hook.received.length;
        await insertNotice(db(), `${word}wake pier lighting`, new Date());
        const announced = Date.now();
        await announceNoticesChanged(db());
        while (!hook.received.slice(start).some((r) => r.path === '/wake') && Date.now() - announced < 20_000) await new Promise((r) => setTimeout(r, 50));
        expect(hook.received.slice(start).filter((r) => r.path === '/wake')).toHaveLength(1);
        expect(Date.now() - announced).toBeLessThan(20_000);
      } finally {
        await unlisten();
        await worker.stop();
      }
    });

    it('keeps alerts to their owner, refuses guests and validates input and webhook URLs', async () => {
      const view = await createView(maya, `${word}own`);
      const alert = await createAlert(maya, { name: 'Mine', view_ids: [view] });
      expect((await call(leo, `/api/lead_subscriptions/${alert.id}`, 'PATCH', { name: 'Taken' })).status).toBe(404);
      expect((await call(leo, `/api/lead_subscriptions/${alert.id}`, 'DELETE')).status).toBe(404);
      // Maya's private view is not Leo's to subscribe.
      expect((await call(leo, '/api/lead_subscriptions', 'POST', { name: 'Sneaky', view_ids: [view] })).status).toBe(400);
      expect((await call(guest, '/api/lead_subscriptions')).status).toBe(403);
      expect((await call(maya, '/api/lead_subscriptions', 'POST', { name: 'x', extra: 1 })).status).toBe(400);
      expect((await call(maya, '/api/lead_subscriptions', 'POST', { name: '', view_ids: [view] })).status).toBe(400);
      expect((await call(maya, '/api/lead_subscriptions', 'POST', { name: 'Hook', destination_type: 'SLACK' })).status).toBe(400);
      expect((await call(maya, '/api/lead_subscriptions', 'POST', { name: 'Hook', frequency: 'HOURLY' })).status).toBe(400);
      const list = (await (await call(leo, '/api/lead_subscriptions')).json()) as { lead_subscriptions: { id: number }[] };
      expect(list.lead_subscriptions.some((s) => s.id === alert.id)).toBe(false);

      // Contents: add a view (twice is once), rename it as digests show it, list, remove; not Leo's to touch.
      const other = await createView(maya, `${word}other`);
      const added = await call(maya, '/api/lead_subscription_contents', 'POST', { lead_subscription_id: alert.id, resource_type: 'SAVED_VIEW', resource_id: other });
      expect(added.status).toBe(201);
      const content = ((await added.json()) as { lead_subscription_content: { id: number } }).lead_subscription_content;
      const again = await call(maya, '/api/lead_subscription_contents', 'POST', { lead_subscription_id: alert.id, resource_type: 'SAVED_VIEW', resource_id: other });
      expect(((await again.json()) as { lead_subscription_content: { id: number } }).lead_subscription_content.id).toBe(content.id);
      expect((await call(leo, `/api/lead_subscription_contents/${content.id}`, 'PATCH', { resource_name: 'Mine now' })).status).toBe(404);
      expect((await call(maya, `/api/lead_subscription_contents/${content.id}`, 'PATCH', { resource_name: 'Cloud (Leeds)' })).status).toBe(200);
      const listed = (await (await call(maya, `/api/lead_subscription_contents?lead_subscription_id=${alert.id}`)).json()) as {
        lead_subscription_contents: { id: number; resourceName: string }[];
      };
      expect(listed.lead_subscription_contents.map((c) => c.resourceName)).toEqual([`View ${word}own`, 'Cloud (Leeds)']);
      expect((await call(maya, `/api/lead_subscription_contents?id=${content.id}`, 'DELETE')).status).toBe(200);
      expect((await (await call(maya, `/api/lead_subscription_contents?lead_subscription_id=${alert.id}`)).json()) as unknown).toMatchObject({
        lead_subscription_contents: [{ resourceName: `View ${word}own` }],
      });

      const settings = await call(maya, '/api/notification_settings', 'PATCH', { notifications_enabled: false });
      expect(await settings.json()).toEqual({ notification_settings: { notifications_enabled: false, send_app_activity_notifications: true } });
      expect(await (await call(maya, '/api/notification_settings')).json()).toMatchObject({ notification_settings: { notifications_enabled: false } });
      await call(maya, '/api/notification_settings', 'PATCH', { notifications_enabled: true });
    });
  },
  { config: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, webhooks: { allowHttp: true, allowPrivateHosts: true } } },
);

it('refuses private, loopback and metadata addresses unless allowed, and http:// in production', () => {
  const production = { allowHttp: false, allowPrivateHosts: false };
  expect(webhookUrlProblem('https://hooks.slack.com/services/T0/B0/x', production)).toBeNull();
  expect(webhookUrlProblem('http://hooks.slack.com/services/T0/B0/x', production)).toBe('Webhook URLs must start with https://');
  for (const url of ['https://127.0.0.1/x', 'https://169.254.169.254/latest', 'https://10.1.2.3/', 'https://[::1]/', 'https://localhost/', 'https://[fd00::1]/', 'https://metadata.internal/']) {
    expect(webhookUrlProblem(url, production), url).toBe('Webhook URLs must point to a public address');
  }
  expect(webhookUrlProblem('https://user:pw@example.com/', production)).toBe('Webhook URLs cannot contain a user name or password');
  expect(webhookUrlProblem('https://127.0.0.1/x', { allowHttp: true, allowPrivateHosts: true })).toBeNull();
  expect(isPrivateAddress('::ffff:192.168.1.1')).toBe(true);
  expect(isPrivateAddress('8.8.8.8')).toBe(false);
});

it('checks resolved addresses at connect time (a public name that resolves to a private address is refused)', async () => {
  // `localhost` resolves from /etc/hosts to a loopback address: the lookup the socket uses refuses it.
  const lookup = (allow: boolean) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) =>
      guardedLookup(allow)('localhost', { family: 4 }, (error, address) => resolve({ error, address })),
    );
  expect((await lookup(false)).error?.code).toBe('EPRIVATEADDRESS');
  const allowed = await lookup(true);
  expect(allowed.error).toBeNull();
  expect(allowed.address).toBe('127.0.0.1');
});
