import { z } from 'zod';

const upperCode = z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.string().regex(/^[A-Z]{2}$/, 'Country codes have two letters'));
const listOf = <T extends z.ZodType>(item: T, max = 500) =>
  z.preprocess((v) => (v === undefined || v === null ? undefined : Array.isArray(v) ? v : [v]), z.array(item).max(max).default([]));
const idOrGuid = z
  .union([z.number().int().positive(), z.string().regex(/^(\d{1,18}|[0-9a-fA-F-]{36})$/, 'Expected an id or a guid')])
  .transform(String);

/** Organisation search (spec 1§7 REST, 2§7 searchOscarOrgs / searchOrganisations). */
export const OrganisationSearchBodySchema = z
  .object({
    text: z.string().max(200).optional(),
    sort: z.enum(['relevance', 'notice_count', 'name']).optional(),
    sort_by: z.enum(['relevance', 'notice_count', 'name']).optional(),
    sort_order: z.enum(['asc', 'desc']).optional(),
    role: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(['BUYER', 'SUPPLIER'])).optional(),
    primary_role: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(['BUYER', 'SUPPLIER'])).optional(),
    limit: z.number().int().min(1).max(10_000).default(20),
    page: z.number().int().min(1).max(100_000).default(1),
    ids: listOf(idOrGuid, 1000),
    names: listOf(z.string().min(1).max(300), 500),
    country_codes: listOf(upperCode, 250),
    is_sme: z.boolean().optional(),
  })
  .strict()
  .transform((b) => {
    const sortBy = b.sort_by ?? b.sort ?? (b.text?.trim() ? 'relevance' : 'notice_count');
    return {
      text: b.text,
      sortBy,
      sortOrder: b.sort_order ?? (sortBy === 'name' ? ('asc' as const) : ('desc' as const)),
      primaryRole: b.role ?? b.primary_role,
      ids: b.ids,
      names: b.names,
      countryCodes: b.country_codes,
      isSme: b.is_sme,
      limit: b.limit,
      page: b.page,
    };
  });

/** Supplier search request (spec 1§3). */
export const SupplierSearchBodySchema = z
  .object({
    text: z.string().max(200).optional(),
    sort: z.enum(['name', 'awards_count', 'expiries_count', 'latest_activity']).optional(),
    sort_order: z.enum(['asc', 'desc']).optional(),
    limit: z.number().int().min(1).max(100).default(20),
    offset: z.number().int().min(0).max(100_000).default(0),
    signals: listOf(z.string().min(3).max(300), 1000),
    buyer_list_ids: listOf(idOrGuid, 100),
    buyer_guids: listOf(z.uuid(), 500),
    buyer_ids: listOf(z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/)]).transform(Number), 500),
    buyer_name: z.string().max(200).optional(),
    /** Filters drawer "Buyers" group: buyer types (buyer categories, a category covering its children). */
    buyer_category_ids: listOf(z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/)]).transform(Number), 100),
    show_key_accounts_only: z.boolean().default(false),
    /** Filters drawer "Suppliers" group (spec 2§2): chosen suppliers and the SME choice. */
    supplier_guids: listOf(z.uuid(), 500),
    is_sme: z.boolean().optional(),
    country_codes: listOf(upperCode, 250),
  })
  .strict();

export const SupplierStatsBodySchema = z
  .object({ supplier_guids: listOf(z.uuid(), 500), guids: listOf(z.uuid(), 500) })
  .partial()
  .strict()
  .transform((b) => [...new Set([...(b.supplier_guids ?? []), ...(b.guids ?? [])])]);

export const BuyerStatsBodySchema = z.object({ buyer_guids: listOf(z.uuid(), 500) }).strict();

const yesNo = z.preprocess(
  (v) => (v === 'Y' || v === 'true' || v === '1' ? true : v === 'N' || v === 'false' || v === '0' || v === undefined ? false : v),
  z.boolean({ message: 'expiries is Y or N' }),
);

/** GET /api/buyers/{id}/cpv_stats?expiries=Y&period=P3Y (or years=3): N from 1 to 5, default 3. */
export const CpvStatsQuerySchema = z
  .object({
    expiries: yesNo,
    period: z
      .string()
      .regex(/^P[1-5]Y$/, 'period is P1Y to P5Y')
      .optional(),
    years: z.coerce.number().int().min(1, 'years is 1 to 5').max(5, 'years is 1 to 5').optional(),
  })
  .transform((q) => ({ expiries: q.expiries, years: q.years ?? (q.period ? Number(q.period.slice(1, 2)) : 3) }));

export const CpvCodesQuerySchema = z.object({
  sectors: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []))
    .pipe(z.array(z.string().regex(/^\d{2}$/, 'sectors are 2-digit CPV divisions')).max(45)),
  parent: z
    .string()
    .regex(/^\d{8}(-\d)?$/, 'parent is an 8-digit CPV code')
    .transform((v) => v.slice(0, 8))
    .optional(),
});
