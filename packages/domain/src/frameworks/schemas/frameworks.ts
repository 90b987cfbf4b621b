/** Wire schemas of the framework search (POST /api/frameworks/search), camelCased for the screens. */
import { z } from 'zod';
import { pagingInfo } from '../../organisations/schemas/organisations';

export const FrameworkRowSchema = z.object({
  id: z.string(),
  guid: z.string(),
  title: z.string(),
  notice_guid: z.string(),
  ocid: z.string(),
  stage: z.string(),
  procedure_type: z.string().nullable(),
  award_type: z.string().nullable(),
  publish_date: z.string().nullable(),
  expiry_date: z.string().nullable(),
  value: z.number().nullable(),
  currency: z.string().nullable(),
  buyer: z.object({ guid: z.string(), name: z.string() }).nullable(),
  lots: z.number(),
  suppliers: z.number(),
  call_offs: z.number(),
  last_activity: z.string().nullable(),
});

export const FrameworkSearchSchema = z
  .object({
    results: z.array(FrameworkRowSchema),
    paging_info: pagingInfo,
    counts: z.object({ stage: z.record(z.string(), z.number()) }),
    procedure_types: z.array(z.string()),
    sort: z.string(),
    sort_order: z.enum(['asc', 'desc']),
  })
  .transform((p) => ({
    results: p.results.map((r) => ({
      id: r.id,
      guid: r.guid,
      title: r.title,
      noticeGuid: r.notice_guid,
      ocid: r.ocid,
      stage: r.stage,
      procedureType: r.procedure_type,
      awardType: r.award_type,
      publishDate: r.publish_date,
      expiryDate: r.expiry_date,
      value: r.value,
      currency: r.currency,
      buyer: r.buyer,
      lots: r.lots,
      suppliers: r.suppliers,
      callOffs: r.call_offs,
      lastActivity: r.last_activity,
    })),
    pagingInfo: p.paging_info,
    stageCounts: p.counts.stage,
    procedureTypes: p.procedure_types,
    sort: p.sort,
    sortOrder: p.sort_order,
  }));
export type FrameworkSearchResult = z.output<typeof FrameworkSearchSchema>;
export type FrameworkListRow = FrameworkSearchResult['results'][number];

/** What the screen asks for (camelCase); the hook sends it snake_case. */
export interface FrameworkSearchRequest {
  text?: string;
  buyerGuids?: readonly string[];
  cpvCodes?: readonly string[];
  stages?: readonly string[];
  procedureTypes?: readonly string[];
  awardTypes?: readonly string[];
  expiry?: { from?: string; to?: string };
  sort?: string;
  sortOrder?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const toFrameworkFiltersBody = (r: Omit<FrameworkSearchRequest, 'page' | 'pageSize'>) => ({
  ...(r.text?.trim() ? { text: r.text.trim() } : {}),
  buyer_guids: [...(r.buyerGuids ?? [])],
  cpv_codes: [...(r.cpvCodes ?? [])],
  stage: [...(r.stages ?? [])],
  procedure_types: [...(r.procedureTypes ?? [])],
  award_types: [...(r.awardTypes ?? [])],
  ...(r.expiry && (r.expiry.from || r.expiry.to) ? { expiry_date: { ...(r.expiry.from ? { from: r.expiry.from } : {}), ...(r.expiry.to ? { to: r.expiry.to } : {}) } } : {}),
  ...(r.sort ? { sort: r.sort } : {}),
  ...(r.sortOrder ? { sort_order: r.sortOrder } : {}),
});
