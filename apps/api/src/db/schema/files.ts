/**
 * Text extraction jobs for stored files (apps/api/src/files/jobs.ts): one row per file to read, worked
 * by the extraction worker under a lease so it survives restarts; the text lands in
 * file_extraction_sections (a page, a heading's section, a worksheet each). Documents and bid
 * responses point at their extraction by `owner_type` + `owner_id`.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  DOCUMENT_OWNER_TYPES,
  DOCUMENT_STATUSES,
  EXTRACTION_STATUSES,
  type DocumentOwnerType,
  type DocumentStatus,
  type ExtractionStatus,
} from '@tenderlens/domain/files';
import { at, createdAt, id, inList, jobLeaseColumns, ref, tsvector, updatedAt } from './columns';
import { companyFk, teamFk, userRefOptional } from './owners';

/** What a file belongs to; each owner type registers a handler with the worker. */
export const FILE_OWNER_TYPES = ['document', 'bid_response'] as const;
export type FileOwnerType = (typeof FILE_OWNER_TYPES)[number];

export const fileExtractions = pgTable(
  'file_extractions',
  {
    id: id(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    ownerType: text('owner_type').$type<FileOwnerType>().notNull(),
    /** The owner's row id (documents.id, …); no foreign key, the owner deletes its extraction. */
    ownerId: ref('owner_id').notNull(),
    /** FileStorage key. */
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type'),
    status: text('status').$type<ExtractionStatus>().notNull().default('queued'),
    /** Not claimed before this time (back-off after a transient failure). */
    runAfter: at('run_after').notNull().defaultNow(),
    error: text('error'),
    sectionCount: integer('section_count'),
    characters: integer('characters'),
    truncated: boolean('truncated').notNull().default(false),
    ...jobLeaseColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('file_extractions_status_check', inList(t.status, EXTRACTION_STATUSES)),
    check('file_extractions_owner_type_check', inList(t.ownerType, FILE_OWNER_TYPES)),
    index('file_extractions_queue_idx').on(t.status, t.runAfter),
    index('file_extractions_owner_idx').on(t.ownerType, t.ownerId),
  ],
);

export type FileExtractionRow = typeof fileExtractions.$inferSelect;

export const fileExtractionSections = pgTable(
  'file_extraction_sections',
  {
    extractionId: ref('extraction_id')
      .notNull()
      .references(() => fileExtractions.id, { onDelete: 'cascade' }),
    /** 0-based order in the file. */
    position: integer('position').notNull(),
    label: text('label').notNull().default(''),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ name: 'file_extraction_sections_pk', columns: [t.extractionId, t.position] })],
);


/**
 * A company's documents (spec 2§3 Document, Document upload, Customer document): an uploaded file or
 * a fetched link, kept in FileStorage under `storage_key`, its text extracted into `body` and
 * searched with the same weighted tsvector machinery as notices (title A, description B, body C).
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    companyId: companyFk(),
    teamId: teamFk(),
    uploadedBy: userRefOptional('uploaded_by'),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category'),
    documentType: text('document_type'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    /** The link it was fetched from (url upload / uploadLink). */
    sourceUrl: text('source_url'),
    publishedAt: at('published_at'),
    ownerType: text('owner_type').$type<DocumentOwnerType>(),
    ownerGuid: uuid('owner_guid'),
    /** Folder path in the company's library ('/' the root, '/Bids/2026'). */
    uiPath: text('ui_path').notNull().default('/'),
    status: text('status').$type<DocumentStatus>().notNull().default('processing'),
    error: text('error'),
    pageCount: integer('page_count'),
    /** The extracted text (sections joined), empty until processed. */
    body: text('body').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B') || setweight(to_tsvector('english'::regconfig, left(body, 1000000)), 'C')`,
      ),
  },
  (t) => [
    check('documents_status_check', inList(t.status, DOCUMENT_STATUSES)),
    check('documents_owner_type_check', inList(t.ownerType, DOCUMENT_OWNER_TYPES)),
    index('documents_company_created_idx').on(t.companyId, t.createdAt.desc()),
    index('documents_owner_idx').on(t.companyId, t.ownerType, t.ownerGuid),
    index('documents_company_path_idx').on(t.companyId, t.uiPath),
    index('documents_search_idx').using('gin', t.search),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;

/**
 * Folders a company made in its library (spec 2§3 Customer document with isFolder): a folder exists
 * while it is here or while a document's `ui_path` lies in it; an empty folder needs its row.
 */
export const documentFolders = pgTable(
  'document_folders',
  {
    id: id(),
    companyId: companyFk(),
    /** '/Bids' or '/Bids/2026' (never '/'). */
    path: text('path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('document_folders_company_path_unique').on(t.companyId, t.path)],
);
