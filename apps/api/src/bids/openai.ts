/**
 * The OpenAI-compatible bid/no-bid assessment: the model is given the same facts and questions as
 * the embedded one and answers JSON `{ answers: { promptId: { answer, evidence[], rating } },
 * recommendation, recommendationReason }`; the questions themselves stay ours.
 */
import { z } from 'zod';
import { BID_RECOMMENDATIONS, type BidReportQuestion } from '../db/schema/bids';
import { SummaryGenerationError } from '../recordSummary/generator';
import { requestJsonCompletion, type OpenAiOptions } from '../recordSummary/openai';
import { BID_QUESTIONS } from './embedded';
import type { BidFacts, BidReportGenerator } from './generator';

const AnswerSchema = z.object({
  answer: z.string().trim().min(1).max(4000),
  evidence: z.array(z.string().max(1000)).max(20).default([]),
  rating: z.enum(['positive', 'neutral', 'negative', 'unknown']).catch('unknown'),
});
const ReplySchema = z.object({
  answers: z.record(z.string(), AnswerSchema),
  recommendation: z.enum(BID_RECOMMENDATIONS),
  recommendationReason: z.string().trim().min(1).max(4000),
});

export function bidMessages(facts: BidFacts) {
  const questions = BID_QUESTIONS.flatMap((g) => g.questions.map((q) => `- "${q.promptId}" (${g.group}): ${q.question}`)).join('\n');
  return [
    {
      role: 'system',
      content:
        'You assess UK public-sector tenders for a supplier bid team and recommend bid or no bid. Use only the facts given; ' +
        'facts named in "withheld" are not available, say so. Answer one JSON object: {"answers": {<promptId>: {"answer": string, ' +
        '"evidence": [the facts used, as sentences], "rating": "positive"|"neutral"|"negative"|"unknown"}}, ' +
        '"recommendation": "BID"|"REVIEW"|"NO_BID", "recommendationReason": string}.',
    },
    { role: 'user', content: `Questions:\n${questions}\n\nFacts (JSON):\n${JSON.stringify(facts)}` },
  ];
}

export function createOpenAiBidGenerator(options: OpenAiOptions): BidReportGenerator {
  return {
    name: `openai:${options.model}`,
    generate: async (facts) => {
      const reply = ReplySchema.safeParse(await requestJsonCompletion(options, bidMessages(facts)));
      if (!reply.success) throw new SummaryGenerationError('AI service answered an assessment of the wrong shape');
      const factsUsed: string[] = [];
      const questionGroups = BID_QUESTIONS.map((g) => ({
        title: g.group,
        questions: g.questions.map((q, i): BidReportQuestion => {
          const a = reply.data.answers[q.promptId] ?? { answer: 'Not answered.', evidence: [], rating: 'unknown' as const };
          for (const e of a.evidence) if (!factsUsed.includes(e)) factsUsed.push(e);
          return { promptId: q.promptId, title: q.title, question: q.question, order: i + 1, autoQualify: q.autoQualify, ...a };
        }),
      }));
      return { questionGroups, recommendation: reply.data.recommendation, recommendationReason: reply.data.recommendationReason, factsUsed };
    },
  };
}
