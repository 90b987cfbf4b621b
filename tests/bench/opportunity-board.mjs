#!/usr/bin/env node
// The opportunity board (kit Board, dnd-kit) with 2,000 opportunities over the default workflow's 7 stages in
// Chromium (Debian /usr/bin/chromium through playwright-core): time to first render, and a drag — by keyboard
// (Space, Right, Space) and by pointer — from the drop to the frame showing the card in its new column, with the
// longest main-thread task. Built with esbuild from the kit's dist (React production mode), served on loopback,
// as ui-datatable.mjs. Printed, not asserted.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../harness/chromium.mjs';
import { serveStatic } from '../harness/static-server.mjs';
import { ensureKitBuilt, kitEsbuild, root } from './ui-size.mjs';

const CARDS = 2_000;
const ARGS = CHROMIUM_ARGS.filter((a) => !/^--(font-render-hinting|force-color-profile|hide-scrollbars)/.test(a));

const page = /* jsx */ `
import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Board, Tag } from '@tenderlens/ui';
import '@tenderlens/ui/styles.css';

const stages = ['Identified', 'Tender qualification', 'Bid preparation', 'Bid submitted', 'Won', 'Lost', 'No bid'];
const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const initial = Array.from({ length: ${CARDS} }, (_, i) => ({
  id: 'o' + i,
  name: 'Pipeline opportunity ' + (i + 1),
  stage: i % stages.length,
  value: ((i * 7919) % 90 + 10) * 10000,
  buyer: i % 2 ? 'Kent County Council' : 'Leeds City Council',
  assignee: i % 3 ? 'Maya Patel' : 'Leo Okafor',
}));

function App() {
  const [items, setItems] = useState(initial);
  const columns = useMemo(
    () =>
      stages.map((title, s) => {
        const list = items.filter((o) => o.stage === s);
        return { id: String(s), title, count: list.length, heading: <Tag>{title}</Tag>, items: list };
      }),
    [items],
  );
  useEffect(() => {
    requestAnimationFrame(() => window.__bench.renders.push(performance.now()));
  }, [items]);
  return (
    <Board
      label="Opportunities by stage"
      columns={columns}
      getItemId={(o) => o.id}
      getItemLabel={(o) => o.name}
      renderCard={(o) => (
        <>
          <a href={'#' + o.id}>{o.name}</a>
          <p>{money.format(o.value)} · {o.buyer}</p>
          <p>{o.assignee}</p>
        </>
      )}
      onMove={(id, to) => {
        window.__bench.dropped = performance.now();
        setItems((list) => list.map((o) => (o.id === id ? { ...o, stage: Number(to) } : o)));
      }}
    />
  );
}

window.__bench = { longTasks: [], renders: [], dropped: 0 };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: 'longtask', buffered: true });
window.__bench.renderStarted = performance.now();
createRoot(document.getElementById('root')).render(<App />);
`;

ensureKitBuilt();
const esbuild = kitEsbuild();
const out = mkdtempSync(join(tmpdir(), 'ui-board-bench-'));
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
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Board bench</title>' +
    '<link rel="stylesheet" href="/app.css"></head><body><div id="root"></div>' +
    '<script type="module" src="/app.js"></script></body></html>',
);

const server = await serveStatic(out);
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
const ms = (n) => `${n.toFixed(1)} ms`;
try {
  const tab = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  await tab.goto(server.url);
  await tab.waitForFunction(() => window.__bench.renders.length > 0, null, { timeout: 60_000 });
  const first = await tab.evaluate(() => ({
    renderMs: window.__bench.renders[0] - window.__bench.renderStarted,
    cards: document.querySelectorAll('li').length,
    tasks: window.__bench.longTasks.map((t) => t.duration),
  }));

  const measure = async (label, drag) => {
    const before = await tab.evaluate(() => ({ renders: window.__bench.renders.length, tasks: window.__bench.longTasks.length }));
    const started = await tab.evaluate(() => performance.now());
    await drag();
    await tab.waitForFunction((n) => window.__bench.renders.length > n, before.renders, { timeout: 60_000 });
    await tab.waitForTimeout(200);
    return tab.evaluate(
      ({ b, label, started }) => {
        const tasks = window.__bench.longTasks.slice(b.tasks).map((t) => t.duration);
        return {
          label,
          dropToFrameMs: window.__bench.renders[window.__bench.renders.length - 1] - window.__bench.dropped,
          wholeDragMs: window.__bench.renders[window.__bench.renders.length - 1] - started,
          longestTaskMs: tasks.length ? Math.max(...tasks) : 0,
          longTasks: tasks.length,
        };
      },
      { b: before, label, started },
    );
  };

  const drags = [];
  drags.push(
    await measure('keyboard (Space, Right, Space)', async () => {
      await tab.getByRole('button', { name: 'Move Pipeline opportunity 1', exact: true }).focus();
      // dnd-kit's keyboard sensor listens from the next task after the pick-up.
      await tab.keyboard.press('Space');
      await tab.waitForTimeout(50);
      await tab.keyboard.press('ArrowRight');
      await tab.waitForTimeout(50);
      await tab.keyboard.press('Space');
    }),
  );
  drags.push(
    await measure('pointer', async () => {
      const handle = tab.getByRole('button', { name: 'Move Pipeline opportunity 2', exact: true });
      const from = await handle.boundingBox();
      const target = await tab.getByRole('region', { name: 'Opportunities by stage' }).locator('section').nth(3).boundingBox();
      await tab.mouse.move(from.x + 8, from.y + 8);
      await tab.mouse.down();
      await tab.mouse.move(from.x + 30, from.y + 30, { steps: 3 });
      await tab.mouse.move(target.x + 60, target.y + 80, { steps: 10 });
      await tab.mouse.up();
    }),
  );

  console.log(`Opportunity board, ${CARDS.toLocaleString('en-GB')} cards in 7 columns, Chromium ${browser.version()} (headless), React production build:`);
  console.log(`  DOM cards: ${first.cards}; time to first render: ${ms(first.renderMs)} (render call to first frame); longest task during it ${first.tasks.length ? ms(Math.max(...first.tasks)) : '< 50 ms'}`);
  for (const d of drags)
    console.log(
      `  drag, ${d.label}: drop to next frame ${ms(d.dropToFrameMs)}; whole drag ${ms(d.wholeDragMs)}; longest main-thread task ${d.longTasks ? ms(d.longestTaskMs) : '< 50 ms'} (${d.longTasks} long task(s) ≥ 50 ms)`,
    );
} finally {
  await browser.close();
  await server.close();
  rmSync(out, { recursive: true, force: true });
}
