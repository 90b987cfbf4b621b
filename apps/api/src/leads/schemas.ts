import { z } from 'zod';
import { QUALIFICATION_CONTEXT_SOURCES, QUALIFICATIONS } from '../db/schema/leads';
import { safeText } from '../http/input';
import { GuidSchema, IdSchema } from '../workspace/schemas';

export const QualificationSchema = z.enum(QUALIFICATIONS, {
  message: `must be one of ${QUALIFICATIONS.join(', ')}`,
});

/** POST /api/create_qualification (spec 1§7: the full set). */
export const CreateQualificationSchema = z.strictObject({
  procurementStageId: IdSchema,
  qualification: QualificationSchema,
  recordGuid: GuidSchema.optional(),
  score: z.union([z.number(), z.string()]).transform(String).pipe(z.string().max(20)).nullish(),
  signalTypes: z.array(z.string().min(1).max(40)).max(20).default([]),
  stage: z.enum(['PRE_TENDER', 'TENDER', 'AWARD']).optional(),
  contextSource: z.enum(QUALIFICATION_CONTEXT_SOURCES).nullish(),
});
export type CreateQualificationInput = z.output<typeof CreateQualificationSchema>;

export const DeleteQualificationSchema = z.strictObject({ procurementStageId: IdSchema });

export const AssignSchema = z.strictObject({
  /** null or omitted: Unassigned. */
  userGuid: GuidSchema.nullish(),
});

/** Comments: text up to 10,000 characters (display truncates at 500). */
export const CommentContentSchema = z
  .string({ message: 'Comment content is required' })
  .pipe(
    safeText({ trim: true, min: 1, max: 10_000, message: 'Comment content is required', tooLong: 'Comments are at most 10,000 characters' }),
  );

export const CommentBodySchema = z.strictObject({ content: CommentContentSchema });

/** `@[Maya Patel](guid)`: a mention in comment content (domain rules/mentions.ts writes the same). */
export const MENTION_PATTERN = /@\[([^\]\n]{1,200})\]\(([0-9a-f-]{36})\)/gi;

export function mentionedGuids(content: string): string[] {
  return [...new Set([...content.matchAll(MENTION_PATTERN)].map((m) => (m[2] ?? '').toLowerCase()))];
}

/** Plain text of a comment for notifications: mentions become `@Name`. */
export function commentPlainText(content: string): string {
  return content.replace(MENTION_PATTERN, (_all, name: string) => `@${name}`);
}

export const QUALIFICATION_LABELS: Record<z.infer<typeof QualificationSchema>, string> = {
  unqualified: 'Unqualified',
  not_relevant: 'Not relevant',
  in_review: 'In review',
  bid_prep: 'Bid prep',
  bid_submitted: 'Bid submitted',
  no_bid: 'No bid',
  won: 'Won',
  lost: 'Lost',
  pre_engage_to_do: 'Pre-engage to do',
  pre_engage_done: 'Pre-engage done',
  pre_engage_not_relevant: 'Pre-engage not relevant',
};
