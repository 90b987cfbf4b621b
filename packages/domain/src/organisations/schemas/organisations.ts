/** What the buyer, supplier and framework page reads answer (docs/contracts.md), parsed into camelCase. */
import { z } from 'zod';

const signal = z.object({ id: z.string(), name: z.string(), category: z.string(), colour: z.string().nullish() });

export const pagingInfo = z
  .object({ total_results: z.number(), offset: z.number(), limit: z.number(), next_offset: z.number().nullable() })
  .transform((p) => ({ totalResults: p.total_results, offset: p.offset, limit: p.limit, nextOffset: p.next_offset }));

const organisationFields = {
  id: z.string(),
  guid: z.string(),
  name: z.string(),
  primary_role: z.string(),
  aliases: z.array(z.string()),
  country: z.string().nullable(),
  country_code: z.string().nullable(),
  address: z.string().nullable(),
  town: z.string().nullable(),
  postal_code: z.string().nullable(),
  url: z.string().nullable(),
  is_sme: z.boolean().nullable(),
  oscar_id: z.string().nullable(),
  companies_house_id: z.string().nullable(),
  categories: z.array(z.object({ buyer_category_id: z.string(), name: z.string(), source: z.string() })),
};

const organisation = <T extends z.ZodRawShape>(stats: z.ZodObject<T>) => z.object({ ...organisationFields, stats });

const toOrganisation = (o: z.output<z.ZodObject<typeof organisationFields>>) => ({
  id: o.id,
  guid: o.guid,
  name: o.name,
  primaryRole: o.primary_role,
  aliases: o.aliases,
  country: o.country,
  countryCode: o.country_code,
  address: o.address,
  town: o.town,
  postalCode: o.postal_code,
  url: o.url,
  isSme: o.is_sme,
  oscarId: o.oscar_id,
  companiesHouseId: o.companies_house_id,
  categories: o.categories.map((c) => c.name),
});

/** GET /api/buyers/{id}. */
export const BuyerDetailsSchema = organisation(
  z.object({ all_records: z.number(), expiries: z.number(), last_activity: z.string().nullable(), is_key_account: z.boolean() }),
).transform((b) => ({
  ...toOrganisation(b),
  stats: { allRecords: b.stats.all_records, expiries: b.stats.expiries, lastActivity: b.stats.last_activity, isKeyAccount: b.stats.is_key_account },
}));
export type BuyerDetails = z.output<typeof BuyerDetailsSchema>;

/** GET /api/suppliers/{guid}. */
export const SupplierDetailsSchema = organisation(
  z.object({
    allRecordsCount: z.number(),
    keywordRecordsCount: z.number(),
    keyAccountsCount: z.number(),
    expiriesCount: z.number(),
    latestActivity: z.string().nullable(),
    signalName: z.string().nullable(),
    signals: z.array(signal),
  }),
).transform((s) => ({ ...toOrganisation(s), stats: s.stats }));
export type SupplierDetails = z.output<typeof SupplierDetailsSchema>;

/** Buyer CPV stats figures (spec 2§3 "Buyer CPV stats"). */
export const SpendStatsSchema = z.object({
  totalValue: z.number(),
  totalAwarded: z.number(),
  avgContractValue: z.number().nullable(),
  percentToSmes: z.number().nullable(),
});
export type SpendStats = z.output<typeof SpendStatsSchema>;

/** GET /api/buyers/{id}/cpv_stats. */
export const BuyerCpvStatsSchema = z
  .object({
    buyer_guid: z.string(),
    mode: z.enum(['historical', 'expiries']),
    years: z.number(),
    from: z.string(),
    to: z.string(),
    overallStats: SpendStatsSchema,
    perCpvStats: z.array(SpendStatsSchema.extend({ code: z.string(), name: z.string() })),
  })
  .transform((s) => ({ buyerGuid: s.buyer_guid, mode: s.mode, years: s.years, from: s.from, to: s.to, overallStats: s.overallStats, perCpvStats: s.perCpvStats }));
export type BuyerCpvStats = z.output<typeof BuyerCpvStatsSchema>;
export type CpvStat = BuyerCpvStats['perCpvStats'][number];

/** POST /api/buyers/{id}/suppliers_v3: the supplier table in buyer context. */
export const BuyerSuppliersPageSchema = z
  .object({
    results: z.array(
      z.object({
        id: z.string(),
        guid: z.string(),
        name: z.string(),
        aliases: z.array(z.string()),
        country: z.string().nullable(),
        country_code: z.string().nullable(),
        is_sme: z.boolean().nullable(),
        awards_count: z.number(),
        expiries_count: z.number(),
        latest_activity: z.string().nullable(),
        framework_lots: z.number(),
        framework_last_activity: z.string().nullable(),
        framework_call_offs: z.number(),
        call_off_framework_guid: z.string().nullable().default(null),
        /** null without the SPEND data type (docs/decisions/0015). */
        spend: SpendStatsSchema.extend({ source: z.enum(['invoiced', 'awarded']).default('awarded') }).nullable().default(null),
        signals: z.array(signal),
      }),
    ),
    paging_info: pagingInfo,
    sort: z.string(),
    sort_order: z.enum(['asc', 'desc']),
  })
  .transform((p) => ({
    results: p.results.map((s) => ({
      id: s.id,
      guid: s.guid,
      name: s.name,
      aliases: s.aliases,
      country: s.country,
      countryCode: s.country_code,
      isSme: s.is_sme,
      awardsCount: s.awards_count,
      expiriesCount: s.expiries_count,
      latestActivity: s.latest_activity,
      frameworkLots: s.framework_lots,
      frameworkLastActivity: s.framework_last_activity,
      frameworkCallOffs: s.framework_call_offs,
      callOffFrameworkGuid: s.call_off_framework_guid,
      spend: s.spend && { totalValue: s.spend.totalValue, totalAwarded: s.spend.totalAwarded, avgContractValue: s.spend.avgContractValue, percentToSmes: s.spend.percentToSmes },
      spendSource: s.spend?.source ?? null,
      signals: s.signals,
    })),
    pagingInfo: p.paging_info,
    sort: p.sort,
    sortOrder: p.sort_order,
  }));
export type BuyerSuppliersPage = z.output<typeof BuyerSuppliersPageSchema>;
export type BuyerSupplierRow = BuyerSuppliersPage['results'][number];

/** POST /api/suppliers/{id}/buyers. */
export const SupplierBuyersPageSchema = z
  .object({
    results: z.array(
      z.object({
        id: z.string(),
        guid: z.string(),
        name: z.string(),
        country_code: z.string().nullable(),
        awards_count: z.number(),
        total_value: z.number().nullable(),
        latest_award: z.string().nullable(),
      }),
    ),
    paging_info: pagingInfo,
  })
  .transform((p) => ({
    results: p.results.map((b) => ({
      id: b.id,
      guid: b.guid,
      name: b.name,
      countryCode: b.country_code,
      awardsCount: b.awards_count,
      totalValue: b.total_value,
      latestAward: b.latest_award,
    })),
    pagingInfo: p.paging_info,
  }));
export type SupplierBuyersPage = z.output<typeof SupplierBuyersPageSchema>;
export type SupplierBuyerRow = SupplierBuyersPage['results'][number];

/** POST /api/organisations/search. */
export const OrganisationSearchPageSchema = z
  .object({
    results: z.array(
      z.object({
        id: z.string(),
        guid: z.string(),
        name: z.string(),
        country_code: z.string().nullable(),
        primary_role: z.string(),
        notice_count: z.number(),
        aliases: z.array(z.string()),
        is_sme: z.boolean().nullable(),
        town: z.string().nullable(),
        /** Buyer categories (spec 2§3 categories: buyer_category_id, source) with their names. */
        categories: z.array(z.object({ buyer_category_id: z.string(), name: z.string(), source: z.string() })).default([]),
        /** The NUTS region of the address (spec 2§3 nuts_location). */
        nuts_location: z.object({ id: z.string(), name: z.string() }).nullish(),
      }),
    ),
    paging_info: pagingInfo,
  })
  .transform((p) => ({
    results: p.results.map((o) => ({
      id: o.id,
      guid: o.guid,
      name: o.name,
      countryCode: o.country_code,
      primaryRole: o.primary_role,
      noticeCount: o.notice_count,
      aliases: o.aliases,
      isSme: o.is_sme,
      town: o.town,
      categories: o.categories.map((c) => ({ id: c.buyer_category_id, name: c.name })),
      nutsLocation: o.nuts_location ?? null,
    })),
    pagingInfo: p.paging_info,
  }));
export type OrganisationSearchPage = z.output<typeof OrganisationSearchPageSchema>;
export type OrganisationOption = OrganisationSearchPage['results'][number];

/** POST /api/buyers/stats. */
export const BuyersStatsSchema = z
  .object({ results: z.array(z.object({ guid: z.string(), allRecords: z.number(), expiries: z.number(), lastActivity: z.string().nullable(), isKeyAccount: z.boolean() })) })
  .transform((r) => r.results);
export type BuyerStatsRow = z.output<typeof BuyersStatsSchema>[number];

/** GET /api/frameworks/{id}. */
export const FrameworkDetailsSchema = z
  .object({
    id: z.string(),
    guid: z.string(),
    title: z.string(),
    notice_guid: z.string(),
    procedure_type: z.string().nullable(),
    award_type: z.string().nullable(),
    stage: z.string(),
    publish_date: z.string().nullable(),
    expiry_date: z.string().nullable(),
    buyer: z.object({ guid: z.string(), name: z.string() }).nullable(),
    call_off_stats: z.object({
      count: z.number(),
      average_amount: z.object({ amount: z.number(), currency: z.string() }).nullable(),
      last_activity: z.string().nullable(),
    }),
    suppliers: z.array(z.object({ guid: z.string(), name: z.string(), call_offs: z.number() })),
    lots: z.array(
      z.object({
        key: z.string(),
        title: z.string().nullable(),
        value: z.number().nullable(),
        currency: z.string().nullable(),
        suppliers: z.array(z.object({ guid: z.string(), name: z.string() })),
      }),
    ),
  })
  .transform((f) => ({
    id: f.id,
    guid: f.guid,
    title: f.title,
    noticeGuid: f.notice_guid,
    procedureType: f.procedure_type,
    awardType: f.award_type,
    stage: f.stage,
    publishDate: f.publish_date,
    expiryDate: f.expiry_date,
    lots: f.lots,
    buyer: f.buyer,
    callOffStats: { count: f.call_off_stats.count, averageAmount: f.call_off_stats.average_amount, lastActivity: f.call_off_stats.last_activity },
    suppliers: f.suppliers.map((s) => ({ guid: s.guid, name: s.name, callOffs: s.call_offs })),
  }));
export type FrameworkDetails = z.output<typeof FrameworkDetailsSchema>;

/** POST /api/frameworks/{id}/call_offs. */
export const CallOffsPageSchema = z
  .object({
    results: z.array(
      z.object({
        guid: z.string(),
        name: z.string(),
        stage: z.string(),
        publish_date: z.string().nullable(),
        award_date: z.string().nullable(),
        value: z.number().nullable(),
        currency: z.string().nullable(),
        buyer: z.object({ guid: z.string(), name: z.string() }).nullable(),
        suppliers: z.array(z.object({ guid: z.string(), name: z.string() })),
      }),
    ),
    paging_info: pagingInfo,
  })
  .transform((p) => ({
    results: p.results.map((r) => ({
      guid: r.guid,
      name: r.name,
      stage: r.stage,
      publishDate: r.publish_date,
      awardDate: r.award_date,
      value: r.value,
      currency: r.currency,
      buyer: r.buyer,
      suppliers: r.suppliers,
    })),
    pagingInfo: p.paging_info,
  }));
export type CallOffsPage = z.output<typeof CallOffsPageSchema>;
export type CallOffRow = CallOffsPage['results'][number];
