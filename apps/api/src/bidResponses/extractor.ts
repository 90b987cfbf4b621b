/**
 * The bid responses' AI interface (as bids/generator.ts): a requirement extractor reads the text of a
 * tender document (its extracted sections) and returns the requirements/questions a bid must answer.
 * The default is the embedded structural extractor (embedded.ts); an OpenAI-compatible model
 * (openai.ts) when TENDERLENS_AI_BASE_URL is set.
 */
import type { AppConfig } from '../config';
import { createEmbeddedRequirementExtractor } from './embedded';
import { createOpenAiRequirementExtractor } from './openai';

export { MAX_REQUIREMENTS_PER_DOCUMENT, type ExtractedRequirement, type RequirementExtractor, type SourceSection } from './requirements';
import type { RequirementExtractor } from './requirements';

export function createRequirementExtractor(config: Pick<AppConfig, 'ai'>): RequirementExtractor {
  return config.ai ? createOpenAiRequirementExtractor(config.ai) : createEmbeddedRequirementExtractor();
}
