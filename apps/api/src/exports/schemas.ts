/** What the export endpoints accept (zod; a failure is a 400 with the issues in the message). */
import { z } from 'zod';
import { EXPORT_FORMATS } from '../db/schema/exports';
import { OrganisationSearchRequestSchema } from './sources/organisations';
import { RecordSearchFiltersSchema } from './sources/notices';
import { SupplierFiltersSchema } from './sources/suppliers';
import { ContactExportRequestSchema } from './sources/contacts';

export const ExportFormatSchema = z.enum(EXPORT_FORMATS, 'format is csv or xlsx');

/** POST /api/records/async_export: the record search filters plus the file format. */
export const RecordAsyncExportBodySchema = RecordSearchFiltersSchema.extend({ format: ExportFormatSchema.default('csv') });

/** POST /api/suppliers/export and /api/suppliers/async_export: a guid selection or filters (not both), plus the file format. */
export const SupplierExportBodySchema = z
  .strictObject({
    guids: z.array(z.uuid('Supplier guids are UUIDs')).min(1, 'guids needs at least one supplier').max(10_000).optional(),
    filters: SupplierFiltersSchema.optional(),
    format: ExportFormatSchema.default('csv'),
  })
  .refine((b) => (b.guids === undefined) !== (b.filters === undefined), 'Send either guids or filters');
export const SupplierAsyncExportBodySchema = SupplierExportBodySchema;

/** GraphQL exportOrganisations' exportFormat argument. */
export const ExportFormatInputSchema = z.strictObject({ fileFormat: ExportFormatSchema });

/** The id of an export job in URLs and GraphQL: the job's guid. */
export const ExportJobIdSchema = z.uuid('Export ids are UUIDs');

/** What export_jobs.request holds per kind (parsed again when the worker picks the job up). */
export const StoredRequestSchemas = {
  records: RecordSearchFiltersSchema,
  organisations: OrganisationSearchRequestSchema,
  suppliers: z.union([
    z.strictObject({ guids: z.array(z.uuid()) }),
    z.strictObject({ filters: SupplierFiltersSchema }),
  ]),
  contacts: ContactExportRequestSchema,
} as const;
