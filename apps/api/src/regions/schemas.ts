/** POST /api/regions/search and the `regions` GraphQL query (spec 2§3 Region, 2§7). */
import { z } from 'zod';

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);
/** A NUTS 2018 code as the `regions` table keys it ('UKC', 'UKC1', 'UKC11'); the record filter's `buyer_region_ids` takes the same. */
export const regionId = z.preprocess(upper, z.string().regex(/^[A-Z]{2}[A-Z0-9]{0,3}$/, 'Region ids are NUTS codes'));

export const RegionSearchBodySchema = z
  .object({
    text: z.string().trim().max(200).optional(),
    country_code: z.preprocess(upper, z.string().regex(/^[A-Z]{2}$/, 'Country codes have two letters')).optional(),
    level: z.number().int().min(1).max(3).optional(),
    parent_id: regionId.optional(),
    ids: z.array(regionId).max(500).optional(),
    limit: z.number().int().min(1).max(500).default(200),
  })
  .strict();

export type RegionSearch = z.output<typeof RegionSearchBodySchema>;
