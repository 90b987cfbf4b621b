/** Export jobs: rows worked by the server process, so an export survives a restart. */
import { check, index, integer, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, jobLeaseColumns, updatedAt } from './columns';
import { companyFk, userFk } from './owners';

export const EXPORT_STATUSES = ['queued', 'running', 'complete', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_KINDS = ['records', 'organisations', 'suppliers', 'contacts', 'buyer_list', 'frameworks'] as const;

export const exportJobs = pgTable(
  'export_jobs',
  {
    id: id(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    userId: userFk(),
    companyId: companyFk(),
    kind: text('kind').notNull(),
    format: text('format').$type<ExportFormat>().notNull(),
    status: text('status').$type<ExportStatus>().notNull().default('queued'),
    /** 0..1 */
    progress: real('progress').notNull().default(0),
    /** The request that selects the rows (filters or ids), as received. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull().default({}),
    totalRows: integer('total_rows'),
    filePath: text('file_path'),
    fileName: text('file_name'),
    error: text('error'),
    ...jobLeaseColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('export_jobs_status_check', inList(t.status, EXPORT_STATUSES)),
    check('export_jobs_format_check', inList(t.format, EXPORT_FORMATS)),
    check('export_jobs_kind_check', inList(t.kind, EXPORT_KINDS)),
    index('export_jobs_status_created_idx').on(t.status, t.createdAt),
    index('export_jobs_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export type ExportJobRow = typeof exportJobs.$inferSelect;
