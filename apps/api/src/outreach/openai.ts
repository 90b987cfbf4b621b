/** The OpenAI-compatible outreach writer: the same facts, answered as `{ responses: [{ subject, body }] }`. */
import { z } from 'zod';
import { SummaryGenerationError } from '../recordSummary/generator';
import { requestJsonCompletion, type OpenAiOptions } from '../recordSummary/openai';
import type { OutreachFacts, OutreachGenerator } from './generator';

const ReplySchema = z.object({
  responses: z.array(z.object({ subject: z.string().trim().min(1).max(200), body: z.string().trim().min(1).max(8000) })).min(1),
});

export function outreachMessages(facts: OutreachFacts) {
  return [
    {
      role: 'system',
      content:
        'You write cold outreach emails from a supplier to a named contact at a UK public-sector buyer. Use only the facts given; ' +
        'never invent contracts, numbers or names. Match the tones, the intent (Awareness: introduce and offer something useful; ' +
        'Meeting: ask for a short meeting) and the length (Short: one paragraph; Long: three). Each response takes a different angle. ' +
        'Answer one JSON object: {"responses": [{"subject": string, "body": string}]} with exactly numberOfResponses items.',
    },
    { role: 'user', content: `Facts (JSON):\n${JSON.stringify(facts)}` },
  ];
}

export function createOpenAiOutreachGenerator(options: OpenAiOptions): OutreachGenerator {
  return {
    name: `openai:${options.model}`,
    generate: async (facts) => {
      const reply = ReplySchema.safeParse(await requestJsonCompletion(options, outreachMessages(facts)));
      if (!reply.success) throw new SummaryGenerationError('AI service answered outreach of the wrong shape');
      return reply.data.responses.slice(0, facts.numberOfResponses);
    },
  };
}
