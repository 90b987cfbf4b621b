/**
 * The AI interface (DESIGN.md "Outbound integrations"): a generator turns the facts of a notice
 * into summary sections. The default is the embedded deterministic generator (embedded.ts); an
 * OpenAI-compatible chat-completions client (openai.ts) is used when TENDERLENS_AI_BASE_URL is set.
 */
import type { SummaryAttribute } from './attributes';

/** What a generator knows about a notice: its own data only. */
export interface SummaryInput {
  guid: string;
  name: string;
  description: string | null;
  stage: string;
  type: string | null;
  value: number | null;
  currency: string | null;
  publishDate: string | null;
  closeDate: string | null;
  procurementMethod: string | null;
  isFramework: boolean;
  isSuitableForSme: boolean | null;
  buyer: string | null;
  buyers: string[];
  suppliers: string[];
  cpv: { code: string; name: string }[];
  lots: { title: string | null; value: number | null }[];
  awards: { title: string | null; value: number | null; startDate: string | null; endDate: string | null; maxExtentDate: string | null; suppliers: string[] }[];
  frameworkName: string | null;
  /** Earlier notices of the same buyer in the same CPV divisions (newest first). */
  previous: { name: string; publishDate: string | null; stage: string }[];
}

export interface SummaryGenerator {
  /** Stored with each section: 'embedded' or 'openai:<model>'. */
  readonly name: string;
  generate(input: SummaryInput, attributes: readonly SummaryAttribute[]): Promise<Partial<Record<SummaryAttribute, string>>>;
}

/** The AI service failed: nothing is stored; the client shows an error and can try again. */
export class SummaryGenerationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SummaryGenerationError';
  }
}
