import { z } from 'zod';
import { ALERT_DESTINATIONS, ALERT_FREQUENCIES } from '../rules/index';

/** One saved view or notice list of an alert (spec 1§3 "Lead subscription"). */
const ContentSchema = z.object({
  id: z.coerce.string(),
  resourceType: z.string(),
  resourceId: z.coerce.string(),
  resourceName: z.string().nullable(),
});

/** An alert as GET/POST/PATCH api/lead_subscriptions answer it. */
export const AlertSchema = z
  .object({
    id: z.coerce.string(),
    name: z.string(),
    frequency: z.string(),
    disabled: z.boolean(),
    type: z.string(),
    webhook_url: z.string().nullable(),
    webhook_secret: z.string().nullable().optional(),
    views: z.array(ContentSchema),
    failing: z.object({ error: z.string(), at: z.string().nullable() }).nullable(),
    last_delivery: z
      .object({ status: z.string(), sent_at: z.string().nullable(), created_at: z.string(), error: z.string().nullable() })
      .nullable(),
  })
  .transform((a) => ({
    id: a.id,
    name: a.name,
    frequency: (ALERT_FREQUENCIES as readonly string[]).includes(a.frequency) ? (a.frequency as (typeof ALERT_FREQUENCIES)[number]) : 'DAILY',
    disabled: a.disabled,
    destination: (ALERT_DESTINATIONS as readonly string[]).includes(a.type) ? (a.type as (typeof ALERT_DESTINATIONS)[number]) : 'EMAIL',
    webhookUrl: a.webhook_url,
    webhookSecret: a.webhook_secret ?? null,
    contents: a.views,
    failing: a.failing,
    lastDelivery: a.last_delivery ? { status: a.last_delivery.status, sentAt: a.last_delivery.sent_at, error: a.last_delivery.error } : null,
  }));
export type Alert = z.output<typeof AlertSchema>;

export const AlertsResponseSchema = z.object({ lead_subscriptions: z.array(AlertSchema) }).transform((r) => r.lead_subscriptions);
export const AlertResponseSchema = z.object({ lead_subscription: AlertSchema }).transform((r) => r.lead_subscription);
export const TestSendResponseSchema = z
  .object({ delivery: z.object({ status: z.string(), error: z.string().nullable() }), lead_subscription: AlertSchema })
  .transform((r) => ({ delivery: r.delivery, alert: r.lead_subscription }));

export const NotificationSettingsSchema = z
  .object({ notification_settings: z.object({ notifications_enabled: z.boolean(), send_app_activity_notifications: z.boolean() }) })
  .transform((r) => ({
    notificationsEnabled: r.notification_settings.notifications_enabled,
    sendAppActivityNotifications: r.notification_settings.send_app_activity_notifications,
  }));
export type NotificationSettings = z.output<typeof NotificationSettingsSchema>;

/** The alert form (create and edit). */
export const AlertFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
    frequency: z.enum(ALERT_FREQUENCIES),
    destination: z.enum(ALERT_DESTINATIONS),
    webhookUrl: z.string().trim(),
    viewIds: z.array(z.string()),
    listIds: z.array(z.string()),
  })
  .superRefine((f, ctx) => {
    if (f.destination !== 'EMAIL') {
      if (!f.webhookUrl) ctx.addIssue({ code: 'custom', path: ['webhookUrl'], message: 'Enter the webhook URL' });
      else if (!/^https?:\/\/[^\s/]+/.test(f.webhookUrl)) ctx.addIssue({ code: 'custom', path: ['webhookUrl'], message: 'Enter a valid URL' });
    }
    if (!f.viewIds.length && !f.listIds.length)
      ctx.addIssue({ code: 'custom', path: ['viewIds'], message: 'Choose at least one saved view or notice list' });
  });
export type AlertForm = z.input<typeof AlertFormSchema>;

/** The form as the server's write fields (spec 2§3: frequency, webhook_url, name, view_ids, list_ids, disabled). */
export function toAlertWrite(form: z.output<typeof AlertFormSchema>) {
  return {
    name: form.name,
    frequency: form.frequency,
    destination_type: form.destination,
    webhook_url: form.destination === 'EMAIL' ? null : form.webhookUrl,
    view_ids: form.viewIds.map(Number),
    list_ids: form.listIds.map(Number),
  };
}
