/** REST exports (docs/contracts.md "Exports"): sync files, async jobs, job status and download. */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest, HttpError } from '../http/errors';
import { assertCan, assertCanExport, type PolicySubject } from '../policy/index';
import { ListNotFoundError } from '../records/service';
import { toPolicySubject, type CurrentUser } from '../users/currentUser';
import { findOwnExportJob, toExportJobJson } from './jobs';
import { ExportJobIdSchema, RecordAsyncExportBodySchema, SupplierAsyncExportBodySchema, SupplierExportBodySchema } from './schemas';
import { checkExport, contentDisposition, queueExport, streamExportResponse } from './service';
import { noticesExportSource, RecordSearchFiltersSchema } from './sources/notices';
import { suppliersExportSource, type SupplierFilters, type SupplierSelection } from './sources/suppliers';
import { CONTENT_TYPES } from './writers/index';

const RECORDS_ASYNC = 'POST /api/records/async_export';
const SUPPLIERS_ASYNC = 'POST /api/suppliers/async_export';

/** A supplier export is the suppliers table's: guests and plans without EXPORTS are refused first, then SUPPLIERS is needed. */
function assertCanExportSuppliers(subject: PolicySubject) {
  assertCanExport(subject, 0);
  assertCan(subject, { type: 'suppliers.search' });
}

const supplierSelection = (body: { guids?: string[] | undefined; filters?: SupplierFilters | undefined }): SupplierSelection =>
  body.guids ? { guids: body.guids } : { filters: body.filters ?? {} };

async function readBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw badRequest('Send a JSON body');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error);
  return parsed.data;
}

const exportCaller = (user: CurrentUser) => ({ userId: user.id, teamId: user.team.id, companyId: user.company.id });

/** A buyer or notice list in the filter that does not exist is a 404 (as in the record search). */
async function listsFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ListNotFoundError) throw new HttpError(404, 'not_found', error.message);
    throw error;
  }
}

const notFound = () => new HttpError(404, 'not_found', 'Export not found');

export function exportRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  for (const format of ['csv', 'xlsx'] as const) {
    app.post(`/records/search.${format}`, async (c) => {
      const { user } = c.get('auth');
      const subject = toPolicySubject(user);
      const filters = await readBody(c, RecordSearchFiltersSchema);
      const source = noticesExportSource(deps.db, filters, exportCaller(user), deps.now);
      await listsFound(checkExport(subject, source, RECORDS_ASYNC));
      return streamExportResponse(deps, source, format);
    });
  }

  app.post('/records/async_export', async (c) => {
    const { user } = c.get('auth');
    const { format, ...filters } = await readBody(c, RecordAsyncExportBodySchema);
    const source = noticesExportSource(deps.db, filters, exportCaller(user), deps.now);
    const job = await listsFound(queueExport(deps, user, toPolicySubject(user), 'records', format, filters, source));
    return c.json(toExportJobJson(job), 202);
  });

  app.post('/suppliers/export', async (c) => {
    const { user } = c.get('auth');
    const subject = toPolicySubject(user);
    assertCanExportSuppliers(subject);
    const body = await readBody(c, SupplierExportBodySchema);
    const source = suppliersExportSource(deps.db, supplierSelection(body), { userId: user.id }, deps.now);
    await listsFound(checkExport(subject, source, SUPPLIERS_ASYNC));
    return streamExportResponse(deps, source, body.format);
  });

  app.post('/suppliers/async_export', async (c) => {
    const { user } = c.get('auth');
    const subject = toPolicySubject(user);
    assertCanExportSuppliers(subject);
    const { format, ...body } = await readBody(c, SupplierAsyncExportBodySchema);
    const selection = supplierSelection(body);
    const source = suppliersExportSource(deps.db, selection, { userId: user.id }, deps.now);
    const job = await listsFound(queueExport(deps, user, subject, 'suppliers', format, selection, source));
    return c.json(toExportJobJson(job), 202);
  });

  /** The caller's job named in the path; another user's job, or a malformed id, is a 404. */
  async function ownJob(c: Context<AppEnv>) {
    const { user } = c.get('auth');
    const id = ExportJobIdSchema.safeParse(c.req.param('id'));
    const job = id.success ? await findOwnExportJob(deps.db, user.id, id.data) : null;
    if (!job) throw notFound();
    assertCan(toPolicySubject(user), { type: 'exportJob.read', resource: job });
    return job;
  }

  app.get('/jobs/:id', async (c) => {
    const job = await ownJob(c);
    c.header('Cache-Control', 'no-store');
    return c.json(toExportJobJson(job));
  });

  app.get('/jobs/:id/download', async (c) => {
    const job = await ownJob(c);
    if (job.status !== 'complete' || !job.fileName) {
      throw new HttpError(409, 'export_not_ready', 'This export has no file yet');
    }
    // No path: the retention sweep (cleanup.ts) deleted the file.
    const size = job.filePath === null ? null : await stat(job.filePath).then(
      (s) => s.size,
      () => null,
    );
    if (size === null || job.filePath === null) throw new HttpError(410, 'export_gone', 'This export file is no longer available. Please export again.');
    return new Response(Readable.toWeb(createReadStream(job.filePath)) as ReadableStream<Uint8Array>, {
      headers: {
        'Content-Type': CONTENT_TYPES[job.format],
        'Content-Length': String(size),
        'Content-Disposition': contentDisposition(job.fileName),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });

  return app;
}
