/**
 * Notices (records): one row per contracting process (OCDS ocid), compiled from its releases.
 * A record family groups the notices of one process; procurement stages (pre-tender, tender,
 * award) are the leads a team qualifies, comments on and assigns.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, inList, ref, tsvector, updatedAt } from './columns';
import { organisations } from './organisations';
import { cpvCodes } from './reference';

export const NOTICE_STAGES = ['STALE_PRE_TENDER', 'PRE_TENDER', 'OPEN', 'CLOSED', 'AWARDED'] as const;
export type NoticeStageValue = (typeof NOTICE_STAGES)[number];

/** The lead stages of a notice's timeline (spec 2§4: preTender, tender, award). */
export const PROCUREMENT_STAGES = ['PRE_TENDER', 'TENDER', 'AWARD'] as const;
export type ProcurementStageValue = (typeof PROCUREMENT_STAGES)[number];

/** A contracting process: the notices that describe it over time (`record_family_id`). */
export const recordFamilies = pgTable('record_families', {
  id: id(),
  guid: uuid('guid').notNull().unique(),
  /** OCDS ocid of the process (or the generator's synthetic ocid). */
  ocid: text('ocid').notNull().unique(),
  createdAt: createdAt(),
});

export interface NoticeRelatedProcess {
  id?: string;
  relationship: string[];
  title?: string;
  scheme?: string;
  identifier?: string;
  uri?: string;
}

export const notices = pgTable(
  'notices',
  {
    id: id(),
    guid: uuid('guid').notNull().unique(),
    ocid: text('ocid').notNull().unique(),
    recordFamilyId: ref('record_family_id')
      .notNull()
      .references(() => recordFamilies.id),
    name: text('name').notNull(),
    description: text('description'),
    stage: text('stage').$type<NoticeStageValue>().notNull(),
    /** Rule that gave the stage (docs/decisions/0005-stage-mapping.md). */
    stageReason: text('stage_reason').notNull(),
    tenderStatus: text('tender_status'),
    /** Notice type: the tag of the newest release (planning, tender, award, contract…). */
    type: text('type'),
    value: numeric('value', { precision: 20, scale: 2, mode: 'number' }),
    /** Where the value came from ('tender.value.amount', 'awards.sum'…): the spec's valueSrc. */
    valueSource: text('value_source'),
    currency: char('currency', { length: 3 }),
    publishDate: at('publish_date'),
    closeDate: at('close_date'),
    /**
     * Planning-only notices: when the pre-tender notice was published (decision 0005: earliest
     * planning document, else tender datePublished, else the first release). The stage clock turns
     * PRE_TENDER into STALE_PRE_TENDER from it.
     */
    planningPublishedAt: at('planning_published_at'),
    tenderDate: at('tender_date'),
    awardDate: at('award_date'),
    expiryDate: at('expiry_date'),
    tendersReceived: integer('tenders_received'),
    country: text('country'),
    /** OCDS release `language` (ISO 639-1: 'en', 'cy'), for the signal settings' languages. */
    language: text('language'),
    countryCode: char('country_code', { length: 2 }),
    url: text('url'),
    procurementMethod: text('procurement_method'),
    procurementMethodDetails: text('procurement_method_details'),
    mainProcurementCategory: text('main_procurement_category'),
    isSuitableForSme: boolean('is_suitable_for_sme'),
    isSuitableForVcse: boolean('is_suitable_for_vcse'),
    /** Main buyer (also linked with role 'buyer' in notice_organisations). */
    buyerId: ref('buyer_id').references(() => organisations.id, { onDelete: 'set null' }),
    /**
     * Every buyer of the notice (the main one first), copied from notice_organisations (role
     * 'buyer') by the importer and the generator: the buyer filters AND their GIN index with the
     * full-text and CPV indexes in one bitmap.
     */
    buyerIds: bigint('buyer_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** The 2-digit CPV divisions of the notice's codes, sorted (copied from notice_cpv_codes; GIN, facets). */
    cpvDivisions: text('cpv_divisions').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Delivery (performance) regions: NUTS codes of `regions`, sorted, from the items' delivery
     * addresses (codes as written, or region names resolved as a buyer's are). Decision 0059.
     */
    deliveryRegionIds: text('delivery_region_ids').array().notNull().default(sql`'{}'::text[]`),
    /** The buyer's contactPoint: the notice's procurement contact. */
    buyerContactName: text('buyer_contact_name'),
    buyerContactEmail: text('buyer_contact_email'),
    buyerContactPhone: text('buyer_contact_phone'),
    buyerContactUrl: text('buyer_contact_url'),
    isFramework: boolean('is_framework').notNull().default(false),
    isCallOff: boolean('is_call_off').notNull().default(false),
    relatedProcesses: jsonb('related_processes').$type<NoticeRelatedProcess[]>().notNull().default([]),
    /** 8-digit CPV codes found in the notice but missing from the CPV 2008 list. */
    unknownCpvCodes: text('unknown_cpv_codes').array().notNull().default(sql`'{}'::text[]`),
    releaseCount: integer('release_count').notNull().default(0),
    releaseIds: text('release_ids').array().notNull().default(sql`'{}'::text[]`),
    lastReleaseDate: at('last_release_date'),
    sourceFile: text('source_file'),
    sourcePublisher: text('source_publisher'),
    sourceLicense: text('source_license'),
    /** Created by the scale generator (`tl generate`), not imported. */
    synthetic: boolean('synthetic').notNull().default(false),
    /** sha-256 of the mapped notice: a re-import writes only what changed. */
    contentHash: text('content_hash').notNull(),
    /** `addedAt` / the `added_date` filter. */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Weighted full-text document: name (A) + description (B). */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')`,
      ),
  },
  (t) => [
    check('notices_stage_check', inList(t.stage, NOTICE_STAGES)),
    // One multicolumn GIN index over every buyer, the CPV divisions and the full text (docs/decisions/0006):
    // filters on several of them are one index scan whose keys are ANDed inside GIN, so the rarest key
    // skips through the posting trees of the common ones (three single-column bitmaps had to be read
    // whole and ANDed). A condition on any one column uses it as well as a single-column index would.
    // `array[stage]` (docs/decisions/0061): a stage filter ANDs inside the same scan instead of a bitmap
    // of the stage btree (60 % of all notices) ANDed afterwards.
    index('notices_filter_gin_idx').using('gin', t.buyerIds, t.cpvDivisions, t.search, sql`(array[${t.stage}])`),
    index('notices_delivery_regions_idx').using('gin', t.deliveryRegionIds),
    index('notices_record_family_idx').on(t.recordFamilyId),
    index('notices_stage_publish_idx').on(t.stage, t.publishDate.desc()),
    index('notices_publish_date_idx').on(t.publishDate.desc(), t.id.desc()),
    index('notices_close_date_idx').on(t.closeDate),
    index('notices_award_date_idx').on(t.awardDate),
    index('notices_expiry_date_idx').on(t.expiryDate),
    index('notices_created_at_idx').on(t.createdAt),
    index('notices_value_idx').on(t.value),
    index('notices_country_code_idx').on(t.countryCode),
    index('notices_buyer_idx').on(t.buyerId, t.publishDate.desc()),
    index('notices_framework_idx').on(t.id).where(sql`is_framework`),
  ],
);

/** A lead: one stage of a notice's timeline. Qualifications, assignees and comments hang off it. */
export const procurementStages = pgTable(
  'procurement_stages',
  {
    id: id(),
    noticeId: ref('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<ProcurementStageValue>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('procurement_stages_stage_check', inList(t.stage, PROCUREMENT_STAGES)),
    uniqueIndex('procurement_stages_notice_stage_idx').on(t.noticeId, t.stage),
  ],
);

/** CPV codes of a notice that exist in the CPV 2008 list. */
export const noticeCpvCodes = pgTable(
  'notice_cpv_codes',
  {
    noticeId: ref('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    cpvCode: char('cpv_code', { length: 8 })
      .notNull()
      .references(() => cpvCodes.code),
    /** Copy of the code's division, for the `cpv_dimensions` filter without a join. */
    division: char('division', { length: 2 }).notNull(),
    /** Where it was found: 'tender.classification', 'items.additionalClassifications'… */
    source: text('source').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.cpvCode] }),
    index('notice_cpv_codes_code_idx').on(t.cpvCode, t.noticeId),
    index('notice_cpv_codes_division_idx').on(t.division, t.noticeId),
  ],
);

export const NOTICE_ORGANISATION_ROLES = ['buyer', 'procuringEntity', 'supplier', 'tenderer'] as const;
export type NoticeOrganisationRole = (typeof NOTICE_ORGANISATION_ROLES)[number];

/** Organisations named by a notice, with their OCDS role (buyers, suppliers…). */
export const noticeOrganisations = pgTable(
  'notice_organisations',
  {
    noticeId: ref('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    organisationId: ref('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    role: text('role').$type<NoticeOrganisationRole>().notNull(),
    /** The party id inside the OCDS release. */
    partyId: text('party_id'),
    /** The main buyer of the notice. */
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.organisationId, t.role] }),
    check('notice_organisations_role_check', inList(t.role, NOTICE_ORGANISATION_ROLES)),
    index('notice_organisations_organisation_idx').on(t.organisationId, t.role, t.noticeId),
  ],
);

/**
 * Every OCDS release imported, as read (keys repaired). A newer release of a known ocid is merged
 * with the stored ones, so a notice compiles from all its releases whatever file they came in.
 */
export const ocdsReleases = pgTable(
  'ocds_releases',
  {
    id: id(),
    ocid: text('ocid').notNull(),
    /** Release id, or a content hash when the release has none. */
    releaseKey: text('release_key').notNull(),
    date: text('date'),
    tag: text('tag').array().notNull().default(sql`'{}'::text[]`),
    sourceFile: text('source_file').notNull(),
    sourceIndex: integer('source_index').notNull(),
    sourceLine: integer('source_line'),
    /** The package metadata the release came with (publisher, licence, uri…). */
    package: jsonb('package').$type<Record<string, unknown>>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    contentHash: text('content_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ocds_releases_ocid_key_idx').on(t.ocid, t.releaseKey)],
);

export type NoticeRow = typeof notices.$inferSelect;
export type NewNoticeRow = typeof notices.$inferInsert;
export type ProcurementStageRow = typeof procurementStages.$inferSelect;
