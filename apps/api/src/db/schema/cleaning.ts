/** The admin cleaning tool: tasks over an anchor organisation and the log of decisions taken. */
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, ref, updatedAt } from './columns';
import { userRefOptional } from './owners';
import { organisations } from './organisations';

export const CLEANING_STATUSES = ['REQUIRES_CLEAN', 'DONE', 'CANCELLED'] as const;
export const CLEANING_REASONS = [
  'NOT_RELATED',
  'DUPLICATE',
  'MULTIPLE_ENTITIES',
  'UNSURE',
  'UPDATE_ATTRIBUTES',
  'TRANSFER_RESPONSIBILITIES',
  'INACTIVE',
  'CREATE_ALIAS',
] as const;
export const CLEANING_RELATION_TYPES = ['HIERARCHICAL', 'DISTINCT'] as const;

export const cleaningTasks = pgTable(
  'cleaning_tasks',
  {
    id: id(),
    /** The anchor organisation. */
    organisationId: ref('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    taskType: text('task_type').notNull(),
    status: text('status').notNull().default('REQUIRES_CLEAN'),
    /** The candidate decisions as submitted (buyer, qualification, cleaningData, newValues…). */
    decisions: jsonb('decisions').$type<Record<string, unknown>[]>().notNull().default([]),
    submittedById: userRefOptional('submitted_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cleaning_tasks_status_check', inList(t.status, CLEANING_STATUSES)),
    index('cleaning_tasks_organisation_idx').on(t.organisationId),
    index('cleaning_tasks_status_idx').on(t.status, t.createdAt),
  ],
);

export const cleaningDecisionLogs = pgTable(
  'cleaning_decision_logs',
  {
    id: id(),
    taskId: ref('task_id').references(() => cleaningTasks.id, { onDelete: 'set null' }),
    /** The candidate the decision is about. */
    organisationId: ref('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    anchorOrganisationId: ref('anchor_organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    relationType: text('relation_type'),
    decision: jsonb('decision').$type<Record<string, unknown>>().notNull().default({}),
    createdById: userRefOptional('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('cleaning_decision_logs_reason_check', inList(t.reason, CLEANING_REASONS)),
    index('cleaning_decision_logs_organisation_idx').on(t.organisationId),
    index('cleaning_decision_logs_task_idx').on(t.taskId),
  ],
);
