#!/usr/bin/env node
// Lighthouse (the npm package, Debian chromium at CHROME_PATH or /usr/bin/chromium; nothing downloaded) against
// the app served as `npm start` serves it, on a fresh PGlite folder: LCP, FCP, TBT, and the bytes transferred for
// sign-in (signed out) and /notices (signed in as Maya, cookies in the browser's jar), simulated mobile (Lighthouse's default: slow 4G, 4× CPU)
// and desktop. Goal: mobile LCP ≤ 2.5 s. Printed with the load average, never asserted. BENCH_LIGHTHOUSE_RUNS
// (default 1) runs per page and profile; the median is printed, with the element Lighthouse took as the LCP in the
// median run. Run after `pnpm run build`; BENCH_WEB_DIST serves another build (a copy of an earlier dist, to compare);
// BENCH_LIGHTHOUSE_JSON=DIR keeps each run's report; BENCH_LIGHTHOUSE_PROFILES=mobile and BENCH_LIGHTHOUSE_PAGES=sign-in
// (comma-separated) run only those.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../harness/chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 1);
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const dataDir = mkdtempSync(join(tmpdir(), 'tl-lighthouse-'));

function startServer() {
  const child = spawn('pnpm', ['--filter', '@tenderlens/api', 'exec', 'tsx', 'src/cli.ts', 'serve', '--port', '0', '--data-dir', dataDir, '--web-dist', process.env.BENCH_WEB_DIST || join(root, 'apps', 'web', 'dist')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk.toString();
      const m = /running at (http:\/\/\S+)/.exec(text);
      if (m) resolve({ child, url: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${text}`)));
  });
}

/** The LCP element's selector and markup, and the phases of its time (TTFB, load delay, load time, render delay). */
function lcpElement(audit) {
  const [nodes, phases] = audit?.details?.items ?? [];
  const node = nodes?.items?.[0]?.node;
  if (!node) return 'none reported';
  const timing = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ');
  return `${node.selector} ${node.snippet}${timing ? ` (${timing})` : ''}`;
}

/** The median of the runs that measured something (a run Lighthouse could not measure gives NaN). */
/** The items an env variable names (comma-separated), all of them without it. */
const only = (name, items, key = (x) => x) => {
  const wanted = process.env[name]?.split(',');
  return wanted ? items.filter((item) => wanted.includes(key(item))) : items;
};

const median = (xs) => {
  const ok = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return ok.length ? ok[Math.floor(ok.length / 2)] : NaN;
};

async function main() {
  const { child, url } = await startServer();
  child.stdout.resume();
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  try {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'maya@northwind.test', password: 'tenderlens-demo' }),
    });
    // Maya's session cookie and its readable hint (the app asks for a token only when the hint is there), put in
    // the browser's cookie jar: a Cookie request header alone is not in document.cookie, so the app would take the
    // visitor as signed out and /notices would measure the redirect to sign-in.
    const cookies = login.headers.getSetCookie().map((line) => /^([^=]+)=([^;]*)/.exec(line)).filter(Boolean);
    if (!cookies.some((m) => m[1] === 'tl_session')) throw new Error(`sign-in as Maya failed (${login.status})`);
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const jar = cdp.contexts()[0];
    const signedIn = (on) =>
      on ? jar.addCookies(cookies.map((m) => ({ name: m[1], value: m[2], url }))) : jar.clearCookies();
    const pages = [
      { name: 'sign-in', path: '/sign-in', signedIn: false },
      { name: '/notices', path: '/notices', signedIn: true },
    ];
    console.log(`lighthouse ${RUNS} run(s) per page and profile, ${url} [load ${load()}]`);
    for (const profile of only('BENCH_LIGHTHOUSE_PROFILES', ['mobile', 'desktop'])) {
      for (const page of only('BENCH_LIGHTHOUSE_PAGES', pages, (p) => p.name)) {
        const runs = [];
        await signedIn(page.signedIn);
        for (let i = 0; i < RUNS; i++) {
          const result = await lighthouse(
            `${url}${page.path}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            profile === 'desktop' ? desktopConfig : undefined,
          );
          const a = result.lhr.audits;
          if (process.env.BENCH_LIGHTHOUSE_JSON) {
            writeFileSync(join(process.env.BENCH_LIGHTHOUSE_JSON, `${profile}-${page.name.replace(/\W/g, '')}-${i + 1}.json`), JSON.stringify(result.lhr));
          }
          if (result.lhr.runtimeError) console.log(`        run ${i + 1}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
          runs.push({
            lcp: a['largest-contentful-paint'].numericValue,
            fcp: a['first-contentful-paint'].numericValue,
            tbt: a['total-blocking-time'].numericValue,
            bytes: a['total-byte-weight'].numericValue,
            element: lcpElement(a['largest-contentful-paint-element']),
          });
        }
        const m = (k) => median(runs.map((r) => r[k]));
        const medianRun = runs.find((r) => r.lcp === m('lcp'));
        console.log(
          `${profile.padEnd(7)} ${page.name.padEnd(9)} LCP ${(m('lcp') / 1000).toFixed(2)} s, FCP ${(m('fcp') / 1000).toFixed(2)} s, TBT ${m('tbt').toFixed(0)} ms, ` +
            `${(m('bytes') / 1024).toFixed(0)} KB transferred${profile === 'mobile' ? ' (goal LCP ≤ 2.5 s)' : ''} [load ${load()}]` +
            `\n        LCP runs ${runs.map((r) => (r.lcp / 1000).toFixed(2)).join(' / ')} s; element ${medianRun?.element}`,
        );
      }
    }
  } finally {
    await chrome.kill();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
