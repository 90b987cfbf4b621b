/**
 * AI summaries of a notice (spec 1§3 "Record summary attributes"), one row per notice and
 * attribute and view, stored once generated; and the Free plan's contract-award unlocks
 * (docs/decisions/0012-record-page.md).
 */
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companyFk, noticeFk, userRefOptional } from './owners';

export const recordSummaries = pgTable(
  'record_summaries',
  {
    noticeId: noticeFk(),
    /**
     * The view of the notice the text was written from (policy/projection.ts `SummaryView`):
     * 'awards' with its award details, 'public' without. Served only to callers of the same view.
     */
    view: text('view').$type<'awards' | 'public'>().notNull(),
    /** thing_being_procured, contract_value, topic_relevance, mentioned_parties, bid_requirements, … */
    attribute: text('attribute').notNull(),
    content: text('content').notNull(),
    /** 'embedded' (the deterministic generator) or 'openai:<model>'. */
    generator: text('generator').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.view, t.attribute] })],
);

export const awardUnlocks = pgTable(
  'award_unlocks',
  {
    companyId: companyFk(),
    noticeId: noticeFk(),
    unlockedById: userRefOptional('unlocked_by_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.noticeId] }), index('award_unlocks_company_created_idx').on(t.companyId, t.createdAt)],
);

export type RecordSummaryRow = typeof recordSummaries.$inferSelect;
