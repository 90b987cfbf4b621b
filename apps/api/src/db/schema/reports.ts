/** Reports (custom briefings, industry reports) with ordered sections and attached documents. */
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, inList, ref, updatedAt } from './columns';
import { companies } from './companies';
import { teams } from './users';

export const REPORT_SECTION_TYPES = [
  'RichText',
  'Header',
  'RecordList',
  'LinkList',
  'DocumentList',
  'CpvChart',
  'Suppliers',
  'Contacts',
  'Iframe',
  'AiQuestion',
] as const;
export type ReportSectionType = (typeof REPORT_SECTION_TYPES)[number];

export const reports = pgTable(
  'reports',
  {
    id: id(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    /** Null for a report offered to every company (industry report). */
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    teamId: ref('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    adminNotes: text('admin_notes'),
    reportType: text('report_type').notNull().default('CUSTOM_BRIEFING'),
    label: text('label'),
    publishedAt: at('published_at'),
    pdfUrl: text('pdf_url'),
    coverImageUrl: text('cover_image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('reports_company_idx').on(t.companyId, t.publishedAt.desc())],
);

export const reportSections = pgTable(
  'report_sections',
  {
    id: id(),
    reportId: ref('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sectionType: text('section_type').$type<ReportSectionType>().notNull(),
    title: text('title'),
    /** The section's own fields (rich text, record guids, links, iframe src, AI question…). */
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    check('report_sections_type_check', inList(t.sectionType, REPORT_SECTION_TYPES)),
    uniqueIndex('report_sections_report_position_idx').on(t.reportId, t.position),
  ],
);

export const reportDocuments = pgTable(
  'report_documents',
  {
    id: id(),
    reportId: ref('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** `/reports/{reportId}/documents/{ref}`. */
    ref: text('ref').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    caption: text('caption'),
    url: text('url'),
    filePath: text('file_path'),
    mimeType: text('mime_type'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('report_documents_report_ref_idx').on(t.reportId, t.ref)],
);
