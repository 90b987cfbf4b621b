#!/usr/bin/env node
// Lighthouse (the npm package, Debian chromium at CHROME_PATH or /usr/bin/chromium; nothing downloaded) against
// the app served as `npm start` serves it, on a fresh PGlite folder: LCP, FCP, TBT, and the bytes transferred for
// sign-in (signed out) and /notices (signed in as Maya), simulated mobile (Lighthouse's default: slow 4G, 4× CPU)
// and desktop. Goal: mobile LCP ≤ 2.5 s. Printed with the load average, never asserted. BENCH_LIGHTHOUSE_RUNS
// (default 1) runs per page and profile; the median is printed. Run after `pnpm run build`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../harness/chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 1);
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const dataDir = mkdtempSync(join(tmpdir(), 'tl-lighthouse-'));

function startServer() {
  const child = spawn('pnpm', ['--filter', '@tenderlens/api', 'exec', 'tsx', 'src/cli.ts', 'serve', '--port', '0', '--data-dir', dataDir, '--web-dist', join(root, 'apps', 'web', 'dist')], {
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

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

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
    const cookie = /tl_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
    const pages = [
      { name: 'sign-in', path: '/sign-in', headers: {} },
      { name: '/notices', path: '/notices', headers: cookie ? { Cookie: cookie } : {} },
    ];
    console.log(`lighthouse ${RUNS} run(s) per page and profile, ${url} [load ${load()}]`);
    for (const profile of ['mobile', 'desktop']) {
      for (const page of pages) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          const result = await lighthouse(
            `${url}${page.path}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: page.headers },
            profile === 'desktop' ? desktopConfig : undefined,
          );
          const a = result.lhr.audits;
          runs.push({
            lcp: a['largest-contentful-paint'].numericValue,
            fcp: a['first-contentful-paint'].numericValue,
            tbt: a['total-blocking-time'].numericValue,
            bytes: a['total-byte-weight'].numericValue,
          });
        }
        const m = (k) => median(runs.map((r) => r[k]));
        console.log(
          `${profile.padEnd(7)} ${page.name.padEnd(9)} LCP ${(m('lcp') / 1000).toFixed(2)} s, FCP ${(m('fcp') / 1000).toFixed(2)} s, TBT ${m('tbt').toFixed(0)} ms, ` +
            `${(m('bytes') / 1024).toFixed(0)} KB transferred${profile === 'mobile' ? ' (goal LCP ≤ 2.5 s)' : ''} [load ${load()}]`,
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
