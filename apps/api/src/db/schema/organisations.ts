/**
 * Organisations: buyers and suppliers resolved from notices (identifier first, then normalised
 * name; see importer/organisations.ts), with the fields of spec 1§3 and 2§3, and their buyer
 * category assignments.
 */
import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, jsonb, pgTable, primaryKey, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, ref, updatedAt } from './columns';
import { buyerCategories, regions } from './reference';

export const PRIMARY_ROLES = ['BUYER', 'SUPPLIER'] as const;
export type PrimaryRole = (typeof PRIMARY_ROLES)[number];

export interface OrganisationIdentifier {
  scheme: string;
  id: string;
  legalName?: string;
  uri?: string;
}

export const organisations = pgTable(
  'organisations',
  {
    id: id(),
    guid: uuid('guid').notNull().unique(),
    name: text('name').notNull(),
    /** Matching form of the name (importer `normaliseOrgName`). */
    normalisedName: text('normalised_name').notNull(),
    /** Other spellings seen in notices (and added by admins), accumulated across imports. */
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    /** The importer's resolver key ('id:GB-COH:01234567' or 'name:leeds city council'); null for hand-made rows. */
    resolverKey: text('resolver_key'),
    identifiers: jsonb('identifiers').$type<OrganisationIdentifier[]>().notNull().default([]),
    primaryRole: text('primary_role').$type<PrimaryRole>().notNull(),
    /** Every OCDS role seen: buyer, procuringEntity, supplier, tenderer. */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    countryCode: char('country_code', { length: 2 }),
    country: text('country'),
    address: text('address'),
    town: text('town'),
    postalCode: text('postal_code'),
    /** NUTS code from the address (`nuts_location`), when it names a known region. */
    nutsRegionId: text('nuts_region_id').references(() => regions.id),
    url: text('url'),
    email: text('email'),
    phone: text('phone'),
    contactName: text('contact_name'),
    oscarId: text('oscar_id'),
    companiesHouseId: text('companies_house_id'),
    verified: boolean('verified').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    replacedById: ref('replaced_by_id').references((): AnyPgColumn => organisations.id, { onDelete: 'set null' }),
    isSme: boolean('is_sme'),
    /** OCDS details.scale: sme, micro, small, medium, large. */
    scale: text('scale'),
    logoUrl: text('logo_url'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** Notices naming the organisation in any role (kept by the importer and the generator). */
    noticeCount: integer('notice_count').notNull().default(0),
    /** Created by the scale generator, not from a real notice. */
    synthetic: boolean('synthetic').notNull().default(false),
    /** sha-256 of the imported fields: an import writes the row only when it changes. */
    contentHash: text('content_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('organisations_primary_role_check', inList(t.primaryRole, PRIMARY_ROLES)),
    index('organisations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('organisations_normalised_name_idx').on(t.normalisedName),
    index('organisations_role_notice_count_idx').on(t.primaryRole, t.noticeCount.desc()),
    index('organisations_country_code_idx').on(t.countryCode),
    index('organisations_oscar_id_idx').on(t.oscarId),
    index('organisations_companies_house_id_idx').on(t.companiesHouseId),
    index('organisations_nuts_region_idx').on(t.nutsRegionId),
    index('organisations_replaced_by_idx').on(t.replacedById),
  ],
);

export const CATEGORY_ASSIGNMENT_SOURCES = ['reference_match', 'admin', 'import'] as const;
export type CategoryAssignmentSource = (typeof CATEGORY_ASSIGNMENT_SOURCES)[number];

/** `categories (buyer_category_id, source)` of a buyer. */
export const buyerCategoryAssignments = pgTable(
  'buyer_category_assignments',
  {
    organisationId: ref('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    buyerCategoryId: ref('buyer_category_id')
      .notNull()
      .references(() => buyerCategories.id, { onDelete: 'cascade' }),
    source: text('source').$type<CategoryAssignmentSource>().notNull(),
    /** Register entry the match came from (reference_organisations.id), when matched. */
    referenceOrganisationId: ref('reference_organisation_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.buyerCategoryId] }),
    check('buyer_category_assignments_source_check', inList(t.source, CATEGORY_ASSIGNMENT_SOURCES)),
    index('buyer_category_assignments_category_idx').on(t.buyerCategoryId, t.organisationId),
  ],
);

export type OrganisationRow = typeof organisations.$inferSelect;
export type NewOrganisationRow = typeof organisations.$inferInsert;
