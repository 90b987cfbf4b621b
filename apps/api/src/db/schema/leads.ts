/**
 * What a team does with a lead (a procurement stage of a notice): qualifications (hide/restore,
 * workflow), the assignee, comments, and which users have seen a notice.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, inList, ref, updatedAt } from './columns';
import { companyFk, noticeFk, teamFk, userFk, userRefOptional } from './owners';
import { procurementStages } from './notices';
import { opportunities } from './opportunities';

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
export type Qualification = (typeof QUALIFICATIONS)[number];
/** Qualifications that hide a notice from the team (spec 1§4). */
export const HIDING_QUALIFICATIONS: readonly Qualification[] = ['not_relevant', 'pre_engage_not_relevant'];

export const QUALIFICATION_CONTEXT_SOURCES = ['feed', 'record_page', 'search', 'opportunity', 'bulk', 'seed'] as const;

export const procurementStageQualifications = pgTable(
  'procurement_stage_qualifications',
  {
    id: id(),
    teamId: teamFk(),
    procurementStageId: ref('procurement_stage_id')
      .notNull()
      .references(() => procurementStages.id, { onDelete: 'cascade' }),
    qualification: text('qualification').$type<Qualification>().notNull(),
    qualifiedById: userRefOptional('qualified_by_id'),
    /** Where the user qualified it from (`contextSource`). */
    contextSource: text('context_source'),
    /** Relevance score and matched signal types when qualified (spec 1§7 create qualification). */
    score: text('score'),
    signalTypes: text('signal_types').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('procurement_stage_qualifications_qualification_check', inList(t.qualification, QUALIFICATIONS)),
    uniqueIndex('procurement_stage_qualifications_team_stage_idx').on(t.teamId, t.procurementStageId),
    index('procurement_stage_qualifications_stage_idx').on(t.procurementStageId),
    index('procurement_stage_qualifications_team_qualification_idx').on(t.teamId, t.qualification),
  ],
);

/** The team member a lead is assigned to. */
export const procurementStageAssignees = pgTable(
  'procurement_stage_assignees',
  {
    teamId: teamFk(),
    procurementStageId: ref('procurement_stage_id')
      .notNull()
      .references(() => procurementStages.id, { onDelete: 'cascade' }),
    userId: userFk(),
    assignedById: userRefOptional('assigned_by_id'),
    assignedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.procurementStageId] }),
    index('procurement_stage_assignees_user_idx').on(t.userId),
    index('procurement_stage_assignees_stage_idx').on(t.procurementStageId),
  ],
);

/**
 * Comments of a company on a lead (procurement stage) or an opportunity. Soft delete: `deleted_at`
 * set and content kept for the audit, never shown.
 */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    companyId: companyFk(),
    procurementStageId: ref('procurement_stage_id').references(() => procurementStages.id, { onDelete: 'cascade' }),
    opportunityId: ref('opportunity_id').references(() => opportunities.id, { onDelete: 'cascade' }),
    authorId: userRefOptional('author_id'),
    content: text('content').notNull(),
    createdAt: createdAt(),
    lastEditedAt: at('last_edited_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    check('comments_target_check', sql`num_nonnulls(${t.procurementStageId}, ${t.opportunityId}) = 1`),
    index('comments_stage_idx').on(t.companyId, t.procurementStageId, t.createdAt),
    index('comments_opportunity_idx').on(t.opportunityId, t.createdAt),
  ],
);

/** Seen-by: a user is added once per notice. */
export const noticeSeenBy = pgTable(
  'notice_seen_by',
  {
    noticeId: noticeFk(),
    userId: userFk(),
    seenAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('notice_seen_by_user_idx').on(t.userId)],
);

export type QualificationRow = typeof procurementStageQualifications.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;
