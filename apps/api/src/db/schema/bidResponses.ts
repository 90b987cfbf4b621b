/**
 * Bid responses (issue 12, spec 2§3 Bid response): the tender documents uploaded to an opportunity
 * (`bid_response_sources`, each read by the durable extraction job as owner type `bid_response`),
 * the requirements/questions extracted from them (`bid_responses`, soft deleted) and the history of
 * each response's text (`bid_response_revisions`).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_STATUSES, type DocumentStatus } from '@tenderlens/domain/files';
import { at, createdAt, id, inList, ref, updatedAt } from './columns';
import { companyFk, userRefOptional } from './owners';
import { opportunities, opportunityStages } from './opportunities';

export const bidResponseSources = pgTable(
  'bid_response_sources',
  {
    id: id(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    companyId: companyFk(),
    opportunityId: ref('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    uploadedBy: userRefOptional('uploaded_by'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    status: text('status').$type<DocumentStatus>().notNull().default('processing'),
    error: text('error'),
    responseCount: integer('response_count').notNull().default(0),
    /** The requirement extractor that read it ('embedded', 'openai:<model>'). */
    extractor: text('extractor'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bid_response_sources_status_check', inList(t.status, DOCUMENT_STATUSES)),
    index('bid_response_sources_opportunity_idx').on(t.opportunityId, t.createdAt),
  ],
);

export type BidResponseSourceRow = typeof bidResponseSources.$inferSelect;

export const bidResponses = pgTable(
  'bid_responses',
  {
    id: id(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    companyId: companyFk(),
    opportunityId: ref('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    sourceId: ref('source_id').references(() => bidResponseSources.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    reference: text('reference'),
    title: text('title').notNull(),
    section: text('section'),
    description: text('description'),
    /** Percent of the score (10 for "Weighting: 10%"). */
    weighting: numeric('weighting', { precision: 6, scale: 2, mode: 'number' }),
    formattingRequirements: text('formatting_requirements'),
    response: text('response').notNull().default(''),
    stageId: ref('stage_id').references(() => opportunityStages.id, { onDelete: 'set null' }),
    assigneeId: userRefOptional('assignee_id'),
    reviewerId: userRefOptional('reviewer_id'),
    dueDate: date('due_date'),
    createdBy: userRefOptional('created_by'),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bid_responses_opportunity_idx').on(t.opportunityId, t.position).where(sql`${t.deletedAt} is null`),
    index('bid_responses_company_idx').on(t.companyId),
    index('bid_responses_assignee_idx').on(t.assigneeId),
  ],
);

export type BidResponseRow = typeof bidResponses.$inferSelect;

export const bidResponseRevisions = pgTable(
  'bid_response_revisions',
  {
    id: id(),
    responseId: ref('response_id')
      .notNull()
      .references(() => bidResponses.id, { onDelete: 'cascade' }),
    userId: userRefOptional('user_id'),
    /** The response text as saved. */
    response: text('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bid_response_revisions_response_idx').on(t.responseId, t.createdAt)],
);
