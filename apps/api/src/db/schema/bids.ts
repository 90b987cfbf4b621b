/** Bid / no-bid reports and the credits that pay for AI generation (spec 2§1, 2§3). */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, inList, ref, updatedAt } from './columns';
import { companyFk, userRefOptional } from './owners';
import { notices } from './notices';
import { opportunities } from './opportunities';

export const BID_REPORT_STATUSES = ['pending', 'generating', 'complete', 'failed'] as const;

export const BID_RECOMMENDATIONS = ['BID', 'REVIEW', 'NO_BID'] as const;
export type BidRecommendation = (typeof BID_RECOMMENDATIONS)[number];

export interface BidReportQuestion {
  title: string;
  question: string;
  promptId?: string;
  order: number;
  autoQualify?: boolean;
  answer?: string;
  /** The facts the answer rests on. */
  evidence?: string[];
  rating?: 'positive' | 'neutral' | 'negative' | 'unknown';
  /** Changed by a user after generation. */
  edited?: boolean;
}

export interface BidReportContent {
  questionGroups?: { title: string; questions: BidReportQuestion[] }[];
  recommendation?: BidRecommendation;
  recommendationReason?: string;
  /** Every fact the assessment used, as sentences. */
  factsUsed?: string[];
  generator?: string;
}

export const bidReports = pgTable(
  'bid_reports',
  {
    id: id(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    companyId: companyFk(),
    opportunityId: ref('opportunity_id').references(() => opportunities.id, { onDelete: 'cascade' }),
    noticeId: ref('notice_id').references(() => notices.id, { onDelete: 'set null' }),
    /** Public link id (`publicHash`), when shared. */
    publicHash: text('public_hash').unique(),
    status: text('status').notNull().default('pending'),
    content: jsonb('content').$type<BidReportContent>().notNull().default({}),
    error: text('error'),
    createdById: userRefOptional('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bid_reports_status_check', inList(t.status, BID_REPORT_STATUSES)),
    index('bid_reports_company_idx').on(t.companyId, t.createdAt.desc()),
    index('bid_reports_opportunity_idx').on(t.opportunityId),
  ],
);

export const CREDIT_HOLDER_TYPES = ['COMPANY', 'USER'] as const;
export const CREDIT_TYPES = ['BID_REPORT', 'AI_QUESTION', 'ANALYST'] as const;

/** A holder's balance of one credit type; `period_start` resets monthly allowances. */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    id: id(),
    holderType: text('holder_type').notNull(),
    holderId: ref('holder_id').notNull(),
    creditType: text('credit_type').notNull(),
    totalCredits: integer('total_credits').notNull(),
    remainingCredits: integer('remaining_credits').notNull(),
    periodStart: at('period_start'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('credit_accounts_holder_type_check', inList(t.holderType, CREDIT_HOLDER_TYPES)),
    check('credit_accounts_credit_type_check', inList(t.creditType, CREDIT_TYPES)),
    check('credit_accounts_remaining_check', sql`${t.remainingCredits} >= 0`),
    uniqueIndex('credit_accounts_holder_idx').on(t.holderType, t.holderId, t.creditType),
  ],
);

export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: id(),
    accountId: ref('account_id')
      .notNull()
      .references(() => creditAccounts.id, { onDelete: 'cascade' }),
    /** Positive grants, negative spends. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    bidReportId: ref('bid_report_id').references(() => bidReports.id, { onDelete: 'set null' }),
    createdById: userRefOptional('created_by_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    expiresAt: at('expires_at'),
  },
  (t) => [index('credit_transactions_account_idx').on(t.accountId, t.createdAt)],
);
