/**
 * The AiQuestion section's AI interface (as bids/generator.ts): an answerer turns a question and the
 * report's records — as the author's audience may see them (policy/projection.ts) — into a short
 * answer. The default is the embedded data-driven answer; an OpenAI-compatible model
 * (recordSummary/openai.ts transport) when TENDERLENS_AI_BASE_URL is set. The answer is stored in the
 * section with a hash of its question and records: asking again with nothing changed sends nothing.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { SummaryGenerationError } from '../recordSummary/generator';
import { requestJsonCompletion, type OpenAiOptions } from '../recordSummary/openai';

/** A record of the report as the answerer sees it (values already redacted for the audience). */
export interface AnswerRecord {
  name: string;
  stage: string;
  buyer: string | null;
  value: number | null;
  currency: string | null;
  publishDate: string | null;
  closeDate: string | null;
  expiryDate: string | null;
  description: string | null;
}

export interface ReportAnswerer {
  /** Stored with the answer: 'embedded' or 'openai:<model>'. */
  readonly name: string;
  answer(question: string, records: readonly AnswerRecord[]): Promise<string>;
}

/** What the stored answer was asked of: the same question over the same records is not asked again. */
export function answerFingerprint(question: string, records: readonly AnswerRecord[]): string {
  return createHash('sha256').update(JSON.stringify([question.trim().toLowerCase(), records])).digest('hex').slice(0, 32);
}

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const STOP = new Set(['the', 'and', 'for', 'what', 'which', 'with', 'are', 'how', 'many', 'this', 'that', 'from', 'does', 'these', 'report', 'records', 'have']);

/** The embedded answer: the facts of the records that bear on the question's words, counted and dated. */
export function embeddedAnswer(question: string, records: readonly AnswerRecord[]): string {
  if (records.length === 0) return 'This report has no records to answer from.';
  const words = question.toLowerCase().match(/[a-z0-9]{3,}/g)?.filter((w) => !STOP.has(w)) ?? [];
  const matching = records.filter((r) => words.some((w) => `${r.name} ${r.description ?? ''} ${r.buyer ?? ''}`.toLowerCase().includes(w)));
  const pool = matching.length > 0 ? matching : records;
  const lines: string[] = [];
  lines.push(
    matching.length > 0
      ? `${matching.length} of the report's ${records.length} records bear on this question.`
      : `None of the report's ${records.length} records names the question's terms; across all of them:`,
  );
  const byStage = new Map<string, number>();
  for (const r of pool) byStage.set(r.stage, (byStage.get(r.stage) ?? 0) + 1);
  lines.push(`By stage: ${[...byStage].map(([s, n]) => `${n} ${s.toLowerCase()}`).join(', ')}.`);
  const valued = pool.filter((r) => r.value !== null && (r.currency ?? 'GBP') === 'GBP');
  if (valued.length > 0) lines.push(`Known value: ${gbp.format(valued.reduce((t, r) => t + (r.value ?? 0), 0))} across ${valued.length} records.`);
  const buyers = [...new Set(pool.map((r) => r.buyer).filter((b): b is string => Boolean(b)))];
  if (buyers.length > 0) lines.push(`Buyers: ${buyers.slice(0, 5).join(', ')}${buyers.length > 5 ? ` and ${buyers.length - 5} more` : ''}.`);
  const closing = pool.filter((r) => r.closeDate).sort((a, b) => (a.closeDate ?? '').localeCompare(b.closeDate ?? ''));
  if (closing[0]) lines.push(`Earliest close date: ${closing[0].closeDate?.slice(0, 10)} (${closing[0].name}).`);
  const expiring = pool.filter((r) => r.expiryDate).sort((a, b) => (a.expiryDate ?? '').localeCompare(b.expiryDate ?? ''));
  if (expiring[0]) lines.push(`Earliest contract expiry: ${expiring[0].expiryDate?.slice(0, 10)} (${expiring[0].name}).`);
  return lines.join(' ');
}

export function createEmbeddedAnswerer(): ReportAnswerer {
  return { name: 'embedded', answer: async (question, records) => embeddedAnswer(question, records) };
}

const ReplySchema = z.object({ answer: z.string().trim().min(1).max(4000) });
const ATTEMPTS = 3;

export function createOpenAiAnswerer(options: OpenAiOptions, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))): ReportAnswerer {
  return {
    name: `openai:${options.model}`,
    answer: async (question, records) => {
      const messages = [
        {
          role: 'system',
          content:
            'You answer questions about UK public-sector procurement records for a market-intelligence report. Use only the records given; ' +
            'a null value means it is not known or not available. Answer one JSON object {"answer": string} of at most 120 words.',
        },
        { role: 'user', content: `Question: ${question}\n\nRecords (JSON):\n${JSON.stringify(records)}` },
      ];
      let last: unknown;
      // Retried with back-off (1 s, 2 s) when the service fails; a reply of the wrong shape is not retried.
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        try {
          const reply = ReplySchema.safeParse(await requestJsonCompletion(options, messages));
          if (!reply.success) throw new SummaryGenerationError('AI service answered of the wrong shape');
          return reply.data.answer;
        } catch (error) {
          last = error;
          if (error instanceof SummaryGenerationError && error.message.includes('wrong shape')) throw error;
          if (attempt < ATTEMPTS - 1) await sleep(1000 * 2 ** attempt);
        }
      }
      throw last instanceof Error ? last : new SummaryGenerationError('AI service failed');
    },
  };
}

export function createReportAnswerer(config: Pick<AppConfig, 'ai'>): ReportAnswerer {
  return config.ai ? createOpenAiAnswerer(config.ai) : createEmbeddedAnswerer();
}
