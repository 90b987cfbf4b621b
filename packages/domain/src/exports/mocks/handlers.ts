import { delay, graphql, http, HttpResponse, type RequestHandler } from 'msw';
import { executeMock, graphQLErrorResponse } from '../../mocks/executeMock';
import type { ExportFormat, FileExport } from '../schemas/exportJob';
import { EXPORT_FIXTURE_DATE, exportFileFixtures, exportJobFixtures } from './fixtures';

export type ExportsScenario =
  /** Small exports download at once; jobs run to completion after `pollsToComplete` polls. */
  | 'default'
  /** Jobs stay running forever (the progress modal; the 10-minute time-out). */
  | 'slow'
  /** Jobs fail (the 'Oh uh, something went wrong' modal). */
  | 'jobFailed'
  /** Status polls answer 500 (the same modal). */
  | 'pollError'
  /** The file of a finished job cannot be fetched ('Failed to download file'). */
  | 'downloadError'
  /** Small exports answer 500 ('Export failed. Please try again later.'). */
  | 'exportError';

export interface ExportsHandlersOptions {
  /** @default 'default' */
  scenario?: ExportsScenario;
  /** Polls before a job completes (scenario 'default'). @default 3 */
  pollsToComplete?: number;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function file(stem: string, format: ExportFormat, csv: string): HttpResponse<string> {
  // xlsx answers carry the CSV text: the hooks never open the file, they save it.
  return new HttpResponse(csv, {
    headers: {
      'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE,
      'Content-Disposition': `attachment; filename="tenderlens-${stem}-${EXPORT_FIXTURE_DATE}.${format}"`,
    },
  });
}

const serverError = () => HttpResponse.json({ error: { code: 'internal', message: 'Unexpected error' } }, { status: 500 });

const toJobJson = (j: FileExport) => ({
  id: j.id,
  state: j.status,
  finished: j.isComplete || j.isError,
  progress: j.progress,
  total_rows: j.totalRows,
  file_name: j.fileName,
  download_url: j.downloadUrl,
});

/**
 * REST and GraphQL mocks of the export calls, backed by an in-memory job store: each status poll
 * moves a job on, so the real `useExport` hook shows progress and then downloads.
 */
export function exportsHandlers(options: ExportsHandlersOptions = {}): RequestHandler[] {
  const scenario = options.scenario ?? 'default';
  const pollsToComplete = Math.max(1, options.pollsToComplete ?? 3);
  const jobs = new Map<string, { polls: number; stem: string; format: ExportFormat }>();
  let next = 1;

  const create = (stem: string, format: ExportFormat) => {
    const id = `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;
    jobs.set(id, { polls: 0, stem, format });
    return exportJobFixtures.queued(id);
  };
  const poll = (id: string): FileExport | null => {
    const job = jobs.get(id);
    if (!job) return null;
    job.polls += 1;
    if (scenario === 'jobFailed') return exportJobFixtures.failed(id);
    if (scenario === 'slow' || job.polls < pollsToComplete) {
      return exportJobFixtures.running(id, scenario === 'slow' ? 0.25 : job.polls / pollsToComplete);
    }
    return exportJobFixtures.complete(id, `tenderlens-${job.stem}-${EXPORT_FIXTURE_DATE}.${job.format}`);
  };
  const formatOf = (value: unknown): ExportFormat => (value === 'xlsx' ? 'xlsx' : 'csv');

  return [
    http.post('*/api/records/search.:format', ({ params }) =>
      scenario === 'exportError' ? serverError() : file('notices', formatOf(params.format), exportFileFixtures.noticesCsv),
    ),
    http.post('*/api/suppliers/export', async ({ request }) => {
      if (scenario === 'exportError') return serverError();
      const body = (await request.json()) as { format?: unknown };
      return file('suppliers', formatOf(body.format), exportFileFixtures.suppliersCsv);
    }),
    http.post('*/api/opportunities/export', async ({ request }) => {
      if (scenario === 'exportError') return serverError();
      const body = (await request.json()) as { format?: unknown };
      return file('opportunities', formatOf(body.format), exportFileFixtures.opportunitiesCsv);
    }),
    http.post('*/api/records/async_export', async ({ request }) => {
      const body = (await request.json()) as { format?: unknown };
      return HttpResponse.json(toJobJson(create('notices', formatOf(body.format))), { status: 202 });
    }),
    http.post('*/api/suppliers/async_export', async ({ request }) => {
      const body = (await request.json()) as { format?: unknown };
      return HttpResponse.json(toJobJson(create('suppliers', formatOf(body.format))), { status: 202 });
    }),
    http.get('*/api/jobs/:id', ({ params }) => {
      if (scenario === 'pollError') return serverError();
      const job = poll(String(params.id));
      return job ? HttpResponse.json(toJobJson(job)) : HttpResponse.json({ error: { code: 'not_found', message: 'Export not found' } }, { status: 404 });
    }),
    http.get('*/api/jobs/:id/download', async ({ params }) => {
      const job = jobs.get(String(params.id));
      if (scenario === 'downloadError' || !job) return serverError();
      await delay(10);
      return file(job.stem, job.format, job.stem === 'notices' ? exportFileFixtures.noticesCsv : exportFileFixtures.suppliersCsv);
    }),
    graphql.mutation('ExportOrganisations', ({ query, variables }) =>
      executeMock(query, variables, {
        exportOrganisations: (args) => {
          const format = (args.exportFormat as { fileFormat?: unknown } | undefined)?.fileFormat;
          return { id: create('organisations', formatOf(format)).id };
        },
      }),
    ),
    graphql.query('FileExport', ({ query, variables }) => {
      if (scenario === 'pollError') return graphQLErrorResponse();
      return executeMock(query, variables, { fileExport: (args) => poll(String(args.id)) });
    }),
  ];
}
