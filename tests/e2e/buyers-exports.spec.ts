import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, signIn } from './browser';

// Issue 6 "Buyers and suppliers pages" and "Exports": real buyers and notices imported at start.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const countOf = async (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const today = () => new Date().toISOString().slice(0, 10);

async function noticesCount(page: Page): Promise<number> {
  await page.goto('/notices');
  await page.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
  const count = page.locator('[aria-live="polite"]').filter({ hasText: /notices?$/ });
  await count.waitFor();
  return countOf(await count.textContent());
}

/** Chooses a format in the export menu and returns the downloaded file. */
async function exportAs(page: Page, format: 'CSV (.csv)' | 'Excel (.xlsx)', timeout = 30_000) {
  const exportButton = page.getByRole('button', { name: /^Export/ });
  await expect.poll(() => exportButton.isEnabled(), { timeout: 15_000 }).toBe(true);
  await exportButton.click();
  const downloading = page.waitForEvent('download', { timeout });
  await page.getByRole('menuitem', { name: format }).click();
  const download = await downloading;
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

async function readXlsx(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

describe('buyers and suppliers pages', () => {
  it('maya opens a real buyer: award figures, CPV bars, the lookback years, its suppliers, then a supplier page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'maya@northwind.test');
    await page.goto('/buyers');
    await page.getByRole('heading', { name: 'Buyers', level: 1 }).waitFor();
    // A real buyer of the imported Contracts Finder notices with awards in the last years.
    await page.getByRole('searchbox', { name: 'Search buyers' }).fill('Doncaster');
    const name = 'City of Doncaster Council';
    await expect.poll(() => page.url()).toContain('q=Doncaster');
    await page.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();

    const summary = page.getByRole('region', { name: /^(Award summary|Expiring contracts)$/ });
    await summary.getByText('Contracts and frameworks awarded').waitFor();
    await summary.getByRole('term').filter({ hasText: 'Total value' }).waitFor();
    await summary.getByText('Value awarded to SMEs').waitFor();
    await expect.poll(async () => (await summary.textContent()) ?? '').toMatch(/£[\d,]+/);
    await expect.poll(async () => (await summary.textContent()) ?? '').toMatch(/\d+\.\d%/);

    // The lookback: the past 5 years.
    await summary.getByRole('button', { name: /Period/ }).click();
    await page.getByRole('option', { name: 'Past 5 years' }).click();
    await expect.poll(async () => summary.getByRole('button', { name: /Period/ }).textContent()).toContain('Past 5 years');
    const bars = summary.getByRole('link', { name: /opens in a new tab/ });
    await bars.first().waitFor({ timeout: 15_000 });
    expect(await bars.first().getAttribute('target')).toBe('_blank');
    const href = (await bars.first().getAttribute('href')) ?? '';
    expect(href).toContain('/notices?noticeFilters=');

    // Upcoming expiries over the next N years use the same panel.
    await summary.getByRole('radio', { name: 'Upcoming expiries' }).click();
    await page.getByRole('heading', { name: 'Expiring contracts' }).waitFor();
    await expect.poll(async () => summary.getByRole('button', { name: /Period/ }).textContent()).toContain('Next 5 years');

    // The buyer's suppliers; a supplier page from one of them.
    const suppliers = page.getByRole('region', { name: 'Suppliers' });
    const supplierLink = suppliers.getByRole('link', { name: /[A-Za-z]/ }).first();
    await supplierLink.waitFor({ timeout: 15_000 });
    const supplierHref = (await supplierLink.getAttribute('href')) ?? '';
    const supplierGuid = /\/suppliers\/([0-9a-f-]{36})/.exec(supplierHref)?.[1];
    expect(supplierGuid).toBeTruthy();
    await page.goto(`/suppliers/${supplierGuid}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Buyers' }).getByRole('link', { name }).waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Awards', exact: true }).click();
    await page.getByRole('region', { name: 'Awards' }).waitFor();
    await context.close();
  }, 180_000);

  it('sam (Free) sees buyers locked; the guest sees the upgrade prompt on export', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'sam@freeco.test');
    await page.goto('/buyers');
    await page.getByRole('heading', { name: 'Know your buyers', level: 1 }).waitFor();
    await context.close();

    const guestContext = await newContext(browser);
    const guest = await guestContext.newPage();
    await signIn(guest, 'guest@guestpass.test');
    await noticesCount(guest);
    const exportButton = guest.getByRole('button', { name: /^Export/ });
    await expect.poll(() => exportButton.isEnabled(), { timeout: 15_000 }).toBe(true);
    await exportButton.click();
    await guest.getByRole('dialog', { name: 'Export without limits' }).waitFor();
    await guestContext.close();
  });
});

describe('exports of the notices', () => {
  it('leo (no export permission) cannot export the unfiltered notices: over 500 rows', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'leo@northwind.test');
    expect(await noticesCount(page)).toBeGreaterThan(500);
    const why = page.getByRole('button', { name: 'Why export is unavailable' });
    await why.waitFor();
    expect(await page.getByRole('button', { name: /^Export/ }).isDisabled()).toBe(true);
    await why.click();
    const note = page.getByRole('dialog', { name: 'Export unavailable' });
    await note.getByText('Narrow results to 500 notices or less to export. Need more?').waitFor();
    await note.getByRole('button', { name: 'Chat with our team' }).waitFor();
    await context.close();
  });

  it('maya exports the unfiltered notices as csv and xlsx, named by today’s date', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'maya@northwind.test');
    const total = await noticesCount(page);
    expect(total).toBeGreaterThan(500);

    const csv = await exportAs(page, 'CSV (.csv)');
    expect(csv.name).toBe(`tenderlens-notices-${today()}.csv`);
    // As a spreadsheet reads it: any unquoted CR or LF ends a row, and every row is as wide as the header
    // (the real descriptions have line breaks).
    const rows = parse(csv.bytes.toString('utf8'), { bom: true, record_delimiter: ['\r\n', '\n', '\r'] }) as string[][];
    expect(rows[0]?.slice(0, 3)).toEqual(['Notice ID', 'OCID', 'Title']);
    expect(rows).toHaveLength(total + 1);

    const xlsx = await exportAs(page, 'Excel (.xlsx)');
    expect(xlsx.name).toBe(`tenderlens-notices-${today()}.xlsx`);
    const sheet = await readXlsx(xlsx.bytes);
    expect(sheet.getRow(1).getCell(3).value).toBe('Title');
    expect(sheet.rowCount).toBe(total + 1);
    await context.close();
  });
});

// ── 5,000 rows asynchronously, over scale data on a second server with its own data dir ──────────────

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

async function startScaleServer(dataDir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['apps/api/dist/cli.js', 'serve', '--port', String(port), '--web-dist', 'apps/web/dist'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, TENDERLENS_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the scale server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function stopServer(server: ChildProcess | undefined) {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
}

describe('asynchronous export over scale data', () => {
  let dataDir = '';
  let server: ChildProcess | undefined;
  let scaleUrl = '';

  beforeAll(async () => {
    // A fresh data dir: the first start imports the real notices and seeds the demo accounts; then
    // `tl generate` multiplies them (the server must be stopped: one process owns an embedded database).
    dataDir = mkdtempSync(join(tmpdir(), 'tenderlens-e2e-scale-'));
    const port = await freePort();
    scaleUrl = `http://127.0.0.1:${port}`;
    await stopServer(await startScaleServer(dataDir, port));
    const generated = spawnSync(process.execPath, ['apps/api/dist/cli.js', 'generate', '--notices', '5000'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, TENDERLENS_DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    expect(generated.status).toBe(0);
    server = await startScaleServer(dataDir, port);
  }, 900_000);

  afterAll(async () => {
    await stopServer(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('maya exports more than 5,000 notices as xlsx through a background job and gets a valid file', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London', baseURL: scaleUrl });
    const page = await context.newPage();
    await signIn(page, 'maya@northwind.test');
    const total = await noticesCount(page);
    expect(total).toBeGreaterThanOrEqual(5000);

    const exportButton = page.getByRole('button', { name: /^Export/ });
    await expect.poll(() => exportButton.isEnabled(), { timeout: 15_000 }).toBe(true);
    await exportButton.click();
    const downloading = page.waitForEvent('download', { timeout: 240_000 });
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    // The job is polled every 2 s behind the progress modal.
    await page.getByRole('dialog', { name: 'Preparing your export' }).getByRole('progressbar', { name: 'Export progress' }).waitFor();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`tenderlens-notices-${today()}.xlsx`);
    const sheet = await readXlsx(readFileSync(await download.path()));
    expect(sheet.getRow(1).getCell(1).value).toBe('Notice ID');
    expect(sheet.rowCount).toBe(total + 1);
    await context.close();
  }, 300_000);
});
