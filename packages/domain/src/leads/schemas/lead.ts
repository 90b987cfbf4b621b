import { z } from 'zod';

/** Spec 2§4 qualification values. */
export const QUALIFICATIONS = [
  'unqualified',
  'not_relevant',
  'in_review',
  'bid_prep',
  'bid_submitted',
  'no_bid',
  'won',
  'lost',
  'pre_engage_to_do',
  'pre_engage_done',
  'pre_engage_not_relevant',
] as const;
export const QualificationSchema = z.enum(QUALIFICATIONS);
export type Qualification = z.infer<typeof QualificationSchema>;

export const ProcurementStageSchema = z.enum(['PRE_TENDER', 'TENDER', 'AWARD']);
export type ProcurementStage = z.infer<typeof ProcurementStageSchema>;

export const TeamUserSchema = z.object({
  id: z.string(),
  guid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  active: z.boolean(),
});
export type TeamUser = z.infer<typeof TeamUserSchema>;

export const LeadSchema = z.object({
  id: z.string(),
  stage: ProcurementStageSchema,
  recordGuid: z.string(),
  recordTitle: z.string(),
  noticeStage: z.string(),
  qualification: QualificationSchema,
  procurementStageQualification: z
    .object({
      id: z.string(),
      qualification: QualificationSchema,
      qualifiedById: z.string().nullable(),
      contextSource: z.string().nullable(),
      score: z.string().nullable(),
      signalTypes: z.array(z.string()),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .nullable(),
  hiddenDate: z.string().nullable(),
  assignee: TeamUserSchema.nullable(),
  commentCount: z.number().int(),
});
export type Lead = z.infer<typeof LeadSchema>;

export const CommentSchema = z.object({
  id: z.string(),
  procurementStageId: z.string(),
  content: z.string(),
  author: z.object({ guid: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: z.string(),
  lastEditedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const SeenByUserSchema = z.object({ guid: z.string(), firstName: z.string(), lastName: z.string() });
export type SeenByUser = z.infer<typeof SeenByUserSchema>;
