/** REST alerts (spec 2§7: lead_subscriptions, lead_subscription_contents, unsubscribe, notification_settings). */
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { createWebhookClient } from '../outbound/webhook';
import { assertCan } from '../policy/index';
import { toPolicySubject, type CurrentUser } from '../users/currentUser';
import { parseInput, readBody } from '../workspace/http';
import type { LeadSubscriptionContentRow, LeadSubscriptionDeliveryRow } from '../db/schema/index';
import { defaultWorkerId } from '../jobs/scheduler';
import { sendTest, unsubscribePageUrl, type AlertDeps } from './delivery';
import {
  ContentsQuerySchema,
  CreateContentSchema,
  CreateSubscriptionSchema,
  IdParamSchema,
  NotificationSettingsSchema,
  TestSendSchema,
  TokenSchema,
  UpdateContentSchema,
  UpdateSubscriptionSchema,
} from './schemas';
import {
  addContent,
  createSubscription,
  deleteContent,
  deleteSubscription,
  getSubscription,
  listContents,
  listSubscriptions,
  ownSubscription,
  readNotificationSettings,
  subscriptionByToken,
  unsubscribe,
  updateContent,
  updateSubscription,
  writeNotificationSettings,
  type NotificationSettings,
  type SubscriptionView,
} from './service';

const cache = new WeakMap<AppDeps, AlertDeps>();

/** The delivery job's dependencies of an app (one webhook client per app: one pace per host). */
export function alertDepsOf(deps: AppDeps): AlertDeps {
  let found = cache.get(deps);
  if (!found) {
    found = {
      db: deps.db,
      mailer: deps.mailer,
      webhooks: createWebhookClient({ ...deps.config.webhooks, db: deps.db }),
      publicUrl: deps.config.publicUrl,
      mailFrom: deps.config.mailFrom,
      workerId: defaultWorkerId(),
    };
    cache.set(deps, found);
  }
  return found;
}

const contentJson = (c: LeadSubscriptionContentRow) => ({
  id: c.id,
  leadSubscriptionId: c.leadSubscriptionId,
  resourceType: c.resourceType,
  resourceId: c.resourceId,
  resourceName: c.resourceName,
  frequency: c.frequency,
});

export const toSubscriptionJson = (v: SubscriptionView) => ({
  id: v.row.id,
  guid: v.row.guid,
  user: v.row.userId,
  company: v.row.companyId,
  team: v.row.teamId,
  name: v.row.name,
  frequency: v.row.frequency,
  disabled: v.row.disabled,
  type: v.row.destinationType,
  webhook_url: v.row.webhookUrl,
  destinationSettings: { type: v.row.destinationType, name: v.row.destinationName, webhookUrl: v.row.webhookUrl },
  /** The generic webhook's signing key (its owner configures the receiver with it). */
  webhook_secret: v.row.webhookSecret,
  views: v.contents.map(contentJson),
  failing: v.row.lastError ? { error: v.row.lastError, at: v.row.lastErrorAt?.toISOString() ?? null } : null,
  last_delivery: v.lastDelivery
    ? {
        status: v.lastDelivery.status,
        sent_at: v.lastDelivery.sentAt?.toISOString() ?? null,
        created_at: v.lastDelivery.createdAt.toISOString(),
        error: v.lastDelivery.lastError,
      }
    : null,
});

const deliveryJson = (d: LeadSubscriptionDeliveryRow) => ({
  id: d.id,
  kind: d.kind,
  status: d.status,
  attempts: d.attempts,
  error: d.lastError,
  sent_at: d.sentAt?.toISOString() ?? null,
});

const settingsJson = (s: NotificationSettings) => ({
  notifications_enabled: s.notificationsEnabled,
  send_app_activity_notifications: s.sendAppActivityNotifications,
});

function owner(c: Context<AppEnv>): CurrentUser {
  const { user } = c.get('auth');
  assertCan(toPolicySubject(user), { type: 'alerts.manage' });
  return user;
}

export function alertRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const policy = deps.config.webhooks;

  app.get('/lead_subscriptions', async (c) => {
    const user = owner(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ lead_subscriptions: (await listSubscriptions(deps.db, user)).map(toSubscriptionJson) });
  });
  app.post('/lead_subscriptions', async (c) => {
    const user = owner(c);
    const input = await readBody(c, CreateSubscriptionSchema);
    return c.json({ lead_subscription: toSubscriptionJson(await createSubscription(deps.db, user, input, policy, deps.now())) }, 201);
  });
  for (const method of ['put', 'patch'] as const) {
    app[method]('/lead_subscriptions/:id', async (c) => {
      const user = owner(c);
      const { id } = parseInput(IdParamSchema, c.req.param());
      const input = await readBody(c, UpdateSubscriptionSchema);
      return c.json({ lead_subscription: toSubscriptionJson(await updateSubscription(deps.db, user, id, input, policy, deps.now())) });
    });
  }
  app.delete('/lead_subscriptions/:id', async (c) => {
    const user = owner(c);
    const { id } = parseInput(IdParamSchema, c.req.param());
    await deleteSubscription(deps.db, user, id);
    return c.json({ deleted: true });
  });
  app.post('/lead_subscriptions/:id/test', async (c) => {
    const user = owner(c);
    const { id } = parseInput(IdParamSchema, c.req.param());
    await readBody(c, TestSendSchema);
    const sub = await ownSubscription(deps.db, user, id);
    const delivery = await sendTest(alertDepsOf(deps), sub, deps.now());
    return c.json({ delivery: deliveryJson(delivery), lead_subscription: toSubscriptionJson(await getSubscription(deps.db, user, id)) });
  });

  app.get('/lead_subscription_contents', async (c) => {
    const user = owner(c);
    const q = parseInput(ContentsQuerySchema, c.req.query());
    return c.json({ lead_subscription_contents: (await listContents(deps.db, user, q.lead_subscription_id)).map(contentJson) });
  });
  app.post('/lead_subscription_contents', async (c) => {
    const user = owner(c);
    const input = await readBody(c, CreateContentSchema);
    return c.json({ lead_subscription_content: contentJson(await addContent(deps.db, user, input)) }, 201);
  });
  app.delete('/lead_subscription_contents', async (c) => {
    const user = owner(c);
    const { id } = parseInput(IdParamSchema, c.req.query());
    await deleteContent(deps.db, user, id);
    return c.json({ deleted: true });
  });
  app.patch('/lead_subscription_contents/:id', async (c) => {
    const user = owner(c);
    const { id } = parseInput(IdParamSchema, c.req.param());
    const { resource_name } = await readBody(c, UpdateContentSchema);
    return c.json({ lead_subscription_content: contentJson(await updateContent(deps.db, user, id, resource_name)) });
  });

  const readSettings = async (c: Context<AppEnv>) => {
    const { user } = c.get('auth');
    c.header('Cache-Control', 'no-store');
    return c.json({ notification_settings: settingsJson(await readNotificationSettings(deps.db, user.id)) });
  };
  const writeSettings = async (c: Context<AppEnv>) => {
    const { user } = c.get('auth');
    const input = await readBody(c, NotificationSettingsSchema);
    const next = await writeNotificationSettings(
      deps.db,
      user.id,
      {
        ...(input.notifications_enabled !== undefined ? { notificationsEnabled: input.notifications_enabled } : {}),
        ...(input.send_app_activity_notifications !== undefined ? { sendAppActivityNotifications: input.send_app_activity_notifications } : {}),
      },
      deps.now(),
    );
    return c.json({ notification_settings: settingsJson(next) });
  };
  app.get('/notification_settings', readSettings);
  app.post('/notification_settings', writeSettings);
  app.patch('/notification_settings', writeSettings);
  return app;
}

/** Token routes of the alert email (no session: the token is the credential). */
export function publicAlertRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const statusJson = (row: Awaited<ReturnType<typeof subscriptionByToken>>) => ({
    lead_subscription: { name: row.name, frequency: row.frequency, disabled: row.disabled, type: row.destinationType },
  });
  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` (form body) to the header's URL.
  app.post('/unsubscribe', async (c) => {
    const { token } = parseInput(TokenSchema, { token: c.req.query('token') });
    const row = await unsubscribe(deps.db, token, deps.now());
    c.header('Cache-Control', 'no-store');
    return c.json({ unsubscribed: true, ...statusJson(row), page_url: unsubscribePageUrl(deps.config.publicUrl, token) });
  });
  app.get('/lead_subscriptions/status', async (c) => {
    const { token } = parseInput(TokenSchema, { token: c.req.query('token') });
    c.header('Cache-Control', 'no-store');
    return c.json(statusJson(await subscriptionByToken(deps.db, token)));
  });
  return app;
}
