/** What the export calls send and answer (docs/contracts.md "Exports"); REST is snake_case. */
import { z } from 'zod';
import type { RecordSearchRequest } from '../../notices/rules/recordSearchRequest';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ExportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

export const ExportStatusSchema = z.enum(['queued', 'running', 'complete', 'failed']);
export type ExportStatus = z.infer<typeof ExportStatusSchema>;

/** GET /api/jobs/{id} and POST /api/records/async_export, parsed into camelCase. */
export const ExportJobJsonSchema = z
  .object({
    id: z.string().min(1),
    state: ExportStatusSchema,
    finished: z.boolean(),
    progress: z.number().min(0).max(1),
    total_rows: z.number().int().nullable(),
    file_name: z.string().nullable(),
    download_url: z.string().nullable(),
  })
  .transform((j) => ({
    id: j.id,
    status: j.state,
    isComplete: j.state === 'complete',
    isError: j.state === 'failed',
    progress: j.progress,
    totalRows: j.total_rows,
    fileName: j.file_name,
    downloadUrl: j.download_url,
  }));

/** GraphQL `FileExport` (spec 2§4: status, isComplete, isError, downloadUrl), plus progress. */
export const FileExportSchema = z.object({
  id: z.string().min(1),
  status: ExportStatusSchema,
  isComplete: z.boolean(),
  isError: z.boolean(),
  progress: z.number().min(0).max(1),
  totalRows: z.number().int().nullable(),
  fileName: z.string().nullable(),
  downloadUrl: z.string().nullable(),
});
/** One poll's answer, whichever API it came from. */
export type FileExport = z.infer<typeof FileExportSchema>;

/** Record search filters as the export calls take them (snake_case, every key optional). */
export const RecordSearchFiltersSchema = z.object({
  text: z.string().optional(),
  stages: z.array(z.enum(['STALE_PRE_TENDER', 'PRE_TENDER', 'OPEN', 'CLOSED', 'AWARDED'])).optional(),
  publish_date: z.object({ from: z.string().optional(), to: z.string().optional() }).optional(),
  close_date: z.object({ from: z.string().optional(), to: z.string().optional() }).optional(),
  value: z.object({ from: z.number().optional(), to: z.number().optional() }).optional(),
  buyer_guids: z.array(z.string()).optional(),
  cpv_codes: z.array(z.string()).optional(),
  country_codes: z.array(z.string()).optional(),
  record_guids: z.array(z.string()).optional(),
});
/**
 * What a notices export sends: the record search request of the notices page (`useNoticeSearch().request`,
 * the wire filter of spec 2§3; its paging and sort keys are ignored by the server) or the older export keys above.
 */
export type RecordSearchFilters = z.infer<typeof RecordSearchFiltersSchema> | RecordSearchRequest;

/** The suppliers table's search as POST /api/suppliers/export takes it (snake_case, every key optional). */
export const SupplierFiltersSchema = z.object({
  text: z.string().optional(),
  country_codes: z.array(z.string()).optional(),
  is_sme: z.boolean().optional(),
  supplier_guids: z.array(z.string()).optional(),
  signals: z.array(z.string()).optional(),
  buyer_guids: z.array(z.string()).optional(),
  buyer_ids: z.array(z.number()).optional(),
  buyer_list_ids: z.array(z.string()).optional(),
  buyer_category_ids: z.array(z.number()).optional(),
  sort: z.enum(['name', 'awards_count', 'expiries_count', 'latest_activity']).optional(),
  sort_order: z.enum(['asc', 'desc']).optional(),
});
export type SupplierFilters = z.infer<typeof SupplierFiltersSchema>;

/** GraphQL OrganisationSearchRequest (exportOrganisations' request). */
export interface OrganisationSearchRequest {
  text?: string;
  ids?: string[];
  names?: string[];
  primaryRole?: 'BUYER' | 'SUPPLIER';
  isSme?: boolean;
  countryCodes?: string[];
  sortBy?: 'name' | 'notice_count';
  sortOrder?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}
