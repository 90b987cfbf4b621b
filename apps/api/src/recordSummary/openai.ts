/**
 * An OpenAI-compatible chat-completions client (POST {baseUrl}/chat/completions, Bearer key): the
 * model answers one JSON object whose keys are the requested attributes. Configured by
 * TENDERLENS_AI_BASE_URL, TENDERLENS_AI_API_KEY, TENDERLENS_AI_MODEL, TENDERLENS_AI_TIMEOUT_MS.
 */
import { z } from 'zod';
import { SUMMARY_LABELS, type SummaryAttribute } from './attributes';
import { SummaryGenerationError, type SummaryGenerator, type SummaryInput } from './generator';

export interface OpenAiOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export function buildMessages(input: SummaryInput, attributes: readonly SummaryAttribute[]) {
  const keys = attributes.map((a) => `- "${a}": ${SUMMARY_LABELS[a]}`).join('\n');
  return [
    {
      role: 'system',
      content:
        'You summarise UK public-sector procurement notices for supplier bid teams. Use only the facts given. ' +
        'Answer with one JSON object whose keys are exactly the requested attributes and whose values are short plain-text strings. ' +
        'When the notice does not say, write "Not identified in the notice."',
    },
    { role: 'user', content: `Attributes:\n${keys}\n\nNotice (JSON):\n${JSON.stringify(input)}` },
  ];
}

/** One chat completion answered as a JSON object (the AI interface's OpenAI-compatible transport, shared by bid reports). */
export async function requestJsonCompletion(
  options: OpenAiOptions,
  messages: { role: string; content: string }[],
): Promise<Record<string, unknown>> {
  const doFetch = options.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(`${options.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: options.model, messages, response_format: { type: 'json_object' }, temperature: 0 }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new SummaryGenerationError(`AI service unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!res.ok) throw new SummaryGenerationError(`AI service answered ${res.status}`);
  const parsed = CompletionSchema.safeParse(await res.json().catch(() => null));
  const content = parsed.success ? parsed.data.choices[0]?.message.content : null;
  if (!content) throw new SummaryGenerationError('AI service answered without content');
  let out: unknown;
  try {
    out = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    throw new SummaryGenerationError('AI service answered text that is not JSON');
  }
  if (!out || typeof out !== 'object' || Array.isArray(out)) throw new SummaryGenerationError('AI service answered no object');
  return out as Record<string, unknown>;
}

export function createOpenAiGenerator(options: OpenAiOptions): SummaryGenerator {
  return {
    name: `openai:${options.model}`,
    generate: async (input, attributes) => {
      const sections = await requestJsonCompletion(options, buildMessages(input, attributes));
      const out: Partial<Record<SummaryAttribute, string>> = {};
      for (const a of attributes) {
        const v = sections[a];
        if (typeof v === 'string' && v.trim()) out[a] = v.trim().slice(0, 4000);
        else if (Array.isArray(v)) out[a] = v.map(String).join(', ').slice(0, 4000);
      }
      if (Object.keys(out).length === 0) throw new SummaryGenerationError('AI service answered none of the attributes');
      return out;
    },
  };
}
