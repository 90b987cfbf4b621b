/**
 * The OpenAI-compatible requirement extractor: the model is given the document's text (cut to a
 * budget) and answers JSON `{ requirements: [{ reference, title, section, description, weighting,
 * formattingRequirements }] }`; the reply is validated and bounded like any input.
 */
import { z } from 'zod';
import { SummaryGenerationError } from '../recordSummary/generator';
import { requestJsonCompletion, type OpenAiOptions } from '../recordSummary/openai';
import { MAX_REQUIREMENTS_PER_DOCUMENT, type RequirementExtractor, type SourceSection } from './requirements';

/** Characters of document text sent to the model. */
const TEXT_BUDGET = 120_000;

const short = (max: number) => z.string().trim().max(max).nullable().catch(null);
const RequirementSchema = z.object({
  reference: short(40).default(null),
  title: z.string().trim().min(1).max(300),
  section: short(200).default(null),
  description: short(5000).default(null),
  weighting: z.number().min(0).max(100).nullable().catch(null).default(null),
  formattingRequirements: short(500).default(null),
});
const ReplySchema = z.object({ requirements: z.array(RequirementSchema).max(MAX_REQUIREMENTS_PER_DOCUMENT) });

export function requirementMessages(sections: readonly SourceSection[]) {
  let text = sections.map((s) => (s.label ? `## ${s.label}\n${s.text}` : s.text)).join('\n\n');
  if (text.length > TEXT_BUDGET) text = text.slice(0, TEXT_BUDGET);
  return [
    {
      role: 'system',
      content:
        'You read UK public-sector tender documents for a supplier bid team and list every question or requirement the bidder ' +
        'must answer in its response, in document order. Use only the text given. Answer one JSON object: {"requirements": ' +
        '[{"reference": string|null (e.g. "1.2", "Q3"), "title": string, "section": string|null, "description": string|null, ' +
        '"weighting": number|null (percent), "formattingRequirements": string|null (word/page limits, format rules)}]}.',
    },
    { role: 'user', content: text },
  ];
}

export function createOpenAiRequirementExtractor(options: OpenAiOptions): RequirementExtractor {
  return {
    name: `openai:${options.model}`,
    extract: async (sections) => {
      const reply = ReplySchema.safeParse(await requestJsonCompletion(options, requirementMessages(sections)));
      if (!reply.success) throw new SummaryGenerationError('AI service answered requirements of the wrong shape');
      return reply.data.requirements.map((r) => ({
        reference: r.reference || null,
        title: r.title,
        section: r.section || null,
        description: r.description || null,
        weighting: r.weighting,
        formattingRequirements: r.formattingRequirements || null,
      }));
    },
  };
}
