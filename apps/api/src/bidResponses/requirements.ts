/** What the requirement extractors read and return (no imports: the extractors and their factory share it). */

/** One requirement or question found in a tender document (spec 2§3 Bid response fields). */
export interface ExtractedRequirement {
  reference: string | null;
  title: string;
  section: string | null;
  description: string | null;
  /** Percent of the score (10 for "Weighting: 10%"). */
  weighting: number | null;
  /** Word/page limits and format rules ("Maximum 500 words"). */
  formattingRequirements: string | null;
}

export interface SourceSection {
  label: string;
  text: string;
}

export interface RequirementExtractor {
  /** Stored with the source: 'embedded' or 'openai:<model>'. */
  readonly name: string;
  extract(sections: readonly SourceSection[]): Promise<ExtractedRequirement[]>;
}

/** The most requirements kept from one document. */
export const MAX_REQUIREMENTS_PER_DOCUMENT = 500;
