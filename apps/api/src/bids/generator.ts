/**
 * The bid/no-bid report's AI interface (as recordSummary/generator.ts): a generator turns the facts
 * we hold about an opportunity into question groups, answers with evidence and a recommendation. The
 * default is the embedded data-driven assessment (embedded.ts); an OpenAI-compatible model
 * (openai.ts) when TENDERLENS_AI_BASE_URL is set.
 */
import type { BidReportContent } from '../db/schema/bids';

/**
 * What we know about an opportunity, as the caller may see it (policy/projection.ts
 * `projectBidFacts`): award-derived facts are null and named in `withheld` without AWARDS.
 */
export interface BidFacts {
  today: string;
  opportunity: { name: string; value: number | null; closeDate: string | null; submissionDate: string | null; stage: string | null };
  notice: {
    name: string;
    stage: string;
    value: number | null;
    closeDate: string | null;
    procurementMethod: string | null;
    isSuitableForSme: boolean | null;
    cpvDivisions: string[];
  } | null;
  buyer: { name: string } | null;
  /** The team's relevance of the notice (0 none, 1 Low, 2 Medium, 3 High) and the signals that matched. */
  relevance: { score: number; signals: string[] } | null;
  /** Days from today to the submission date (else the close date); negative when past. */
  daysToDeadline: number | null;
  /** The buyer's awards in the last five years (AWARDS). */
  buyerAwards: { count: number; totalValue: number | null; smeShare: number | null; lastAwardDate: string | null } | null;
  /** The supplier with most awards from this buyer in the notice's CPV divisions (AWARDS). */
  incumbent: { name: string; awardsWithBuyer: number; latestEndDate: string | null } | null;
  /** Median tenders received on the buyer's notices in the same CPV divisions (AWARDS). */
  typicalTendersReceived: number | null;
  /** The team's earlier opportunities with a value. */
  teamValues: { count: number; median: number } | null;
  withheld: string[];
}

export type BidReportDraft = Required<Pick<BidReportContent, 'questionGroups' | 'recommendation' | 'recommendationReason' | 'factsUsed'>>;

export interface BidReportGenerator {
  /** Stored with the report: 'embedded' or 'openai:<model>'. */
  readonly name: string;
  generate(facts: BidFacts): Promise<BidReportDraft>;
}

/** Facts of an opportunity we know nothing about (tests and fixtures). */
export const EMPTY_BID_FACTS: BidFacts = {
  today: '2026-01-01',
  opportunity: { name: 'Opportunity', value: null, closeDate: null, submissionDate: null, stage: null },
  notice: null,
  buyer: null,
  relevance: null,
  daysToDeadline: null,
  buyerAwards: null,
  incumbent: null,
  typicalTendersReceived: null,
  teamValues: null,
  withheld: [],
};
