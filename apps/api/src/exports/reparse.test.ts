/**
 * Every export opens correctly: each export source (notices, suppliers, organisations) in each way
 * it is served (synchronous file, background job) is read back as a spreadsheet reads it — CSV by a
 * strict parser for which any unquoted CR or LF ends a record and every record has the header's
 * width, XLSX by exceljs — and must hold exactly the source's rows and columns, cell for cell. The
 * data has line breaks of every kind: the synthetic descriptions (LF), a real Contracts Finder
 * notice whose description has line breaks, and hand-set CR, CRLF, quotes and commas.
 */
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { users } from '../db/schema/index';
import { importIntoDatabase } from '../importer/database';
import { DATA_DIR, dataFile, hasData, NOW } from '../importer/test-helpers';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import type { ExportSource } from './source';
import { sourceForRequest, type SourceKind } from './sources/index';
import { insertSyntheticNotices, strictCsv } from './testData';
import { ExportWorker } from './worker';
import { csvCell } from './writers/cells';

const REAL_FILE = 'uk_contracts_finder_2025_ocds_CFServer1.json';
const TRICKY = ['Hand-set: bare CR\rsecond line', 'Hand-set: CRLF\r\nsecond line', 'Hand-set: "quoted", with commas,\nand LF'];

/** Every cell of a source as the CSV must read back (csvCell's text; numbers as written). */
async function expectedCsv(source: ExportSource): Promise<string[][]> {
  const rows: string[][] = [source.columns.map((c) => c.header)];
  for await (const batch of source.batches()) {
    for (const row of batch) rows.push(source.columns.map((c) => String(csvCell(c.value(row)))));
  }
  return rows;
}

interface Case {
  name: string;
  kind: SourceKind;
  /** The stored request (what the worker rebuilds the source from). */
  request: Record<string, unknown>;
  sync?: (format: 'csv' | 'xlsx') => { path: string; body: unknown };
  async: (format: 'csv' | 'xlsx') => { path: string; body: unknown } | { graphql: string; variables: Record<string, unknown> };
}

const CASES: Case[] = [
  {
    name: 'notices',
    kind: 'records',
    request: {},
    sync: (format) => ({ path: `/api/records/search.${format}`, body: {} }),
    async: (format) => ({ path: '/api/records/async_export', body: { format } }),
  },
  {
    name: 'suppliers',
    kind: 'suppliers',
    request: { filters: {} },
    sync: (format) => ({ path: '/api/suppliers/export', body: { filters: {}, format } }),
    async: (format) => ({ path: '/api/suppliers/async_export', body: { filters: {}, format } }),
  },
  {
    name: 'organisations',
    kind: 'organisations',
    request: { sortBy: 'notice_count', sortOrder: 'desc' },
    async: (format) => ({
      graphql: `mutation E($request: OrganisationSearchRequest!, $exportFormat: ExportFormatInput!) {
        exportOrganisations(request: $request, exportFormat: $exportFormat) { id } }`,
      variables: { request: {}, exportFormat: { fileFormat: format } },
    }),
  },
];

async function download(api: ApiHarness, tokens: Tokens, c: Case, format: 'csv' | 'xlsx', mode: 'sync' | 'async'): Promise<Response> {
  const post = (path: string, body: unknown) => api.authed(tokens, path, { method: 'POST', body: JSON.stringify(body) });
  if (mode === 'sync') {
    const call = c.sync?.(format);
    if (!call) throw new Error(`${c.name} has no synchronous export`);
    const res = await post(call.path, call.body);
    expect(res.status, `${c.name} ${format} sync`).toBe(200);
    return res;
  }
  const call = c.async(format);
  let id: string;
  if ('graphql' in call) {
    const res = await api.graphql<{ exportOrganisations: { id: string } }>(tokens, call.graphql, call.variables);
    expect(res.errors).toBeUndefined();
    id = res.data?.exportOrganisations.id ?? '';
  } else {
    const res = await post(call.path, call.body);
    expect(res.status, `${c.name} ${format} async`).toBe(202);
    id = ((await res.json()) as { id: string }).id;
  }
  const worker = new ExportWorker({ db: api.app.deps.db, logger: pino({ level: 'silent' }), exportsDir: api.app.deps.config.exportsDir });
  expect(await worker.runOnce()).toBe(true);
  const file = await api.authed(tokens, `/api/jobs/${id}/download`);
  expect(file.status, `${c.name} ${format} async download`).toBe(200);
  return file;
}

await describeOnDatabases('exports read back as a spreadsheet reads them', (api) => {
  let maya: Tokens;
  let mayaId: number;
  beforeAll(async () => {
    const db = api().app.deps.db;
    await insertSyntheticNotices(db, 300);
    if (hasData(REAL_FILE)) await importIntoDatabase(db, [dataFile(REAL_FILE)], { dataDir: DATA_DIR, now: NOW });
    // CR alone, CRLF, quotes and commas in notice text and in organisation text (supplier and organisation exports).
    await db.execute(sql`update notices set name = ${TRICKY[0]}, description = ${TRICKY[1]}
      where id = (select id from notices where synthetic order by id limit 1)`);
    await db.execute(sql`update notices set description = ${TRICKY[2]} where id = (select id from notices where synthetic order by id offset 1 limit 1)`);
    await db.execute(sql`update organisations set address = ${TRICKY[1]}, name = name || ${'\n(trading as "X, Y")'}
      where id = (select id from organisations where primary_role = 'SUPPLIER' order by notice_count desc, id limit 1)`);
    maya = await api().signIn('maya@northwind.test');
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'maya@northwind.test'));
    mayaId = row?.id ?? 0;
  }, 240_000);

  it('has line breaks of every kind in the data, including a real notice description', async () => {
    const [counts] = await queryRows<{ lf: number; cr: number; real: number }>(
      api().app.deps.db,
      sql`select count(*) filter (where description like ${'%\n%'})::int as lf, count(*) filter (where description like ${'%\r%'} or name like ${'%\r%'})::int as cr,
        count(*) filter (where not synthetic and description like ${'%\n%'})::int as real from notices`,
    );
    expect(counts?.lf).toBeGreaterThan(300);
    expect(counts?.cr).toBeGreaterThanOrEqual(1);
    if (hasData(REAL_FILE)) expect(counts?.real).toBeGreaterThan(0);
  });

  for (const c of CASES) {
    for (const mode of c.sync ? (['sync', 'async'] as const) : (['async'] as const)) {
      it(`${c.name}, ${mode}: the CSV reads back strictly with the source's rows and columns, cell for cell`, async () => {
        const expected = await expectedCsv(sourceForRequest(api().app.deps.db, c.kind, c.request, mayaId));
        expect(expected.length).toBeGreaterThan(10);
        const text = await (await download(api(), maya, c, 'csv', mode)).text();
        const rows = strictCsv(text);
        expect(rows).toHaveLength(expected.length);
        expect(new Set(rows.map((r) => r.length))).toEqual(new Set([expected[0]?.length]));
        expect(rows).toEqual(expected);
        expect(rows.some((r) => r.some((cell) => /[\r\n]/.test(cell)))).toBe(true);
      });

      it(`${c.name}, ${mode}: the XLSX has the source's rows and columns; a cell with a line break keeps it and wraps`, async () => {
        const expected = await expectedCsv(sourceForRequest(api().app.deps.db, c.kind, c.request, mayaId));
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(await (await download(api(), maya, c, 'xlsx', mode)).arrayBuffer());
        const sheet = workbook.worksheets[0]!;
        expect(sheet.rowCount).toBe(expected.length);
        expect(sheet.columnCount).toBe(expected[0]?.length);
        let broken = 0;
        sheet.eachRow((row, n) => {
          row.eachCell((cell, col) => {
            if (typeof cell.value !== 'string' || !cell.value.includes('\n')) return;
            broken += 1;
            expect(cell.alignment?.wrapText, `row ${n} column ${col}`).toBe(true);
            // XML reads CR and CRLF as LF (XML 1.0 §2.11): the break is kept, as a spreadsheet line break.
            expect(cell.value).toBe(expected[n - 1]?.[col - 1]?.replace(/\r\n?/g, '\n'));
          });
        });
        expect(broken).toBeGreaterThan(0);
      });
    }
  }
});
