/**
 * The export rules around a source, shared by REST and GraphQL: count, ask the policy, then
 * either stream the file now (sync, up to 4,000 rows) or queue a job for the worker.
 */
import { PassThrough, Readable } from 'node:stream';
import type { ExportFormat } from '../db/schema/exports';
import type { AppDeps } from '../http/context';
import { HttpError } from '../http/errors';
import { assertCanExport, SYNC_EXPORT_ROW_LIMIT, type PolicySubject } from '../policy/index';
import type { CurrentUser } from '../users/currentUser';
import { createExportJob } from './jobs';
import type { ExportSource } from './source';
import type { SourceKind } from './sources/index';
import { CONTENT_TYPES, exportFileName, writeExport } from './writers/index';

/** 409 for a synchronous export over 4,000 rows, pointing at the asynchronous call. */
export class AsyncExportRequiredError extends HttpError {
  constructor(
    readonly rows: number,
    readonly asyncExport: string,
  ) {
    super(
      409,
      'async_export_required',
      `This export has ${rows.toLocaleString('en-GB')} rows. Exports over ${SYNC_EXPORT_ROW_LIMIT.toLocaleString('en-GB')} rows run in the background: use ${asyncExport}.`,
      { rows, async_export: asyncExport },
    );
    this.name = 'AsyncExportRequiredError';
  }
}

/**
 * Counts the rows and applies the export rules; returns the count. `syncAlternative` is given for a
 * synchronous export: the call that takes the export when it is over the synchronous limit.
 */
export async function checkExport(subject: PolicySubject, source: ExportSource, syncAlternative?: string): Promise<number> {
  // Guests and plans without EXPORTS are refused before the database is asked anything.
  assertCanExport(subject, 0);
  const rows = await source.count();
  assertCanExport(subject, rows);
  if (syncAlternative !== undefined && rows > SYNC_EXPORT_ROW_LIMIT) throw new AsyncExportRequiredError(rows, syncAlternative);
  return rows;
}

/** A file answer streamed as it is written (Content-Disposition attachment, named by today's date). */
export function streamExportResponse(deps: AppDeps, source: ExportSource, format: ExportFormat): Response {
  const fileName = exportFileName(source.fileStem, format, deps.now());
  const body = new PassThrough();
  writeExport(source, format, body).catch((error: unknown) => {
    // Headers are gone already: the client sees a cut-off download (a fetch error), the log sees why.
    deps.logger.error({ err: error, fileName }, 'streamed export failed');
  });
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': contentDisposition(fileName),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export const contentDisposition = (fileName: string) => `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`;

/** Queues a job after the rules pass; the worker of this process is woken at once. */
export async function queueExport(
  deps: AppDeps,
  user: CurrentUser,
  subject: PolicySubject,
  kind: SourceKind,
  format: ExportFormat,
  request: Record<string, unknown>,
  source: ExportSource,
) {
  const rows = await checkExport(subject, source);
  const job = await createExportJob(deps.db, { userId: user.id, companyId: user.company.id, kind, format, request, totalRows: rows });
  deps.jobs.notify();
  return job;
}
