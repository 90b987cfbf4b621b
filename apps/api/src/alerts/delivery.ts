/**
 * The alert delivery job (decision 0029). Two steps, each claimed with a lease in the database so
 * several server processes share the work and a process killed at any point loses nothing:
 *
 * 1. Build: a due subscription is claimed by pushing its `next_run_at` one lease ahead (`for update
 *    skip locked`); its new notices are searched as the subscriber; then ONE transaction inserts the
 *    delivery (unique idempotency key `<guid>:<window start>`), records each notice against the
 *    subscription (primary key subscription + notice: a notice is in one delivery at most), moves
 *    the window on and sets the next run. A crash before that commit leaves the window as it was.
 * 2. Send: a due delivery is claimed (`sending`, attempts + 1, a lease) and committed BEFORE the
 *    transport is called; success marks it sent; a failure schedules a retry with exponential
 *    back-off, and after ALERT_MAX_ATTEMPTS marks it failed and shows the error on the alert. A
 *    crash between claim and send leaves a `sending` row whose lease expires: it is sent then, once.
 *    The transport gets the idempotency key (Idempotency-Key header, Message-ID) so a receiver can
 *    drop the one repeat a crash between a send and its commit could cause.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ALERT_MAX_ATTEMPTS, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@tenderlens/domain/alerts';
import { queryRows, type Database } from '../db/client';
import {
  leadSubscriptionContents,
  leadSubscriptionDeliveredNotices,
  leadSubscriptionDeliveries,
  leadSubscriptions,
  type LeadSubscriptionDeliveryRow,
  type LeadSubscriptionRow,
} from '../db/schema/index';
import type { Mailer } from '../email/mailer';
import { ALERT_EMAIL_KIND, deliver, retryDelivery } from '../email/outbox';
import { consumeRateLimit, RATE_LIMITS } from '../http/rateLimit';
import { backoffMs, signWebhook, type WebhookClient } from '../outbound/webhook';
import { loadCurrentUser } from '../users/currentUser';
import { collectNotices, renderEmail, renderGeneric, renderSlack, renderTeams, type DigestPayload } from './digest';
import { nextRunAfter, readNotificationSettings } from './service';

export interface AlertDeps {
  db: Database;
  mailer: Mailer;
  webhooks: WebhookClient;
  publicUrl: string;
  mailFrom: string;
  /** Who holds the claims of this process. */
  workerId: string;
  /** How long a claim holds a subscription or a delivery. @default 5 minutes */
  leaseMs?: number;
  /** Back-off base (attempt n waits base × 2^(n-1)). @default 60000 */
  backoffBaseMs?: number;
  /** Test hook: called after a delivery is claimed and before it is sent (a crash there). */
  beforeSend?: (delivery: LeadSubscriptionDeliveryRow) => void | Promise<void>;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const iso = (d: Date) => d.toISOString();

export const manageUrl = (publicUrl: string) => `${publicUrl}/account-management/notifications`;
export const unsubscribePageUrl = (publicUrl: string, token: string) => `${publicUrl}/unsubscribe?token=${token}`;
export const unsubscribeApiUrl = (publicUrl: string, token: string) => `${publicUrl}/api/unsubscribe?token=${token}`;

function payloadOf(deps: AlertDeps, sub: LeadSubscriptionRow, window: { from: Date; to: Date }, found: { notices: DigestPayload['notices']; total: number }, test: boolean): DigestPayload {
  return {
    alert: { guid: sub.guid, name: sub.name, frequency: sub.frequency },
    window: { from: iso(window.from), to: iso(window.to) },
    notices: found.notices,
    total: found.total,
    manageUrl: manageUrl(deps.publicUrl),
    unsubscribeUrl: unsubscribePageUrl(deps.publicUrl, sub.unsubscribeToken),
    test,
  };
}

/** Claims one due subscription (pushes its next run one lease ahead); null when none is due. */
async function claimDueSubscription(db: Database, now: Date, leaseMs: number): Promise<LeadSubscriptionRow | null> {
  const rows = await queryRows<{ id: number | string }>(
    db,
    sql`update lead_subscriptions set next_run_at = ${iso(new Date(now.getTime() + leaseMs))}::timestamptz
      where id = (select id from lead_subscriptions where disabled = false and frequency <> 'NEVER'
          and next_run_at <= ${iso(now)}::timestamptz order by next_run_at, id limit 1 for update skip locked)
      returning id`,
  );
  const id = rows[0]?.id;
  if (id === undefined) return null;
  const [row] = await db.select().from(leadSubscriptions).where(eq(leadSubscriptions.id, Number(id)));
  return row ?? null;
}

/** Builds the digest of one claimed subscription; returns the delivery id (null: nothing new). */
export async function buildDigest(deps: AlertDeps, sub: LeadSubscriptionRow, now: Date): Promise<number | null> {
  const { db } = deps;
  const window = { from: sub.deliveredUntil, to: now };
  const advance = (tx: Database | Parameters<Parameters<Database['transaction']>[0]>[0]) =>
    tx
      .update(leadSubscriptions)
      .set({ deliveredUntil: now, nextRunAt: nextRunAfter(sub.frequency, now) })
      .where(eq(leadSubscriptions.id, sub.id));
  const user = await loadCurrentUser(db, sub.userId);
  const settings = await readNotificationSettings(db, sub.userId);
  if (!user || !user.active || !settings.notificationsEnabled) {
    await advance(db);
    return null;
  }
  const contents = await db.select().from(leadSubscriptionContents).where(eq(leadSubscriptionContents.leadSubscriptionId, sub.id));
  const found = await collectNotices(db, user, sub, contents, window, deps.publicUrl, now);
  if (!found.notices.length) {
    await advance(db);
    return null;
  }
  const payload = payloadOf(deps, sub, window, found, false);
  return db.transaction(async (tx) => {
    const [delivery] = await tx
      .insert(leadSubscriptionDeliveries)
      .values({
        leadSubscriptionId: sub.id,
        idempotencyKey: `${sub.guid}:${iso(window.from)}`,
        kind: 'digest',
        destinationType: sub.destinationType,
        noticeIds: found.noticeIds,
        payload,
        nextAttemptAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: leadSubscriptionDeliveries.id });
    if (!delivery) return null; // another process built this window
    await tx
      .insert(leadSubscriptionDeliveredNotices)
      .values(found.noticeIds.map((noticeId) => ({ leadSubscriptionId: sub.id, noticeId, deliveryId: delivery.id })))
      .onConflictDoNothing();
    await advance(tx as unknown as Database);
    return delivery.id;
  });
}

/** Builds every due subscription's digest; returns how many deliveries were made. */
export async function buildDueDigests(deps: AlertDeps, now: Date, max = 10_000): Promise<{ built: number; checked: number }> {
  let built = 0;
  let checked = 0;
  const seen = new Set<number>();
  for (; checked < max; ) {
    const sub = await claimDueSubscription(deps.db, now, deps.leaseMs ?? DEFAULT_LEASE_MS);
    // Each subscription once per run (an immediate one is due again a second later).
    if (!sub || seen.has(sub.id)) break;
    seen.add(sub.id);
    checked += 1;
    if ((await buildDigest(deps, sub, now)) !== null) built += 1;
  }
  return { built, checked };
}

async function claimDueDelivery(deps: AlertDeps, now: Date, id?: number): Promise<LeadSubscriptionDeliveryRow | null> {
  const until = iso(new Date(now.getTime() + (deps.leaseMs ?? DEFAULT_LEASE_MS)));
  const which = id === undefined ? sql`true` : sql`id = ${id}`;
  const rows = await queryRows<{ id: number | string }>(
    deps.db,
    sql`update lead_subscription_deliveries set status = 'sending', attempts = attempts + 1,
        claimed_by = ${deps.workerId}, claimed_until = ${until}::timestamptz
      where id = (select id from lead_subscription_deliveries where ${which} and status in ('pending', 'sending')
          and next_attempt_at <= ${iso(now)}::timestamptz and (claimed_until is null or claimed_until <= ${iso(now)}::timestamptz)
          order by next_attempt_at, id limit 1 for update skip locked)
      returning id`,
  );
  const claimed = rows[0]?.id;
  if (claimed === undefined) return null;
  const [row] = await deps.db.select().from(leadSubscriptionDeliveries).where(eq(leadSubscriptionDeliveries.id, Number(claimed)));
  return row ?? null;
}

interface SendOutcome {
  ok: boolean;
  error: string | null;
  retryAfterSeconds: number | null;
  outboxId?: number;
  /** Not attempted: the company's webhook allowance is spent; tried again when it frees up (no attempt used). */
  deferred?: boolean;
}

async function transmit(deps: AlertDeps, sub: LeadSubscriptionRow, d: LeadSubscriptionDeliveryRow, now: Date): Promise<SendOutcome> {
  const payload = d.payload as DigestPayload;
  if (sub.destinationType === 'EMAIL') {
    if (d.outboxId !== null) {
      const again = await retryDelivery(deps.db, deps.mailer, d.outboxId, () => now);
      if (again) return { ok: again.status !== 'failed', error: again.error, retryAfterSeconds: null };
    }
    const [owner] = await queryRows<{ email: string }>(deps.db, sql`select email from users where id = ${sub.userId}`);
    if (!owner) return { ok: false, error: 'The alert’s owner no longer exists', retryAfterSeconds: null };
    const { subject, text, html } = renderEmail(payload);
    const result = await deliver(
      deps.db,
      deps.mailer,
      {
        from: deps.mailFrom,
        to: [owner.email],
        cc: [],
        subject,
        text,
        html,
        messageId: `<${d.idempotencyKey.replace(/[^A-Za-z0-9.-]/g, '.')}@alerts.tenderlens>`,
        headers: {
          'List-Unsubscribe': `<${unsubscribeApiUrl(deps.publicUrl, sub.unsubscribeToken)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
      { kind: ALERT_EMAIL_KIND, companyId: sub.companyId, createdById: sub.userId },
      () => now,
    );
    return { ok: result.status !== 'failed', error: result.error, retryAfterSeconds: null, outboxId: result.id };
  }
  if (!sub.webhookUrl) return { ok: false, error: 'The alert has no webhook URL', retryAfterSeconds: null };
  const body =
    sub.destinationType === 'SLACK' ? renderSlack(payload) : sub.destinationType === 'MSTEAMS' ? renderTeams(payload) : renderGeneric(payload, d.idempotencyKey);
  const text = JSON.stringify(body);
  // The per-company cap on webhook deliveries (RATE_LIMITS, counted in the database across processes).
  const allowance = await consumeRateLimit(deps.db, { rule: RATE_LIMITS.webhookDeliveriesPerCompany, subject: sub.companyId }, now);
  if (!allowance.allowed) return { ok: false, error: allowance.rule.message, retryAfterSeconds: allowance.retryAfterSeconds, deferred: true };
  const headers: Record<string, string> = {};
  if (sub.destinationType === 'WEBHOOK' && sub.webhookSecret) {
    const timestamp = Math.floor(now.getTime() / 1000);
    headers[WEBHOOK_TIMESTAMP_HEADER] = String(timestamp);
    headers[WEBHOOK_SIGNATURE_HEADER] = signWebhook(sub.webhookSecret, timestamp, text);
  }
  const res = await deps.webhooks.post({ url: sub.webhookUrl, body: text, headers, idempotencyKey: d.idempotencyKey, purpose: 'lead_subscription' });
  return { ok: res.ok, error: res.error, retryAfterSeconds: res.retryAfterSeconds };
}

/** Sends one claimed delivery and records the outcome. */
async function sendClaimed(deps: AlertDeps, d: LeadSubscriptionDeliveryRow, now: Date): Promise<LeadSubscriptionDeliveryRow> {
  const { db } = deps;
  await deps.beforeSend?.(d);
  const [sub] = await db.select().from(leadSubscriptions).where(eq(leadSubscriptions.id, d.leadSubscriptionId));
  const outcome: SendOutcome = sub
    ? await transmit(deps, sub, d, now).catch((e: unknown) => ({ ok: false, error: e instanceof Error ? e.message : String(e), retryAfterSeconds: null }))
    : { ok: false, error: 'The alert was deleted', retryAfterSeconds: null };
  const exhausted = !outcome.ok && !outcome.deferred && (d.attempts >= ALERT_MAX_ATTEMPTS || !sub || d.kind === 'test');
  const wait = outcome.retryAfterSeconds !== null ? outcome.retryAfterSeconds * 1000 : backoffMs(d.attempts, deps.backoffBaseMs ?? 60_000);
  const [updated] = await db
    .update(leadSubscriptionDeliveries)
    .set({
      status: outcome.ok ? 'sent' : exhausted ? 'failed' : 'pending',
      sentAt: outcome.ok ? now : null,
      lastError: outcome.ok ? null : (outcome.error ?? 'Delivery failed').slice(0, 1000),
      claimedBy: null,
      claimedUntil: null,
      ...(outcome.deferred ? { attempts: Math.max(0, d.attempts - 1) } : {}),
      nextAttemptAt: outcome.ok || exhausted ? d.nextAttemptAt : new Date(now.getTime() + wait),
      ...(outcome.outboxId !== undefined ? { outboxId: outcome.outboxId } : {}),
    })
    .where(eq(leadSubscriptionDeliveries.id, d.id))
    .returning();
  if (sub && (outcome.ok || exhausted)) {
    await db
      .update(leadSubscriptions)
      .set(outcome.ok ? { lastError: null, lastErrorAt: null } : { lastError: (outcome.error ?? 'Delivery failed').slice(0, 1000), lastErrorAt: now })
      .where(eq(leadSubscriptions.id, sub.id));
  }
  return updated ?? d;
}

/** Sends every due delivery (claimed one at a time); returns counts. */
export async function sendDueDeliveries(deps: AlertDeps, now: Date, max = 10_000): Promise<{ sent: number; failed: number; retrying: number }> {
  const counts = { sent: 0, failed: 0, retrying: 0 };
  for (let i = 0; i < max; i += 1) {
    const d = await claimDueDelivery(deps, now);
    if (!d) break;
    const done = await sendClaimed(deps, d, now);
    if (done.status === 'sent') counts.sent += 1;
    else if (done.status === 'failed') counts.failed += 1;
    else counts.retrying += 1;
  }
  return counts;
}

/** One run of the job: build due digests, then send due deliveries. */
export async function runAlertDelivery(deps: AlertDeps, now: Date): Promise<Record<string, number>> {
  const built = await buildDueDigests(deps, now);
  const sent = await sendDueDeliveries(deps, now);
  return { ...built, ...sent };
}

/**
 * A test send: the newest matches of the alert (delivered before or not), sent now and recorded
 * as a `test` delivery (not retried; nothing is marked delivered).
 */
export async function sendTest(deps: AlertDeps, sub: LeadSubscriptionRow, now: Date): Promise<LeadSubscriptionDeliveryRow> {
  const user = await loadCurrentUser(deps.db, sub.userId);
  if (!user) throw new Error('The alert’s owner no longer exists');
  const contents = await deps.db.select().from(leadSubscriptionContents).where(eq(leadSubscriptionContents.leadSubscriptionId, sub.id));
  const found = await collectNotices(deps.db, user, sub, contents, null, deps.publicUrl, now);
  const sample = { notices: found.notices.slice(0, 5), total: found.notices.slice(0, 5).length };
  const [row] = await deps.db
    .insert(leadSubscriptionDeliveries)
    .values({
      leadSubscriptionId: sub.id,
      idempotencyKey: `${sub.guid}:test:${randomUUID()}`,
      kind: 'test',
      destinationType: sub.destinationType,
      payload: payloadOf(deps, sub, { from: now, to: now }, sample, true),
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('test delivery not created');
  const claimed = await claimDueDelivery(deps, now, row.id);
  return claimed ? sendClaimed(deps, claimed, now) : row;
}

export interface AlertWorkerOptions extends AlertDeps {
  log: { warn: (obj: object, msg: string) => void };
  now: () => Date;
  /** @default 30000 */
  intervalMs?: number;
}

export interface AlertWorker {
  /** Runs the job now (new notices were written): immediate alerts do not wait for the next tick. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Runs the job every `intervalMs`, once at start, and on `wake()` in the server process. Wake-ups
 * while a run is under way coalesce into one more run after it; the claims in the database guard.
 */
export function startAlertWorker(options: AlertWorkerOptions): AlertWorker {
  let current: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let queued = false;
  const tick = () => {
    if (stopped || queued) return;
    queued = true;
    current = current.then(() => {
      queued = false;
      return stopped ? undefined : runAlertDelivery(options, options.now()).catch((error: unknown) => options.log.warn({ err: error }, 'alert delivery failed'));
    });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? 30_000);
  timer.unref();
  return {
    wake: tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
