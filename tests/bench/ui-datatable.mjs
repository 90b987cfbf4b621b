#!/usr/bin/env node
// DataTable with 10,000 rows in Chromium (Debian /usr/bin/chromium through playwright-core): how many rows the
// DOM holds, the time to first render, and the longest main-thread task while re-sorting (goal ≤ 50 ms).
// The page is built with esbuild from the kit's dist (React in production mode) and served on loopback.
// "Server-side" sorting is played by the page: onSortingChange sorts the 10,000 rows and hands them back.
// Printed, not asserted.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../harness/chromium.mjs';
import { serveStatic } from '../harness/static-server.mjs';
import { ensureKitBuilt, kitEsbuild, root } from './ui-size.mjs';

const ROWS = 10_000;
// The harness's flags without the screenshot-only ones (font hinting, colour profile, scrollbars).
const ARGS = CHROMIUM_ARGS.filter((a) => !/^--(font-render-hinting|force-color-profile|hide-scrollbars)/.test(a));

const page = /* jsx */ `
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DataTable } from '@tenderlens/ui';
import '@tenderlens/ui/styles.css';

const statuses = ['Open', 'Closed', 'Awarded', 'Cancelled'];
// Deterministic rows (a linear congruential generator, no Math.random).
let seed = 42;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const rows = Array.from({ length: ${ROWS} }, (_, i) => ({
  id: 'r' + i,
  name: 'Item ' + String(Math.floor(next() * 1e6)).padStart(6, '0'),
  owner: 'Owner ' + Math.floor(next() * 500),
  value: Math.round(next() * 5e6),
  date: new Date(Date.UTC(2020, 0, 1) + Math.floor(next() * 2000) * 864e5).toISOString().slice(0, 10),
  status: statuses[Math.floor(next() * statuses.length)],
}));
const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const columns = [
  { id: 'name', header: 'Name', accessor: (r) => r.name, sortable: true },
  { id: 'owner', header: 'Owner', accessor: (r) => r.owner, sortable: true },
  { id: 'value', header: 'Value', accessor: (r) => r.value, cell: ({ value }) => money.format(value), sortable: true, align: 'end' },
  { id: 'date', header: 'Date', accessor: (r) => r.date, sortable: true },
  { id: 'status', header: 'Status', accessor: (r) => r.status },
];
const compare = (id, desc) => (a, b) => (a[id] < b[id] ? -1 : a[id] > b[id] ? 1 : 0) * (desc ? -1 : 1);

function App() {
  const [sorting, setSorting] = useState([]);
  const [selection, setSelection] = useState({});
  const data = useMemo(() => {
    const first = sorting[0];
    return first ? [...rows].sort(compare(first.id, first.desc)) : rows;
  }, [sorting]);
  useEffect(() => {
    // After the commit, the next frame: the rows are on screen.
    requestAnimationFrame(() => {
      window.__bench.renders.push(performance.now());
    });
  }, [data]);
  return (
    <DataTable
      aria-label="Bench rows"
      columns={columns}
      data={data}
      getRowId={(r) => r.id}
      getRowLabel={(r) => r.name}
      sorting={sorting}
      onSortingChange={(s) => {
        window.__bench.sortStarted = performance.now();
        setSorting(s);
      }}
      selectionMode="multiple"
      selection={selection}
      onSelectionChange={setSelection}
      maxHeight="720px"
    />
  );
}

window.__bench = { longTasks: [], renders: [], sortStarted: 0 };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: 'longtask', buffered: true });
window.__bench.renderStarted = performance.now();
createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);
`;

ensureKitBuilt();
const esbuild = kitEsbuild();
const out = mkdtempSync(join(tmpdir(), 'ui-datatable-bench-'));
await esbuild.build({
  stdin: { contents: page, resolveDir: root, loader: 'jsx', sourcefile: 'bench-page.jsx' },
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  outfile: join(out, 'app.js'),
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
});
writeFileSync(
  join(out, 'index.html'),
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>DataTable bench</title>' +
    '<link rel="stylesheet" href="/app.css"></head><body><div id="root"></div>' +
    '<script type="module" src="/app.js"></script></body></html>',
);

const server = await serveStatic(out);
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
try {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await tab.goto(server.url);
  await tab.waitForFunction(() => window.__bench.renders.length > 0, null, { timeout: 60_000 });
  const first = await tab.evaluate(() => ({
    renderMs: window.__bench.renders[0] - window.__bench.renderStarted,
    sinceNavigationMs: window.__bench.renders[0],
    bodyRows: document.querySelectorAll('tbody tr').length,
    dataRows: document.querySelectorAll('tbody tr[aria-rowindex]').length,
    rowCount: document.querySelector('table').getAttribute('aria-rowcount'),
  }));

  // Re-sort three times (a new column, the same column reversed, another column), by pressing the headers.
  const sorts = [];
  for (const name of ['Value', 'Value', 'Name']) {
    const before = await tab.evaluate(() => ({
      renders: window.__bench.renders.length,
      tasks: window.__bench.longTasks.length,
    }));
    await tab.getByRole('button', { name, exact: true }).click();
    await tab.waitForFunction((n) => window.__bench.renders.length > n, before.renders, { timeout: 60_000 });
    await tab.waitForTimeout(200); // let the long-task observer deliver its entries
    sorts.push(
      await tab.evaluate((b) => {
        const tasks = window.__bench.longTasks.slice(b.tasks).map((t) => t.duration);
        return {
          toPaintMs: window.__bench.renders[window.__bench.renders.length - 1] - window.__bench.sortStarted,
          longestTaskMs: tasks.length ? Math.max(...tasks) : 0,
          longTasks: tasks.length,
          dataRows: document.querySelectorAll('tbody tr[aria-rowindex]').length,
        };
      }, before),
    );
  }
  // Scroll to the end: the DOM still holds a window of rows.
  const afterScroll = await tab.evaluate(async () => {
    const scroller = document.querySelector('table').parentElement;
    scroller.scrollTop = scroller.scrollHeight;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return document.querySelectorAll('tbody tr[aria-rowindex]').length;
  });

  const ms = (n) => `${n.toFixed(1)} ms`;
  console.log(
    `DataTable, ${ROWS.toLocaleString('en-GB')} rows, Chromium ${browser.version()} (headless), React production build:`,
  );
  console.log(
    `  DOM rows: ${first.dataRows} data rows (${first.bodyRows} <tr> in tbody incl. spacers); aria-rowcount ${first.rowCount}; ${afterScroll} after scrolling to the end`,
  );
  console.log(
    `  time to first render: ${ms(first.renderMs)} (render call to first frame); ${ms(first.sinceNavigationMs)} since navigation start`,
  );
  for (const [i, s] of sorts.entries()) {
    const longest = s.longTasks
      ? `longest main-thread task ${ms(s.longestTaskMs)} (${s.longTasks} long task(s) ≥ 50 ms)`
      : 'no long task (none ≥ 50 ms)';
    console.log(
      `  re-sort ${i + 1}: ${longest}; press to next frame ${ms(s.toPaintMs)}; ${s.dataRows} DOM rows`,
    );
  }
  const worst = Math.max(...sorts.map((s) => s.longestTaskMs));
  console.log(
    `  longest main-thread task while re-sorting: ${worst ? ms(worst) : '< 50 ms (no long task reported)'} (goal ≤ 50 ms)`,
  );
} finally {
  await browser.close();
  await server.close();
  rmSync(out, { recursive: true, force: true });
}
