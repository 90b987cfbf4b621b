/** Record summary attributes (spec 1§3, 2§3) with the labels the panel shows. */
import { z } from 'zod';

export const SUMMARY_ATTRIBUTES = [
  'summary',
  'thing_being_procured',
  'contract_value',
  'topic_relevance',
  'mentioned_parties',
  'bid_requirements',
  'routes_to_market',
  'incumbent_relationships',
  'previous_similar_activity',
] as const;
export type SummaryAttribute = (typeof SUMMARY_ATTRIBUTES)[number];

export const SUMMARY_LABELS: Record<SummaryAttribute, string> = {
  summary: 'Headline',
  thing_being_procured: 'Product / service',
  contract_value: 'Contract structure',
  topic_relevance: 'Tech stack mentioned',
  mentioned_parties: 'Organisations mentioned',
  bid_requirements: 'Supplier requirements',
  routes_to_market: 'Framework info',
  incumbent_relationships: 'Incumbent relationships',
  previous_similar_activity: 'Previous similar activity',
};

/** Attributes that name suppliers: withheld with the award details (no AWARDS, not unlocked). */
export const AWARD_ATTRIBUTES: readonly SummaryAttribute[] = ['incumbent_relationships', 'mentioned_parties'];

export const SummaryRequestSchema = z
  .object({
    record_guid: z.uuid({ message: 'record_guid must be a guid' }),
    attributes: z.array(z.enum(SUMMARY_ATTRIBUTES)).min(1).max(SUMMARY_ATTRIBUTES.length).optional(),
  })
  .strict();
