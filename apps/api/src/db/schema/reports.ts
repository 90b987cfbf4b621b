/** Reports (custom briefings, industry reports) with ordered sections and attached documents. */
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, inList, ref, updatedAt } from './columns';
import { companies } from './companies';
import { teams, users } from './users';
// The report and section types are defined once in the domain package (a custom briefing is for one company; an
// industry report is published to everyone).
import { REPORT_SECTION_TYPES, REPORT_TYPES, type ReportSectionType, type ReportType } from '@tenderlens/domain/reports';

/** PostgreSQL `bytea` (a report's attached files, kept with the report: decision 0048). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export { REPORT_SECTION_TYPES, REPORT_TYPES, type ReportSectionType, type ReportType };

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
    reportType: text('report_type').$type<ReportType>().notNull().default('CUSTOM_BRIEFING'),
    label: text('label'),
    publishedAt: at('published_at'),
    pdfUrl: text('pdf_url'),
    coverImageUrl: text('cover_image_url'),
    createdById: ref('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reports_company_idx').on(t.companyId, t.publishedAt.desc()),
    index('reports_type_published_idx').on(t.reportType, t.publishedAt.desc()),
    check('reports_report_type_check', inList(t.reportType, REPORT_TYPES)),
    check('reports_audience_check', sql`(${t.reportType} = 'CUSTOM_BRIEFING') = (${t.companyId} is not null)`),
  ],
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
    /** The attached file itself (at most 1 MB, the request body limit); null for a link (`url`). */
    content: bytea('content'),
    sizeBytes: integer('size_bytes'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('report_documents_report_ref_idx').on(t.reportId, t.ref),
    check('report_documents_source_check', sql`${t.content} is not null or ${t.url} is not null`),
  ],
);
