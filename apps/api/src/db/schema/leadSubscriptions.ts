/**
 * Lead subscriptions (alerts): saved views and lists delivered by email or webhook at a frequency
 * (decision 0029). Each delivery is a row (idempotency key, status, attempts) and each notice it
 * carries is recorded once per subscription, so a notice is never sent twice to one alert.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, inList, ref, updatedAt } from './columns';
import { emailOutbox } from './outbox';
import { companyFk, noticeFk, userFk } from './owners';
import { teams } from './users';

export const LEAD_SUBSCRIPTION_FREQUENCIES = ['IMMEDIATE', 'DAILY', 'WEEKLY', 'MONTHLY', 'NEVER'] as const;
export const DESTINATION_TYPES = ['EMAIL', 'WEBHOOK', 'SLACK', 'MSTEAMS'] as const;
export const LEAD_SUBSCRIPTION_RESOURCE_TYPES = ['SAVED_VIEW', 'RECORD_LIST', 'BUYER_LIST'] as const;
export type LeadSubscriptionFrequency = (typeof LEAD_SUBSCRIPTION_FREQUENCIES)[number];
export type DestinationType = (typeof DESTINATION_TYPES)[number];
export type LeadSubscriptionResourceType = (typeof LEAD_SUBSCRIPTION_RESOURCE_TYPES)[number];

export const leadSubscriptions = pgTable(
  'lead_subscriptions',
  {
    id: id(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    userId: userFk(),
    companyId: companyFk(),
    teamId: ref('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    frequency: text('frequency').$type<LeadSubscriptionFrequency>().notNull().default('DAILY'),
    disabled: boolean('disabled').notNull().default(false),
    destinationType: text('destination_type').$type<DestinationType>().notNull().default('EMAIL'),
    destinationName: text('destination_name'),
    webhookUrl: text('webhook_url'),
    /** HMAC-SHA256 key of the generic JSON webhook's signature header. */
    webhookSecret: text('webhook_secret'),
    /** The one-click unsubscribe token of the email's List-Unsubscribe header. */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .unique()
      .default(sql`(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''))`),
    /** Notices added up to here have been considered (the next digest starts after it). */
    deliveredUntil: at('delivered_until').notNull().defaultNow(),
    /** When the next digest is built. */
    nextRunAt: at('next_run_at').notNull().defaultNow(),
    /** The last delivery failure after every retry (shown on the settings page), cleared by a success. */
    lastError: text('last_error'),
    lastErrorAt: at('last_error_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lead_subscriptions_frequency_check', inList(t.frequency, LEAD_SUBSCRIPTION_FREQUENCIES)),
    check('lead_subscriptions_destination_check', inList(t.destinationType, DESTINATION_TYPES)),
    index('lead_subscriptions_user_idx').on(t.userId),
    index('lead_subscriptions_due_idx').on(t.nextRunAt).where(sql`${t.disabled} = false`),
  ],
);

export const leadSubscriptionContents = pgTable(
  'lead_subscription_contents',
  {
    id: id(),
    leadSubscriptionId: ref('lead_subscription_id')
      .notNull()
      .references(() => leadSubscriptions.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').$type<LeadSubscriptionResourceType>().notNull(),
    resourceId: text('resource_id').notNull(),
    resourceName: text('resource_name'),
    frequency: text('frequency'),
    createdAt: createdAt(),
  },
  (t) => [
    check('lead_subscription_contents_type_check', inList(t.resourceType, LEAD_SUBSCRIPTION_RESOURCE_TYPES)),
    index('lead_subscription_contents_subscription_idx').on(t.leadSubscriptionId),
  ],
);

export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_KINDS = ['digest', 'test'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** One message of an alert (a digest or a test send): claimed with a lease, retried with back-off. */
export const leadSubscriptionDeliveries = pgTable(
  'lead_subscription_deliveries',
  {
    id: id(),
    leadSubscriptionId: ref('lead_subscription_id')
      .notNull()
      .references(() => leadSubscriptions.id, { onDelete: 'cascade' }),
    /** `<subscription guid>:<window end>` (or `:test:<uuid>`): sent as the Idempotency-Key / Message-ID. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind').$type<DeliveryKind>().notNull().default('digest'),
    destinationType: text('destination_type').$type<DestinationType>().notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    claimedUntil: at('claimed_until'),
    noticeIds: bigint('notice_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    /** The digest as built (notices projected for the subscriber), so a retry sends the same message. */
    payload: jsonb('payload').notNull(),
    outboxId: ref('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    check('lead_subscription_deliveries_status_check', inList(t.status, DELIVERY_STATUSES)),
    check('lead_subscription_deliveries_kind_check', inList(t.kind, DELIVERY_KINDS)),
    index('lead_subscription_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    index('lead_subscription_deliveries_subscription_idx').on(t.leadSubscriptionId, t.createdAt),
  ],
);

/** Each notice goes into at most one delivery per subscription (the primary key is the guarantee). */
export const leadSubscriptionDeliveredNotices = pgTable(
  'lead_subscription_delivered_notices',
  {
    leadSubscriptionId: ref('lead_subscription_id')
      .notNull()
      .references(() => leadSubscriptions.id, { onDelete: 'cascade' }),
    noticeId: noticeFk(),
    deliveryId: ref('delivery_id')
      .notNull()
      .references(() => leadSubscriptionDeliveries.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'lead_subscription_delivered_notices_pk', columns: [t.leadSubscriptionId, t.noticeId] }),
    index('lead_subscription_delivered_notices_delivery_idx').on(t.deliveryId),
  ],
);

/** Spec 2§3 "Notification settings": one row per user (absent: both on). */
export const notificationSettings = pgTable('notification_settings', {
  userId: userFk().primaryKey(),
  notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
  sendAppActivityNotifications: boolean('send_app_activity_notifications').notNull().default(true),
  updatedAt: updatedAt(),
});

/** Every outbound webhook request (outbound/webhook.ts): what was called, how it answered. */
export const outboundWebhookCalls = pgTable(
  'outbound_webhook_calls',
  {
    id: id(),
    /** What the call was for ('lead_subscription'; CRM and automation later). */
    purpose: text('purpose').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The host only: URLs may carry secrets (Slack and Teams put the key in the path). */
    host: text('host').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbound_webhook_calls_created_idx').on(t.createdAt)],
);

export type LeadSubscriptionRow = typeof leadSubscriptions.$inferSelect;
export type LeadSubscriptionContentRow = typeof leadSubscriptionContents.$inferSelect;
export type LeadSubscriptionDeliveryRow = typeof leadSubscriptionDeliveries.$inferSelect;
