/**
 * Alerts (lead subscriptions): a user's own subscriptions of saved views and notice lists, their
 * contents, notification settings, and the token routes of the email (unsubscribe, status).
 * Every query is scoped to the caller: another user's subscription is "not found" (decision 0029).
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ALERT_INTERVAL_MS, alertNeedsWebhook, type AlertFrequency } from '@tenderlens/domain/alerts';
import type { Database, Executor } from '../db/client';
import {
  leadSubscriptionContents,
  leadSubscriptionDeliveries,
  leadSubscriptions,
  notificationSettings,
  type LeadSubscriptionContentRow,
  type LeadSubscriptionRow,
} from '../db/schema/index';
import { badRequest } from '../http/errors';
import { visibleRecordList } from '../lists/recordLists';
import { webhookUrlProblem, type WebhookPolicy } from '../outbound/webhook';
import { listSavedViews } from '../savedViews/service';
import type { CurrentUser } from '../users/currentUser';
import { notFound } from '../workspace/http';
import type { CreateSubscriptionInput, UpdateSubscriptionInput } from './schemas';

export interface SubscriptionView {
  row: LeadSubscriptionRow;
  contents: LeadSubscriptionContentRow[];
  lastDelivery: { status: string; sentAt: Date | null; createdAt: Date; lastError: string | null } | null;
}

const secret = () => randomBytes(32).toString('hex');

/** The next digest of a frequency: immediate ones at once, others one interval after `now`. */
export const nextRunAfter = (frequency: string, now: Date) =>
  new Date(now.getTime() + (ALERT_INTERVAL_MS[frequency as AlertFrequency] ?? ALERT_INTERVAL_MS.DAILY));

async function resolveContents(
  db: Database,
  user: CurrentUser,
  viewIds: number[],
  listIds: number[],
): Promise<{ resourceType: 'SAVED_VIEW' | 'RECORD_LIST'; resourceId: string; resourceName: string }[]> {
  const out: { resourceType: 'SAVED_VIEW' | 'RECORD_LIST'; resourceId: string; resourceName: string }[] = [];
  if (viewIds.length) {
    const views = await listSavedViews(db, user, 'NOTICES');
    for (const id of new Set(viewIds)) {
      const view = views.find((v) => Number(v.id) === id);
      if (!view) throw badRequest(`Saved view ${id} was not found`);
      out.push({ resourceType: 'SAVED_VIEW', resourceId: String(id), resourceName: view.name });
    }
  }
  for (const id of new Set(listIds)) {
    const list = await visibleRecordList(db, user, id).catch(() => null);
    if (!list) throw badRequest(`Notice list ${id} was not found`);
    out.push({ resourceType: 'RECORD_LIST', resourceId: String(id), resourceName: list.name });
  }
  return out;
}

function checkDestination(type: string, url: string | null | undefined, policy: WebhookPolicy): string | null {
  if (!alertNeedsWebhook(type as never)) return null;
  if (!url) throw badRequest('Enter the webhook URL');
  const problem = webhookUrlProblem(url, policy);
  if (problem) throw badRequest(problem);
  return url;
}

async function viewsOf(db: Executor, rows: LeadSubscriptionRow[]): Promise<SubscriptionView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const contents = await db.select().from(leadSubscriptionContents).where(inArray(leadSubscriptionContents.leadSubscriptionId, ids));
  const deliveries = await db
    .select()
    .from(leadSubscriptionDeliveries)
    .where(and(inArray(leadSubscriptionDeliveries.leadSubscriptionId, ids)))
    .orderBy(desc(leadSubscriptionDeliveries.createdAt), desc(leadSubscriptionDeliveries.id));
  return rows.map((row) => {
    const last = deliveries.find((d) => d.leadSubscriptionId === row.id);
    return {
      row,
      contents: contents.filter((c) => c.leadSubscriptionId === row.id).sort((a, b) => a.id - b.id),
      lastDelivery: last ? { status: last.status, sentAt: last.sentAt, createdAt: last.createdAt, lastError: last.lastError } : null,
    };
  });
}

export async function listSubscriptions(db: Executor, user: CurrentUser): Promise<SubscriptionView[]> {
  const rows = await db
    .select()
    .from(leadSubscriptions)
    .where(eq(leadSubscriptions.userId, user.id))
    .orderBy(leadSubscriptions.name, leadSubscriptions.id);
  return viewsOf(db, rows);
}

/** The caller's own subscription; another user's is not found. */
export async function ownSubscription(db: Executor, user: CurrentUser, id: number): Promise<LeadSubscriptionRow> {
  const [row] = await db
    .select()
    .from(leadSubscriptions)
    .where(and(eq(leadSubscriptions.id, id), eq(leadSubscriptions.userId, user.id)));
  if (!row) throw notFound('Alert not found');
  return row;
}

export async function getSubscription(db: Executor, user: CurrentUser, id: number): Promise<SubscriptionView> {
  const [view] = await viewsOf(db, [await ownSubscription(db, user, id)]);
  if (!view) throw notFound('Alert not found');
  return view;
}

export async function createSubscription(
  db: Database,
  user: CurrentUser,
  input: CreateSubscriptionInput,
  policy: WebhookPolicy,
  now: Date,
): Promise<SubscriptionView> {
  const webhookUrl = checkDestination(input.destination_type, input.webhook_url, policy);
  const contents = await resolveContents(db, user, input.view_ids, input.list_ids);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(leadSubscriptions)
      .values({
        userId: user.id,
        companyId: user.company.id,
        teamId: user.team.id,
        name: input.name,
        frequency: input.frequency,
        disabled: input.disabled,
        destinationType: input.destination_type,
        destinationName: input.destination_name ?? null,
        webhookUrl,
        webhookSecret: input.destination_type === 'WEBHOOK' ? secret() : null,
        // Only notices added from now on are new to the alert.
        deliveredUntil: now,
        nextRunAt: nextRunAfter(input.frequency, now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('alert not created');
    if (contents.length) await tx.insert(leadSubscriptionContents).values(contents.map((c) => ({ ...c, leadSubscriptionId: created.id })));
    return created;
  });
  return getSubscription(db, user, row.id);
}

export async function updateSubscription(
  db: Database,
  user: CurrentUser,
  id: number,
  input: UpdateSubscriptionInput,
  policy: WebhookPolicy,
  now: Date,
): Promise<SubscriptionView> {
  const current = await ownSubscription(db, user, id);
  const type = input.destination_type ?? current.destinationType;
  const url = input.webhook_url === undefined ? current.webhookUrl : input.webhook_url;
  const webhookUrl = checkDestination(type, url, policy);
  const contents =
    input.view_ids !== undefined || input.list_ids !== undefined
      ? await resolveContents(
          db,
          user,
          input.view_ids ?? [],
          input.list_ids ?? [],
        )
      : null;
  const frequency = input.frequency ?? current.frequency;
  await db.transaction(async (tx) => {
    await tx
      .update(leadSubscriptions)
      .set({
        name: input.name ?? current.name,
        frequency,
        disabled: input.disabled ?? current.disabled,
        destinationType: type,
        destinationName: input.destination_name === undefined ? current.destinationName : input.destination_name,
        webhookUrl,
        webhookSecret: type === 'WEBHOOK' ? (current.webhookSecret ?? secret()) : null,
        ...(frequency !== current.frequency ? { nextRunAt: nextRunAfter(frequency, now) } : {}),
        // Resuming a paused alert starts from now: what arrived while paused is not sent.
        ...(current.disabled && input.disabled === false ? { deliveredUntil: now } : {}),
        // A changed destination gets a fresh chance.
        ...(webhookUrl !== current.webhookUrl || type !== current.destinationType ? { lastError: null, lastErrorAt: null } : {}),
        updatedAt: now,
      })
      .where(eq(leadSubscriptions.id, id));
    if (contents) {
      await tx.delete(leadSubscriptionContents).where(eq(leadSubscriptionContents.leadSubscriptionId, id));
      if (contents.length) await tx.insert(leadSubscriptionContents).values(contents.map((c) => ({ ...c, leadSubscriptionId: id })));
    }
  });
  return getSubscription(db, user, id);
}

export async function deleteSubscription(db: Executor, user: CurrentUser, id: number): Promise<void> {
  await ownSubscription(db, user, id);
  await db.delete(leadSubscriptions).where(eq(leadSubscriptions.id, id));
}

/** Contents of the caller's subscriptions (all, or of one). */
export async function listContents(db: Executor, user: CurrentUser, subscriptionId?: number): Promise<LeadSubscriptionContentRow[]> {
  if (subscriptionId !== undefined) await ownSubscription(db, user, subscriptionId);
  const rows = await db
    .select({ content: leadSubscriptionContents })
    .from(leadSubscriptionContents)
    .innerJoin(leadSubscriptions, eq(leadSubscriptions.id, leadSubscriptionContents.leadSubscriptionId))
    .where(
      and(
        eq(leadSubscriptions.userId, user.id),
        subscriptionId !== undefined ? eq(leadSubscriptionContents.leadSubscriptionId, subscriptionId) : undefined,
      ),
    )
    .orderBy(leadSubscriptionContents.id);
  return rows.map((r) => r.content);
}

export async function addContent(
  db: Database,
  user: CurrentUser,
  input: { lead_subscription_id: number; resource_type: 'SAVED_VIEW' | 'RECORD_LIST'; resource_id: number },
): Promise<LeadSubscriptionContentRow> {
  await ownSubscription(db, user, input.lead_subscription_id);
  const [content] = await resolveContents(
    db,
    user,
    input.resource_type === 'SAVED_VIEW' ? [input.resource_id] : [],
    input.resource_type === 'RECORD_LIST' ? [input.resource_id] : [],
  );
  if (!content) throw badRequest('Choose a saved view or notice list');
  const existing = (await listContents(db, user, input.lead_subscription_id)).find(
    (c) => c.resourceType === content.resourceType && c.resourceId === content.resourceId,
  );
  if (existing) return existing;
  const [row] = await db
    .insert(leadSubscriptionContents)
    .values({ ...content, leadSubscriptionId: input.lead_subscription_id })
    .returning();
  if (!row) throw new Error('content not created');
  return row;
}

async function ownContent(db: Executor, user: CurrentUser, id: number): Promise<LeadSubscriptionContentRow> {
  const found = (await listContents(db, user)).find((c) => c.id === id);
  if (!found) throw notFound('Alert content not found');
  return found;
}

/** Renames a content as the digests show it ("matched by"). */
export async function updateContent(db: Executor, user: CurrentUser, id: number, resourceName: string): Promise<LeadSubscriptionContentRow> {
  await ownContent(db, user, id);
  const [row] = await db.update(leadSubscriptionContents).set({ resourceName }).where(eq(leadSubscriptionContents.id, id)).returning();
  if (!row) throw notFound('Alert content not found');
  return row;
}

export async function deleteContent(db: Executor, user: CurrentUser, id: number): Promise<void> {
  await ownContent(db, user, id);
  await db.delete(leadSubscriptionContents).where(eq(leadSubscriptionContents.id, id));
}

export interface NotificationSettings {
  notificationsEnabled: boolean;
  sendAppActivityNotifications: boolean;
}

export async function readNotificationSettings(db: Executor, userId: number): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return {
    notificationsEnabled: row?.notificationsEnabled ?? true,
    sendAppActivityNotifications: row?.sendAppActivityNotifications ?? true,
  };
}

export async function writeNotificationSettings(
  db: Executor,
  userId: number,
  input: Partial<NotificationSettings>,
  now: Date,
): Promise<NotificationSettings> {
  const next = { ...(await readNotificationSettings(db, userId)), ...input };
  await db
    .insert(notificationSettings)
    .values({ userId, ...next, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...next, updatedAt: now } });
  return next;
}

/** The subscription an unsubscribe token names (the token is the only credential). */
export async function subscriptionByToken(db: Executor, token: string): Promise<LeadSubscriptionRow> {
  const [row] = await db.select().from(leadSubscriptions).where(eq(leadSubscriptions.unsubscribeToken, token));
  if (!row) throw notFound('This unsubscribe link is not valid');
  return row;
}

/** One-click unsubscribe (RFC 8058): pauses the alert; repeating it changes nothing. */
export async function unsubscribe(db: Executor, token: string, now: Date): Promise<LeadSubscriptionRow> {
  const row = await subscriptionByToken(db, token);
  if (row.disabled) return row;
  const [updated] = await db
    .update(leadSubscriptions)
    .set({ disabled: true, updatedAt: now })
    .where(eq(leadSubscriptions.id, row.id))
    .returning();
  return updated ?? row;
}
