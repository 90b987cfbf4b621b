import { z } from 'zod';

/** Verbs the app knows (spec 1§3); any other verb is an error (spec 1§8). */
export const NotificationVerbSchema = z.enum(['comment', 'assign', 'qualify', 'mention']);
export type NotificationVerb = z.infer<typeof NotificationVerbSchema>;

export const NotificationUserRefSchema = z.object({
  guid: z.string().nullable(),
  name: z.string().nullable(),
});
export type NotificationUserRef = z.infer<typeof NotificationUserRefSchema>;

export const NotificationActorSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type NotificationActor = z.infer<typeof NotificationActorSchema>;

export const NotificationTextAttributesSchema = z.object({
  actorName: z.string().nullable(),
  recordTitle: z.string().nullable(),
  commentText: z.string().nullable(),
  deletedAt: z.string().nullable(),
  toStatusLabel: z.string().nullable(),
  oldAssignee: NotificationUserRefSchema.nullable(),
  newAssignee: NotificationUserRefSchema.nullable(),
});
export type NotificationTextAttributes = z.infer<typeof NotificationTextAttributesSchema>;

/**
 * A notification as the GraphQL API returns it (fragment NotificationFields). `verb` stays a string
 * here so one bad row does not fail the whole list; `notificationText` throws for it.
 */
export const NotificationSchema = z.object({
  id: z.string(),
  verb: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  link: z.string().nullable(),
  actor: NotificationActorSchema.nullable(),
  textAttributes: NotificationTextAttributesSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = z.object({
  items: z.array(NotificationSchema),
  nextOffset: z.number().int().nullable(),
  totalCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const MarkAllNotificationsResultSchema = z.object({
  unreadCount: z.number().int(),
  updatedIds: z.array(z.string()),
});
export type MarkAllNotificationsResult = z.infer<typeof MarkAllNotificationsResultSchema>;

/** The state change a mark-as mutation returns per notification. */
export const NotificationReadStateSchema = NotificationSchema.pick({ id: true, readAt: true });
export type NotificationReadState = z.infer<typeof NotificationReadStateSchema>;
