import { z } from 'zod';

/** Why a card is empty for this user: a guest pass, or a data type their plan lacks (the server decides). */
export const HomeLockSchema = z.enum(['GUEST', 'PAYWALL']);
export type HomeLock = z.infer<typeof HomeLockSchema>;

export const HomeActivityKindSchema = z.enum(['COMMENT', 'ASSIGNMENT', 'HIDE']);
export type HomeActivityKind = z.infer<typeof HomeActivityKindSchema>;

export const HomeNoticeItemSchema = z.object({
  guid: z.string(),
  name: z.string(),
  buyerName: z.string().nullable(),
  stage: z.string(),
  /** The date the card is about: published (new notices), closes (leads), expires (contracts). */
  date: z.string().nullable(),
  relevanceScore: z.number().int().min(0).max(3),
});
export type HomeNoticeItem = z.infer<typeof HomeNoticeItemSchema>;

export const HomeNoticeCardSchema = z.object({
  lock: HomeLockSchema.nullable(),
  total: z.number().int().nonnegative(),
  totalIsEstimate: z.boolean(),
  items: z.array(HomeNoticeItemSchema),
  /** The notices page's `noticeFilters` parameter for the card (compressed). */
  noticeFilters: z.string(),
});
export type HomeNoticeCard = z.infer<typeof HomeNoticeCardSchema>;

export const HomeActivityItemSchema = z.object({
  id: z.string(),
  kind: HomeActivityKindSchema,
  at: z.string(),
  actorName: z.string().nullable(),
  assigneeName: z.string().nullable(),
  commentText: z.string().nullable(),
  recordGuid: z.string(),
  recordName: z.string(),
});
export type HomeActivityItem = z.infer<typeof HomeActivityItemSchema>;

export const HomeAlertItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  frequency: z.string(),
  disabled: z.boolean(),
  destinationType: z.string(),
});
export type HomeAlertItem = z.infer<typeof HomeAlertItemSchema>;

/** Home as the server answers it (Query.home); the hook parses it with this schema. */
export const HomeSchema = z.object({
  since: z.string(),
  hasSignals: z.boolean(),
  hasBuyerLists: z.boolean(),
  newNotices: HomeNoticeCardSchema,
  closingLeads: HomeNoticeCardSchema,
  expiringContracts: HomeNoticeCardSchema,
  teamActivity: z.object({ lock: HomeLockSchema.nullable(), items: z.array(HomeActivityItemSchema) }),
  alerts: z.object({ lock: HomeLockSchema.nullable(), total: z.number().int().nonnegative(), items: z.array(HomeAlertItemSchema) }),
});
export type Home = z.infer<typeof HomeSchema>;
