/**
 * What each owner type does when its file's text is extracted (or fails): the one registry the
 * server's extraction worker uses. Each feature adds its line here (documents, bid responses).
 */
import type { AppConfig } from '../config';
import { createRequirementExtractor } from '../bidResponses/extractor';
import { bidResponseExtractionHandler } from '../bidResponses/service';
import { documentExtractionHandler } from '../documents/service';
import type { ExtractionHandlers } from './jobs';

/** The handlers, bid responses reading requirements through the configured AI interface. */
export function createExtractionHandlers(config: Pick<AppConfig, 'ai'>): ExtractionHandlers {
  return {
    document: documentExtractionHandler,
    bid_response: bidResponseExtractionHandler(() => createRequirementExtractor(config)),
  };
}

/** With the embedded requirement extractor (tests). */
export const extractionHandlers: ExtractionHandlers = createExtractionHandlers({ ai: undefined });
