import { z } from 'zod';

/** The criteria previewed (spec 2§3 "Signal settings"); the fields the settings page edits. */
export interface SignalCriteria {
  keywords: string[];
  excludeKeywords?: string[];
  cpvCodes: string[];
  competitorGuids: string[];
  partnerGuids: string[];
  countries: string[];
  languages: string[];
  useSupplierName?: boolean;
}

/** The wire (snake_case) form the feed preview and annotate calls take. */
export function toCriteriaJson(c: SignalCriteria): Record<string, unknown> {
  return {
    keywords: c.keywords,
    exclude_keywords: c.excludeKeywords ?? [],
    cpv_codes: c.cpvCodes,
    competitor_guids: c.competitorGuids,
    partner_guids: c.partnerGuids,
    countries: c.countries,
    languages: c.languages,
    ...(c.useSupplierName === undefined ? {} : { use_supplier_name: c.useSupplierName }),
  };
}

export const FeedSignalSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  colour: z.string(),
});
export type FeedSignal = z.infer<typeof FeedSignalSchema>;

export const FeedPreviewRecordSchema = z
  .object({
    guid: z.string(),
    name: z.string(),
    stage: z.string(),
    publish_date: z.string().nullable(),
    description: z.string().nullable(),
    buyer: z.object({ name: z.string() }).nullable(),
  })
  .transform((r) => ({
    guid: r.guid,
    name: r.name,
    stage: r.stage,
    publishDate: r.publish_date,
    description: r.description,
    buyerName: r.buyer?.name ?? null,
  }));
export type FeedPreviewRecord = z.output<typeof FeedPreviewRecordSchema>;

export const FeedPreviewResponseSchema = z
  .object({
    preview_results: z.array(FeedPreviewRecordSchema),
    guid_match_map: z.record(z.string(), z.object({ signal_ids: z.array(z.string()) })),
    signals: z.array(FeedSignalSchema),
    paging_info: z.object({ total_results: z.number(), next_offset: z.number().nullable() }),
    /** More than 1,000,000 matches (FEED_COUNT_CAP): the server stopped counting, the total is a floor. */
    total_is_estimate: z.boolean().optional().default(false),
    window_from: z.string(),
  })
  .transform((r) => ({
    results: r.preview_results,
    matchMap: Object.fromEntries(
      Object.entries(r.guid_match_map).map(([g, m]) => [g, m.signal_ids]),
    ) as Record<string, string[]>,
    signals: r.signals,
    total: r.paging_info.total_results,
    totalIsEstimate: r.total_is_estimate,
    nextOffset: r.paging_info.next_offset,
    windowFrom: r.window_from,
  }));
export type FeedPreviewPage = z.output<typeof FeedPreviewResponseSchema>;

export const TextMatchSchema = z.object({
  signal_id: z.string(),
  keyword: z.string(),
  field: z.enum(['name', 'description']),
  start: z.number(),
  end: z.number(),
  text: z.string(),
});
export type TextMatch = z.infer<typeof TextMatchSchema>;

export const AnnotateResponseSchema = z.object({
  matched_records: z.array(
    z.object({ guid: z.string(), signal_ids: z.array(z.string()), text_matches: z.array(TextMatchSchema) }),
  ),
});
