/**
 * 'Regenerate buyer summary' (issue 12): a short account of the opportunity's buyer from our data —
 * its awards of the last five years, SME share, the incumbent in the notice's area and the typical
 * number of tenders received — written through the AI interface (the bid report's facts, so the same
 * paywall projection: award facts are withheld without AWARDS). The embedded default writes it from
 * the facts; an OpenAI-compatible model when configured (recordSummary/openai.ts).
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { opportunities } from '../db/schema/index';
import { HttpError } from '../http/errors';
import { loadOpportunity, type OpportunityView } from '../opportunities/service';
import { assertCan, type PolicySubject } from '../policy/index';
import { viewerOf } from '../policy/projection';
import { SummaryGenerationError } from '../recordSummary/generator';
import { requestJsonCompletion, type OpenAiOptions } from '../recordSummary/openai';
import { gatherBidFacts } from './facts';
import type { BidFacts } from './generator';

export interface BuyerSummaryGenerator {
  readonly name: string;
  summarise(facts: BidFacts): Promise<string>;
}

const money = (n: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', notation: n >= 1e6 ? 'compact' : 'standard', maximumFractionDigits: n >= 1e6 ? 1 : 0 }).format(n);
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

/** The embedded summary: one sentence per fact we hold, and what the plan withholds. */
export function embeddedBuyerSummary(f: BidFacts): string {
  if (!f.buyer)
    return 'No buyer is linked to this opportunity: save its notice or buyer to it to get a buyer summary.';
  const name = f.buyer.name;
  const out: string[] = [];
  const awards = f.buyerAwards;
  if (awards && awards.count > 0) {
    out.push(
      `${name} has awarded ${awards.count} ${awards.count === 1 ? 'contract' : 'contracts'} in the last five years` +
        `${awards.totalValue ? ` worth ${money(awards.totalValue)}` : ''}` +
        `${awards.lastAwardDate ? `, the latest on ${day(awards.lastAwardDate)}` : ''}.`,
    );
    if (awards.smeShare !== null) out.push(`${Math.round(awards.smeShare * 100)}% of them went to SMEs.`);
  } else if (awards) out.push(`We hold no awards from ${name} in the last five years.`);
  if (f.incumbent)
    out.push(
      `${f.incumbent.name} has won the most of its contracts in this area (${f.incumbent.awardsWithBuyer})` +
        `${f.incumbent.latestEndDate ? `, the latest running to ${day(f.incumbent.latestEndDate)}` : ''}.`,
    );
  if (f.typicalTendersReceived !== null)
    out.push(`Its tenders in this area typically receive ${f.typicalTendersReceived} ${f.typicalTendersReceived === 1 ? 'bid' : 'bids'}.`);
  if (f.withheld.length > 0) out.push(`Award history is not included: it needs the Awards data of a paid plan.`);
  if (out.length === 0) out.push(`We hold no notices or awards from ${name} yet.`);
  return out.join(' ');
}

export function createEmbeddedBuyerSummary(): BuyerSummaryGenerator {
  return { name: 'embedded', summarise: (facts) => Promise.resolve(embeddedBuyerSummary(facts)) };
}

const ReplySchema = z.object({ summary: z.string().trim().min(1).max(4000) });

export function createOpenAiBuyerSummary(options: OpenAiOptions): BuyerSummaryGenerator {
  return {
    name: `openai:${options.model}`,
    summarise: async (facts) => {
      const reply = ReplySchema.safeParse(
        await requestJsonCompletion(options, [
          {
            role: 'system',
            content:
              'You brief a supplier bid team on a UK public-sector buyer in at most five sentences. Use only the facts given; ' +
              'facts named in "withheld" are not available, say so. Answer one JSON object: {"summary": string}.',
          },
          { role: 'user', content: `Facts (JSON):\n${JSON.stringify({ buyer: facts.buyer, buyerAwards: facts.buyerAwards, incumbent: facts.incumbent, typicalTendersReceived: facts.typicalTendersReceived, withheld: facts.withheld })}` },
        ]),
      );
      if (!reply.success) throw new SummaryGenerationError('AI service answered a summary of the wrong shape');
      return reply.data.summary;
    },
  };
}

export function createBuyerSummaryGenerator(config: Pick<AppConfig, 'ai'>): BuyerSummaryGenerator {
  return config.ai ? createOpenAiBuyerSummary(config.ai) : createEmbeddedBuyerSummary();
}

export const BUYER_SUMMARY_FAILED = 'The AI service could not write the buyer summary. Please try again.';

/** Writes the opportunity's buyer summary afresh (its company's members, no guest pass). */
export async function regenerateBuyerSummary(
  db: Database,
  generator: BuyerSummaryGenerator,
  subject: PolicySubject,
  opportunityId: number,
  now: Date,
): Promise<OpportunityView> {
  assertCan(subject, { type: 'opportunity.write' });
  await loadOpportunity(db, subject.companyId, opportunityId);
  let summary: string;
  try {
    const facts = await gatherBidFacts(db, { companyId: subject.companyId, teamId: subject.teamId, viewer: viewerOf(subject) }, opportunityId, now);
    summary = await generator.summarise(facts);
  } catch (error) {
    if (error instanceof SummaryGenerationError) throw new HttpError(503, 'ai_unavailable', BUYER_SUMMARY_FAILED);
    throw error;
  }
  await db.update(opportunities).set({ buyerSummary: summary, updatedAt: now }).where(eq(opportunities.id, opportunityId));
  return loadOpportunity(db, subject.companyId, opportunityId);
}
