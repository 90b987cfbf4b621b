import { z } from 'zod';

/** Record summary attributes in panel order, with their labels (spec 1§3, 2§3). */
export const SUMMARY_SECTIONS = [
  { attribute: 'summary', label: 'Headline' },
  { attribute: 'thing_being_procured', label: 'Product / service' },
  { attribute: 'contract_value', label: 'Contract structure' },
  { attribute: 'topic_relevance', label: 'Tech stack mentioned' },
  { attribute: 'mentioned_parties', label: 'Organisations mentioned' },
  { attribute: 'bid_requirements', label: 'Supplier requirements' },
  { attribute: 'routes_to_market', label: 'Framework info' },
  { attribute: 'incumbent_relationships', label: 'Incumbent relationships' },
  { attribute: 'previous_similar_activity', label: 'Previous similar activity' },
] as const;
export type SummaryAttribute = (typeof SUMMARY_SECTIONS)[number]['attribute'];

export const RecordSummarySchema = z
  .object({
    record_guid: z.string(),
    summary: z.record(z.string(), z.string().nullable()),
    redacted: z.array(z.string()),
    generator: z.string().nullable(),
  })
  .transform((s) => ({ recordGuid: s.record_guid, summary: s.summary, redacted: s.redacted, generator: s.generator }));
export type RecordSummary = z.output<typeof RecordSummarySchema>;

/** The sections to show: those with text, in panel order. */
export function summarySections(s: RecordSummary | undefined): { attribute: SummaryAttribute; label: string; text: string }[] {
  if (!s) return [];
  return SUMMARY_SECTIONS.flatMap((sec) => {
    const text = s.summary[sec.attribute];
    return typeof text === 'string' && text ? [{ attribute: sec.attribute, label: sec.label, text }] : [];
  });
}
