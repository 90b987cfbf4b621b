/** GraphQL exports: exportOrganisations (queues a job, returns its id) and fileExport(id) (status). */
import type { ZodError } from 'zod';
import { GraphQLError } from 'graphql';
import { EXPORT_FORMATS } from '../db/schema/exports';
import { PRIMARY_ROLES } from '../db/schema/organisations';
import { badUserInput, builder, guard } from '../graphql/builder';
import { describeZodError, HttpError } from '../http/errors';
import { findOwnExportJob, toExportJobView, type ExportJobView } from './jobs';
import { ExportFormatInputSchema, ExportJobIdSchema } from './schemas';
import { queueExport } from './service';
import { organisationSearchExportSource, OrganisationSearchRequestSchema } from './sources/organisations';

const invalid = (error: ZodError) => badUserInput(describeZodError(error));

const FileFormatEnum = builder.enumType('ExportFileFormat', { values: EXPORT_FORMATS });
const PrimaryRoleEnum = builder.enumType('OrganisationPrimaryRole', { values: PRIMARY_ROLES });
const SortOrderEnum = builder.enumType('SortOrder', { values: ['asc', 'desc'] as const });
const OrganisationSortEnum = builder.enumType('OrganisationSortBy', { values: ['name', 'notice_count'] as const });

export const ExportFormatInput = builder.inputType('ExportFormatInput', {
  fields: (t) => ({ fileFormat: t.field({ type: FileFormatEnum, required: true }) }),
});

const OrganisationSearchRequestInput = builder.inputType('OrganisationSearchRequest', {
  fields: (t) => ({
    text: t.string(),
    ids: t.idList(),
    names: t.stringList(),
    primaryRole: t.field({ type: PrimaryRoleEnum }),
    isSme: t.boolean(),
    countryCodes: t.stringList(),
    sortBy: t.field({ type: OrganisationSortEnum }),
    sortOrder: t.field({ type: SortOrderEnum }),
    page: t.int(),
    limit: t.int(),
  }),
});

export const ExportJobRef = builder.objectRef<{ id: string }>('ExportJob').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

const FileExportRef = builder.objectRef<ExportJobView>('FileExport').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    isComplete: t.exposeBoolean('isComplete'),
    isError: t.exposeBoolean('isError'),
    progress: t.exposeFloat('progress'),
    totalRows: t.exposeInt('totalRows', { nullable: true }),
    fileName: t.exposeString('fileName', { nullable: true }),
    downloadUrl: t.exposeString('downloadUrl', { nullable: true }),
  }),
});

/** Drops the nulls GraphQL sends for omitted optional input fields. */
const withoutNulls = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));

builder.mutationFields((t) => ({
  exportOrganisations: t.field({
    type: ExportJobRef,
    args: {
      request: t.arg({ type: OrganisationSearchRequestInput, required: true }),
      exportFormat: t.arg({ type: ExportFormatInput, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const request = OrganisationSearchRequestSchema.safeParse(withoutNulls(args.request));
      if (!request.success) throw invalid(request.error);
      const format = ExportFormatInputSchema.safeParse(args.exportFormat);
      if (!format.success) throw invalid(format.error);
      const source = organisationSearchExportSource(ctx.deps.db, request.data);
      try {
        const job = await queueExport(ctx.deps, ctx.user, ctx.subject, 'organisations', format.data.fileFormat, request.data, source);
        return { id: job.guid };
      } catch (error) {
        // Refusals keep their message and reason (guest, paywall, export_limit); anything else is masked.
        guard(() => {
          throw error;
        });
        if (error instanceof HttpError) throw new GraphQLError(error.message, { extensions: { code: error.code.toUpperCase() } });
        throw error;
      }
    },
  }),
}));

builder.queryFields((t) => ({
  fileExport: t.field({
    type: FileExportRef,
    nullable: true,
    description: "The caller's export job; null when there is none with this id.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = ExportJobIdSchema.safeParse(args.id);
      if (!id.success) return null;
      const job = await findOwnExportJob(ctx.deps.db, ctx.user.id, id.data);
      return job ? toExportJobView(job) : null;
    },
  }),
}));
