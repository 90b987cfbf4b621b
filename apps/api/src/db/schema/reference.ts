/**
 * Reference data loaded from ../shared/data: CPV 2008 codes (tree by leading digits), NUTS 2018
 * regions, buyer categories (local-authority and central-government types) and the register
 * entries behind them (reference organisations, for matching and the cleaning tool).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, char, index, jsonb, pgTable, smallint, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, ref } from './columns';

export const CPV_LEVELS = ['division', 'group', 'class', 'category'] as const;
export type CpvLevel = (typeof CPV_LEVELS)[number];

export const cpvCodes = pgTable(
  'cpv_codes',
  {
    /** 8 digits without the check digit, e.g. '44112200' (UK notices give this form). */
    code: char('code', { length: 8 }).primaryKey(),
    /** With the check digit as in the CPV 2008 list, e.g. '44112200-0'. */
    fullCode: text('full_code').notNull(),
    name: text('name').notNull(),
    level: text('level').$type<CpvLevel>().notNull(),
    /** Nearest existing code with fewer significant digits (null for the 45 divisions). */
    parentCode: char('parent_code', { length: 8 }).references((): AnyPgColumn => cpvCodes.code),
    /** 2-digit division: the `dimensionCode` of the spec and the `cpv_dimensions` filter. */
    division: char('division', { length: 2 }).notNull(),
  },
  (t) => [
    check('cpv_codes_level_check', inList(t.level, CPV_LEVELS)),
    index('cpv_codes_parent_idx').on(t.parentCode),
    index('cpv_codes_division_idx').on(t.division),
  ],
);

/** NUTS 2018 regions (ONS): level 1 'UKC', level 2 'UKC1', level 3 'UKC11'. */
export const regions = pgTable(
  'regions',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    level: smallint('level').notNull(),
    parentId: text('parent_id').references((): AnyPgColumn => regions.id),
    /** ISO 3166-1 alpha-2 ('GB'). */
    countryCode: char('country_code', { length: 2 }).notNull(),
    /** UK nation as the ONS file names it ('England', 'Scotland', 'Wales', 'Northern Ireland'). */
    countryName: text('country_name'),
    geoJson: jsonb('geo_json'),
  },
  (t) => [check('regions_level_check', sql`${t.level} between 1 and 3`), index('regions_parent_idx').on(t.parentId)],
);

export const BUYER_CATEGORY_SOURCES = ['mysociety', 'openregister', 'admin'] as const;

/**
 * Buyer categories ("buyer type"): a top level ('Local authority', 'Central government') and its
 * types ('Metropolitan district', 'Ministerial department'…) as children.
 */
export const buyerCategories = pgTable(
  'buyer_categories',
  {
    id: id(),
    /** Stable key: 'local-authority', 'local-authority/metropolitan-district'. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    parentId: ref('parent_id').references((): AnyPgColumn => buyerCategories.id),
    createdAt: createdAt(),
  },
  (t) => [index('buyer_categories_parent_idx').on(t.parentId)],
);

export const REFERENCE_ORGANISATION_SOURCES = ['mysociety_local_authorities', 'openregister_government_organisations'] as const;

/** One entry of a public register (a council, a department) — matched to buyers by name. */
export const referenceOrganisations = pgTable(
  'reference_organisations',
  {
    id: id(),
    source: text('source').notNull(),
    /** Register code: mySociety 'LDS', Open Register 'D2'. */
    sourceIdentifier: text('source_identifier').notNull(),
    name: text('name').notNull(),
    altNames: text('alt_names').array().notNull().default(sql`'{}'::text[]`),
    buyerCategoryId: ref('buyer_category_id')
      .notNull()
      .references(() => buyerCategories.id),
    current: boolean('current').notNull(),
    nation: text('nation'),
    region: text('region'),
    gssCode: text('gss_code'),
    website: text('website'),
    startDate: text('start_date'),
    endDate: text('end_date'),
  },
  (t) => [
    check('reference_organisations_source_check', inList(t.source, REFERENCE_ORGANISATION_SOURCES)),
    uniqueIndex('reference_organisations_source_identifier_idx').on(t.source, t.sourceIdentifier),
    index('reference_organisations_category_idx').on(t.buyerCategoryId),
  ],
);

export type CpvCodeRow = typeof cpvCodes.$inferSelect;
export type RegionRow = typeof regions.$inferSelect;
export type BuyerCategoryRow = typeof buyerCategories.$inferSelect;
