/** Strict inputs of the alert routes (spec 2§3 "Lead subscription", "Notification settings"; 2§7). */
import { z } from 'zod';
import { ALERT_DESTINATIONS, ALERT_FREQUENCIES, ALERT_RESOURCE_TYPES } from '@tenderlens/domain/alerts';
import { safeText } from '../http/input';

const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const ids = z.array(id).max(50);

export const IdParamSchema = z.object({ id }).strict();
export const TokenSchema = z.object({ token: z.string().regex(/^[0-9a-f]{64}$/, 'not an unsubscribe token') }).strict();

const fields = {
  name: safeText({ trim: true, min: 1, max: 100, message: 'Name is required' }),
  frequency: z.enum(ALERT_FREQUENCIES),
  destination_type: z.enum(ALERT_DESTINATIONS),
  webhook_url: z.string().trim().max(2000).nullish(),
  destination_name: safeText({ trim: true, max: 100 }).nullish(),
  view_ids: ids,
  list_ids: ids,
  disabled: z.boolean(),
};

/** POST /api/lead_subscriptions (spec's write fields: frequency, webhook_url, name, view_ids, list_ids, disabled). */
export const CreateSubscriptionSchema = z
  .object({
    ...fields,
    frequency: fields.frequency.default('DAILY'),
    destination_type: fields.destination_type.default('EMAIL'),
    view_ids: ids.default([]),
    list_ids: ids.default([]),
    disabled: z.boolean().default(false),
  })
  .strict();
export type CreateSubscriptionInput = z.output<typeof CreateSubscriptionSchema>;

/** PUT/PATCH /api/lead_subscriptions/{id}: any of the fields. */
export const UpdateSubscriptionSchema = z
  .object({
    name: fields.name.optional(),
    frequency: fields.frequency.optional(),
    destination_type: fields.destination_type.optional(),
    webhook_url: fields.webhook_url,
    destination_name: fields.destination_name,
    view_ids: ids.optional(),
    list_ids: ids.optional(),
    disabled: z.boolean().optional(),
  })
  .strict();
export type UpdateSubscriptionInput = z.output<typeof UpdateSubscriptionSchema>;

export const CreateContentSchema = z
  .object({
    lead_subscription_id: id,
    resource_type: z.enum(ALERT_RESOURCE_TYPES),
    resource_id: id,
  })
  .strict();

/** PATCH /api/lead_subscription_contents/{id}: the name the digest shows for the view or list ("matched by"). */
export const UpdateContentSchema = z.object({ resource_name: safeText({ trim: true, min: 1, max: 100, message: 'Name is required' }) }).strict();

export const ContentsQuerySchema = z.object({ lead_subscription_id: id.optional() }).strict();

export const NotificationSettingsSchema = z
  .object({ notifications_enabled: z.boolean().optional(), send_app_activity_notifications: z.boolean().optional() })
  .strict();

/** POST /api/lead_subscriptions/{id}/test: an empty JSON object. */
export const TestSendSchema = z.object({}).strict();
