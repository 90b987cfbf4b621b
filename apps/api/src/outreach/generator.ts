/**
 * The AI outreach interface (as recordSummary/generator.ts and bids/generator.ts): a generator turns
 * what we know about a buyer, a contact and the sender into email drafts. The default is the embedded
 * data-driven writer (embedded.ts); an OpenAI-compatible model (openai.ts) when TENDERLENS_AI_BASE_URL is set.
 */
import type { OutreachIntent, OutreachLength, OutreachTone } from '@tenderlens/domain/crm';

export interface OutreachFacts {
  intent: OutreachIntent;
  tones: OutreachTone[];
  length: OutreachLength;
  numberOfResponses: number;
  companyInformation: string | null;
  senderPersonalisation: string | null;
  sender: { firstName: string; lastName: string; companyName: string };
  contact: { name: string | null; firstName: string | null; jobTitle: string | null; seniority: string | null; functions: string[] };
  buyer: {
    name: string;
    /** The buyer's latest notices (newest first). */
    recentNotices: { name: string; stage: string; publishDate: string | null; closeDate: string | null }[];
    /** The buyer's latest awards (AWARDS only; null when withheld). */
    recentAwards: { title: string; supplier: string | null; date: string | null }[] | null;
  };
  /** Varies the drafts between two generations of the same request ('Refresh results'). */
  seed: number;
}

export interface OutreachDraft {
  subject: string;
  body: string;
}

export interface OutreachGenerator {
  readonly name: string;
  generate(facts: OutreachFacts): Promise<OutreachDraft[]>;
}
