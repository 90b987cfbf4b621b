import { z } from 'zod';
import { NOTIFICATION_VERBS } from '../db/schema/notifications';

/** Notification ids are bigint identities; on the wire they are decimal strings. */
export const NotificationIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,17}$/, 'Notification ids are positive whole numbers');

export const NotificationIdsSchema = z
  .array(NotificationIdSchema)
  .max(1000, 'At most 1000 notifications at a time')
  .transform((ids) => [...new Set(ids.map(Number))]);

export const MarkNotificationsBodySchema = z.strictObject({ notificationIds: NotificationIdsSchema });

export const PagingSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type Paging = z.infer<typeof PagingSchema>;

const UserRefSchema = z.object({ guid: z.string().nullable(), name: z.string().nullable() }).nullable();

/** What may be stored in text_attributes (checked when notifications are created). */
export const TextAttributesSchema = z
  .object({
    actorName: z.string().max(200).nullable(),
    recordTitle: z.string().max(1000).nullable(),
    commentText: z.string().max(10_000).nullable(),
    deletedAt: z.iso.datetime({ offset: true }).nullable(),
    toStatusLabel: z.string().max(200).nullable(),
    oldAssignee: UserRefSchema,
    newAssignee: UserRefSchema,
  })
  .partial()
  .strict();

export const NewNotificationSchema = z.object({
  userId: z.number().int().positive(),
  verb: z.enum(NOTIFICATION_VERBS),
  link: z.string().max(2000).nullable().default(null),
  actorUserId: z.number().int().positive().nullable().default(null),
  textAttributes: TextAttributesSchema.default({}),
  createdAt: z.date().optional(),
  readAt: z.date().nullable().default(null),
});
export type NewNotification = z.input<typeof NewNotificationSchema>;
