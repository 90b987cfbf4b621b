import { z } from 'zod';

/** GET /api/cpv_codes → the CPV 2008 tree (built via each code's parent). */
export const CpvCodesResponseSchema = z
  .object({
    cpv_codes: z.array(
      z.object({ code: z.string(), full_code: z.string(), name: z.string(), level: z.string(), parent_code: z.string().nullable(), division: z.string() }),
    ),
  })
  .transform((r) => r.cpv_codes.map((c) => ({ code: c.code, fullCode: c.full_code, name: c.name, parentCode: c.parent_code, division: c.division })));
export type CpvCode = z.output<typeof CpvCodesResponseSchema>[number];

/** POST /api/organisations/search → buyers or suppliers for the pickers. */
export const OrganisationsResponseSchema = z
  .object({ results: z.array(z.object({ id: z.union([z.string(), z.number()]).transform(String), guid: z.string(), name: z.string(), is_sme: z.boolean().nullish() }).loose()) })
  .loose()
  .transform((r) => r.results.map((o) => ({ id: o.id, guid: o.guid, name: o.name, isSme: o.is_sme ?? null })));
export type OrganisationOption = z.output<typeof OrganisationsResponseSchema>[number];

/** GET /api/buyers/buyer_categories → buyer types. */
export const BuyerCategoriesResponseSchema = z
  .object({ buyer_categories: z.array(z.object({ id: z.union([z.string(), z.number()]).transform(String), name: z.string(), parent_id: z.union([z.string(), z.number()]).nullable().transform((v) => (v === null ? null : String(v))) }).loose()) })
  .transform((r) => r.buyer_categories.map((b) => ({ id: b.id, name: b.name, parentId: b.parent_id })));
export type BuyerCategory = z.output<typeof BuyerCategoriesResponseSchema>[number];

/** Spec 2§4 qualification values with their labels (the qualification filter). */
export const QUALIFICATION_LABELS = {
  unqualified: 'Unqualified',
  not_relevant: 'Not relevant',
  in_review: 'In review',
  bid_prep: 'Bid prep',
  bid_submitted: 'Bid submitted',
  no_bid: 'No bid',
  won: 'Won',
  lost: 'Lost',
  pre_engage_to_do: 'Pre-engage to do',
  pre_engage_done: 'Pre-engage done',
  pre_engage_not_relevant: 'Pre-engage not relevant',
} as const;
