import { readdir } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { beforeAll, expect, it } from 'vitest';
import { NOTICE_COLUMNS } from '@tenderlens/domain/columns';
import { exportJobs, type ExportJobRow } from '../db/schema/exports';
import { notices } from '../db/schema/index';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { findExportJob } from './jobs';
import type { ExportSource } from './source';
import { sourceForRequest } from './sources/index';
import { insertSyntheticNotices, strictCsv, SYNTHETIC_SUPPLIERS } from './testData';
import { ExportWorker, type ExportWorkerOptions } from './worker';

const NOTICES = 4100;
const today = () => new Date().toISOString().slice(0, 10);

interface JobJson {
  id: string;
  state: string;
  finished: boolean;
  progress: number;
  total_rows: number | null;
  file_name: string | null;
  download_url: string | null;
}
interface ErrorJson {
  error: { code: string; message: string; async_export?: string; rows?: number };
}

const post = (api: ApiHarness, tokens: Tokens, path: string, body: unknown) =>
  api.authed(tokens, path, { method: 'POST', body: JSON.stringify(body) });

const readCsv = strictCsv;

async function readXlsx(res: Response): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

const worker = (api: ApiHarness, options: Partial<ExportWorkerOptions> = {}) =>
  new ExportWorker({
    db: api.app.deps.db,
    logger: pino({ level: 'silent' }),
    exportsDir: api.app.deps.config.exportsDir,
    pollIntervalMs: 20,
    // Progress after every batch, so a test can stop the worker part-way through a job.
    progressEveryMs: 0,
    ...options,
  });

/** A source that sleeps before every batch (a slow database), so a test can stop the worker mid-job. */
function slowed(source: ExportSource, ms: number): ExportSource {
  return {
    ...source,
    async *batches(options) {
      for await (const batch of source.batches(options)) {
        await new Promise((resolve) => setTimeout(resolve, ms));
        options?.signal?.throwIfAborted();
        yield batch;
      }
    },
  };
}

async function until<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function jobByGuid(api: ApiHarness, guid: string): Promise<ExportJobRow> {
  const [row] = await api.app.deps.db.select().from(exportJobs).where(eq(exportJobs.guid, guid));
  if (!row) throw new Error(`job ${guid} missing`);
  return row;
}

await describeOnDatabases('exports', (api) => {
  let maya: Tokens;
  let leo: Tokens;
  beforeAll(async () => {
    await insertSyntheticNotices(api().app.deps.db, NOTICES);
    maya = await api().signIn('maya@northwind.test');
    leo = await api().signIn('leo@northwind.test');
  });

  it('streams a CSV of the filtered notices, named by today’s date, newest first, quoted safely', async () => {
    const res = await post(api(), maya, '/api/records/search.csv', { stages: ['OPEN'] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="tenderlens-notices-${today()}.csv"`);
    const rows = readCsv(await res.text());
    const [header, ...data] = rows;
    // The notices table's columns (start date, SME, buyer type, buyer lists … included), in its order, between the ids and the file-only columns.
    expect(header).toEqual([
      'Notice ID',
      'OCID',
      ...NOTICE_COLUMNS.map((c) => c.header),
      'Notice type',
      'Currency',
      'Buyer contact email',
      'CPV codes',
      'Procurement method',
      'Source URL',
      'Description',
    ]);
    expect(header).toEqual(expect.arrayContaining(['Start date', 'SME', 'Buyer type', 'Buyer lists']));
    expect(data).toHaveLength(NOTICES / 5);
    expect(data[0]?.[header?.indexOf('Buyer') ?? -1]).toMatch(/^Synthetic Buyer \d$/);
    expect(new Set(data.map((r) => r[header?.indexOf('Stage') ?? -1]))).toEqual(new Set(['OPEN']));
    const published = data.map((r) => r[header?.indexOf('Published') ?? -1] ?? '');
    expect([...published].sort().reverse()).toEqual(published);
    const description = data[0]?.[header?.indexOf('Description') ?? -1];
    expect(description).toMatch(/^Provision of services, lot \d+, with "quotes", commas; and a line\nbreak$/);
    expect(data[0]?.[header?.indexOf('Currency') ?? -1]).toBe('GBP');
  });

  it('streams xlsx with real dates and numbers', async () => {
    const res = await post(api(), maya, '/api/records/search.xlsx', { stages: ['AWARDED'], cpv_codes: ['722'] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="tenderlens-notices-${today()}.xlsx"`);
    const sheet = await readXlsx(res);
    const [count] = await api()
      .app.deps.db.select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(notices)
      .where(sql`stage = 'AWARDED' and exists (select 1 from notice_cpv_codes c where c.notice_id = notices.id and c.cpv_code like '722%')`);
    expect(count?.n).toBeGreaterThan(0);
    expect(sheet.rowCount).toBe((count?.n ?? 0) + 1);
    expect(sheet.getRow(1).getCell(3).value).toBe('Title');
    const column = (header: string) => (sheet.getRow(1).values as unknown[]).indexOf(header);
    expect(sheet.getRow(2).getCell(column('Published')).value).toBeInstanceOf(Date);
    expect(typeof sheet.getRow(2).getCell(column('Value')).value).toBe('number');
    expect(String(sheet.getRow(2).getCell(column('Suppliers')).value)).toMatch(/^Synthetic Supplier \d+$/);
    expect(sheet.getRow(2).getCell(column('SME')).value).toEqual(expect.any(Boolean));
  });

  it('takes the record search filter the notices page sends, and exports the rows the search finds', async () => {
    // The wire filter of spec 2§3 (stage, country_code, paging and sort keys), exactly as the notices page builds it.
    const wire = { stage: ['OPEN', 'AWARDED'], cpv_dimensions: ['72'], offset: 40, limit: 20, sort: 'publish_date', sort_order: 'desc' };
    const searched = await post(api(), maya, '/api/records/search', { ...wire, offset: 0, limit: 1 });
    expect(searched.status).toBe(200);
    const total = ((await searched.json()) as { paging_info: { total_results: number } }).paging_info.total_results;
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(4000);
    const res = await post(api(), maya, '/api/records/search.csv', wire);
    expect(res.status).toBe(200);
    const [header, ...data] = readCsv(await res.text());
    expect(data).toHaveLength(total);
    expect(new Set(data.map((r) => r[header?.indexOf('Stage') ?? -1]))).toEqual(new Set(['OPEN', 'AWARDED']));
    // Over 500 rows without export permission is refused for the wire filter too; unknown keys are a 400.
    const over = await post(api(), leo, '/api/records/search.csv', { stage: ['OPEN'], limit: 20, offset: 0 });
    expect(over.status).toBe(403);
    expect(((await over.json()) as ErrorJson).error.code).toBe('export_limit');
    expect((await post(api(), maya, '/api/records/search.csv', { stage: ['OPEN'], nope: 1 })).status).toBe(400);
    const missingList = await post(api(), maya, '/api/records/search.csv', { notice_lists: ['999999'] });
    expect(missingList.status).toBe(404);
  });

  it('enforces the export rules on the server', async () => {
    const guest = await api().signIn('guest@guestpass.test');
    const guestRes = await post(api(), guest, '/api/records/search.csv', { stages: ['OPEN'] });
    expect(guestRes.status).toBe(403);
    expect(((await guestRes.json()) as ErrorJson).error.code).toBe('guest');

    const free = await api().signIn('sam@freeco.test');
    const freeRes = await post(api(), free, '/api/records/search.csv', { record_guids: [] });
    expect(freeRes.status).toBe(403);
    expect(((await freeRes.json()) as ErrorJson).error).toMatchObject({ code: 'paywall', message: expect.stringContaining('Growth') });

    const over = await post(api(), leo, '/api/records/search.xlsx', { stages: ['OPEN'] });
    expect(over.status).toBe(403);
    const overBody = (await over.json()) as ErrorJson;
    expect(overBody.error.code).toBe('export_limit');
    expect(overBody.error.message).toContain('This export has 820 rows');
    expect(overBody.error.message).toContain('up to 500 rows');

    const small = await post(api(), leo, '/api/records/search.csv', { text: '"notice 17"' });
    expect(small.status).toBe(200);
    expect(readCsv(await small.text()).length).toBeGreaterThan(1);

    const tooBig = await post(api(), maya, '/api/records/search.csv', {});
    expect(tooBig.status).toBe(409);
    expect(((await tooBig.json()) as ErrorJson).error).toMatchObject({
      code: 'async_export_required',
      rows: NOTICES,
      async_export: 'POST /api/records/async_export',
    });
    const leoAsync = await post(api(), leo, '/api/records/async_export', { format: 'csv' });
    expect(leoAsync.status).toBe(403);
    expect(((await leoAsync.json()) as ErrorJson).error.code).toBe('export_limit');
  });

  it('answers bad input with 400 and a clear message', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['/api/records/search.csv', { stages: ['NOPE'] }, /stages\.0/],
      ['/api/records/search.csv', { colour: 'red' }, /colour/],
      ['/api/records/search.csv', { publish_date: { from: '12/01/2025' } }, /publish_date\.from/],
      ['/api/records/async_export', { format: 'pdf' }, /format is csv or xlsx/],
      ['/api/suppliers/export', { format: 'csv' }, /either guids or filters/],
      ['/api/suppliers/export', { guids: ['x'], format: 'csv' }, /UUID/],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(api(), maya, path, body);
      expect(res.status, path).toBe(400);
      const json = (await res.json()) as ErrorJson;
      expect(json.error.code).toBe('bad_request');
      expect(json.error.message).toMatch(message);
    }
    const notJson = await api().authed(maya, '/api/records/search.csv', { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
  });

  it('runs an async export as a job: queued, worked, polled, downloaded by its owner only', async () => {
    const created = await post(api(), maya, '/api/records/async_export', { format: 'csv' });
    expect(created.status).toBe(202);
    const job = (await created.json()) as JobJson;
    expect(job).toMatchObject({ state: 'queued', finished: false, download_url: null, total_rows: NOTICES });

    const queued = (await (await api().authed(maya, `/api/jobs/${job.id}`)).json()) as JobJson;
    expect(queued.state).toBe('queued');
    expect((await api().authed(leo, `/api/jobs/${job.id}`)).status).toBe(404);
    expect((await api().authed(maya, `/api/jobs/${job.id}/download`)).status).toBe(409);

    expect(await worker(api()).runOnce()).toBe(true);
    const done = (await (await api().authed(maya, `/api/jobs/${job.id}`)).json()) as JobJson;
    expect(done).toMatchObject({
      state: 'complete',
      finished: true,
      progress: 1,
      total_rows: NOTICES,
      file_name: `tenderlens-notices-${today()}.csv`,
      download_url: `/api/jobs/${job.id}/download`,
    });

    expect((await api().authed(leo, `/api/jobs/${job.id}/download`)).status).toBe(404);
    const file = await api().authed(maya, done.download_url ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="tenderlens-notices-${today()}.csv"`);
    const rows = readCsv(await file.text()).slice(1);
    expect(rows).toHaveLength(NOTICES);
    expect(new Set(rows.map((r) => r[0])).size).toBe(NOTICES);
  });

  it('survives a worker that dies mid-job: another takes the stale lock over and nothing is lost', async () => {
    const created = (await (await post(api(), maya, '/api/records/async_export', { format: 'xlsx' })).json()) as JobJson;
    const resolveSource = (job: ExportJobRow) => slowed(sourceForRequest(api().app.deps.db, job.kind, job.request), 40);
    const first = worker(api(), { workerId: 'first', batchSize: 250, resolveSource, staleAfterMs: 60_000 });
    first.start();
    await until(async () => (await jobByGuid(api(), created.id)).progress > 0.1);
    await first.kill();
    const orphan = await jobByGuid(api(), created.id);
    expect(orphan).toMatchObject({ status: 'running', lockedBy: 'first', attempts: 1 });
    expect(orphan.progress).toBeLessThan(1);

    // A fresh lock is left alone; once stale, the next worker restarts the job from the first row.
    const second = worker(api(), { workerId: 'second', batchSize: 250, staleAfterMs: 400 });
    expect(await second.runOnce()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 450));
    second.start();
    const done = await until(async () => {
      const row = await jobByGuid(api(), created.id);
      return row.status === 'complete' ? row : null;
    });
    await second.stop();
    expect(done).toMatchObject({ attempts: 2, lockedBy: null, totalRows: NOTICES, progress: 1 });

    const file = await api().authed(maya, `/api/jobs/${created.id}/download`);
    const sheet = await readXlsx(file);
    expect(sheet.rowCount).toBe(NOTICES + 1);
    const ids = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) ids.add(String(row.getCell(1).value));
    });
    expect(ids.size).toBe(NOTICES);
    const left = await readdir(api().app.deps.config.exportsDir);
    expect(left.filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('puts a job back in the queue on a graceful stop, and fails it after too many attempts', async () => {
    const created = (await (await post(api(), maya, '/api/records/async_export', { format: 'csv' })).json()) as JobJson;
    const resolveSource = (job: ExportJobRow) => slowed(sourceForRequest(api().app.deps.db, job.kind, job.request), 40);
    const w = worker(api(), { batchSize: 250, resolveSource });
    w.start();
    await until(async () => (await jobByGuid(api(), created.id)).progress > 0);
    await w.stop();
    expect(await jobByGuid(api(), created.id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });

    await api().app.deps.db.update(exportJobs).set({ attempts: 3 }).where(eq(exportJobs.guid, created.id));
    expect(await worker(api(), { maxAttempts: 3 }).runOnce()).toBe(true);
    const failed = await jobByGuid(api(), created.id);
    expect(failed).toMatchObject({ status: 'failed', error: 'Stopped 3 times before finishing' });
  });

  it('fails a job whose source throws, and reports it over REST and GraphQL', async () => {
    const created = (await (await post(api(), maya, '/api/records/async_export', { format: 'csv', stages: ['OPEN'] })).json()) as JobJson;
    const failing = (job: ExportJobRow): ExportSource => {
      const real = sourceForRequest(api().app.deps.db, job.kind, job.request);
      return {
        ...real,
        async *batches(options) {
          let n = 0;
          for await (const batch of real.batches(options)) {
            if (++n === 2) throw new Error('connection to the search index lost');
            yield batch;
          }
        },
      };
    };
    expect(await worker(api(), { batchSize: 100, resolveSource: failing }).runOnce()).toBe(true);
    const row = await findExportJob(api().app.deps.db, (await jobByGuid(api(), created.id)).id);
    expect(row).toMatchObject({ status: 'failed', error: 'connection to the search index lost', filePath: null });

    const rest = (await (await api().authed(maya, `/api/jobs/${created.id}`)).json()) as JobJson;
    expect(rest).toMatchObject({ state: 'failed', finished: true, download_url: null });
    const gql = await api().graphql<{ fileExport: { status: string; isComplete: boolean; isError: boolean; downloadUrl: string | null } }>(
      maya,
      `query FileExport($id: ID!) { fileExport(id: $id) { status isComplete isError downloadUrl } }`,
      { id: created.id },
    );
    expect(gql.data?.fileExport).toEqual({ status: 'failed', isComplete: false, isError: true, downloadUrl: null });
    expect((await api().authed(maya, `/api/jobs/${created.id}/download`)).status).toBe(409);
    const left = await readdir(api().app.deps.config.exportsDir);
    expect(left.filter((f) => f.startsWith(created.id))).toEqual([]);
  });

  it('exports organisations through GraphQL: exportOrganisations returns an id, fileExport reports it', async () => {
    const mutation = `mutation ExportOrganisations($request: OrganisationSearchRequest!, $exportFormat: ExportFormatInput!) {
      exportOrganisations(request: $request, exportFormat: $exportFormat) { id } }`;
    const query = `query FileExport($id: ID!) { fileExport(id: $id) { id status isComplete isError downloadUrl progress fileName } }`;
    const created = await api().graphql<{ exportOrganisations: { id: string } }>(maya, mutation, {
      request: { primaryRole: 'SUPPLIER', sortBy: 'name', sortOrder: 'asc', page: 1, limit: 20 },
      exportFormat: { fileFormat: 'xlsx' },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data?.exportOrganisations.id ?? '';
    const pending = await api().graphql<{ fileExport: { status: string; isComplete: boolean } }>(maya, query, { id });
    expect(pending.data?.fileExport).toMatchObject({ status: 'queued', isComplete: false });

    await worker(api()).runOnce();
    const done = await api().graphql<{ fileExport: { isComplete: boolean; downloadUrl: string; fileName: string } }>(maya, query, { id });
    expect(done.data?.fileExport).toMatchObject({
      isComplete: true,
      downloadUrl: `/api/jobs/${id}/download`,
      fileName: `tenderlens-organisations-${today()}.xlsx`,
    });
    const sheet = await readXlsx(await api().authed(maya, done.data?.fileExport.downloadUrl ?? ''));
    expect(sheet.rowCount).toBe(SYNTHETIC_SUPPLIERS + 1);
    expect(sheet.getRow(2).getCell(2).value).toBe('Synthetic Supplier 0');

    expect((await api().graphql<{ fileExport: null }>(leo, query, { id })).data?.fileExport).toBeNull();
    expect((await api().graphql<{ fileExport: null }>(maya, query, { id: 'nope' })).data?.fileExport).toBeNull();

    const guest = await api().signIn('guest@guestpass.test');
    const refused = await api().graphql(guest, mutation, { request: {}, exportFormat: { fileFormat: 'csv' } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'guest' });
    const bad = await api().graphql(maya, mutation, { request: { ids: ['x'] }, exportFormat: { fileFormat: 'csv' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('exports suppliers by guid list or by filters', async () => {
    const guids = (await api().app.deps.db.execute(sql`select guid from organisations where primary_role = 'SUPPLIER' order by name limit 3`)) as unknown as {
      rows: { guid: string }[];
    };
    const byGuid = await post(api(), leo, '/api/suppliers/export', { guids: guids.rows.map((r) => r.guid), format: 'csv' });
    expect(byGuid.status).toBe(200);
    expect(byGuid.headers.get('content-disposition')).toBe(`attachment; filename="tenderlens-suppliers-${today()}.csv"`);
    const rows = readCsv(await byGuid.text());
    expect(rows.slice(1).map((r) => r[0]).sort()).toEqual(guids.rows.map((r) => r.guid).sort());

    const byFilter = await post(api(), leo, '/api/suppliers/export', { filters: { country_codes: ['ie'] }, format: 'xlsx' });
    expect(byFilter.status).toBe(200);
    const sheet = await readXlsx(byFilter);
    expect(sheet.rowCount).toBe(SYNTHETIC_SUPPLIERS / 5 + 1);
    // The table's search and order (by name without a narrowing filter, spec 1§5): the file equals the table.
    const table = (await (await post(api(), leo, '/api/suppliers', { country_codes: ['IE'], limit: 100 })).json()) as { results: { guid: string }[] };
    expect(sheet.getColumn(1).values.slice(2)).toEqual(table.results.map((r) => r.guid));

    const guest = await api().signIn('guest@guestpass.test');
    expect((await post(api(), guest, '/api/suppliers/export', { filters: {}, format: 'csv' })).status).toBe(403);
  });
});

await describeOnDatabases(
  'exports with the app’s own worker',
  (api) => {
    it('wakes the worker when a job is queued and finishes it without waiting for the next poll', async () => {
      await insertSyntheticNotices(api().app.deps.db, 600);
      const maya = await api().signIn('maya@northwind.test');
      const created = (await (await post(api(), maya, '/api/records/async_export', { format: 'csv' })).json()) as JobJson;
      const done = await until(async () => {
        const job = (await (await api().authed(maya, `/api/jobs/${created.id}`)).json()) as JobJson;
        return job.finished ? job : null;
      }, 10_000);
      expect(done).toMatchObject({ state: 'complete', total_rows: 600 });
      const rows = readCsv(await (await api().authed(maya, done.download_url ?? '')).text());
      expect(rows).toHaveLength(601);
    });
  },
  // The idle poll is far longer than the test: only the wake-up can start the job in time.
  { exportWorker: { pollIntervalMs: 600_000 } },
);
