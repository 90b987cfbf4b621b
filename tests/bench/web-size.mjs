#!/usr/bin/env node
// Prints the web app's JavaScript per route: the initial JS (entry script + the chunks index.html preloads,
// goal ≤ 170 KB gzipped) and, for each lazily loaded route screen, what it adds on top, as raw, gzip -9 and
// the bytes on the wire (the .br / .gz files the build writes and the server sends). Printed; with `--check`
// (a step of `npm test`, after the build) it also exits 1 when the initial JS is over its goal, so a screen
// imported eagerly by the entry cannot slip in again (decision 0053).
// Run after `pnpm run build` (reads apps/web/dist and its .vite/manifest.json).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = process.env.BENCH_WEB_DIST || join(root, 'apps', 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const sizes = new Map();
/** raw, gzip -9, and on the wire (brotli when the build wrote it, else gzip, else raw) of one dist file. */
function size(file) {
  if (!sizes.has(file)) {
    const path = join(dist, file);
    const buf = readFileSync(path);
    const wire = existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`).length : buf.length;
    sizes.set(file, { raw: buf.length, gz: gzipSync(buf, { level: 9 }).length, wire });
  }
  return sizes.get(file);
}
function total(files) {
  const t = { raw: 0, gz: 0, wire: 0 };
  for (const f of files) {
    const s = size(f);
    t.raw += s.raw;
    t.gz += s.gz;
    t.wire += s.wire;
  }
  return t;
}
/** A manifest entry's file, CSS, and those of its static imports, transitively. */
function closure(key, js = new Set(), css = new Set()) {
  const entry = manifest[key];
  if (!entry || js.has(entry.file)) return { js, css };
  js.add(entry.file);
  for (const c of entry.css ?? []) css.add(c);
  for (const i of entry.imports ?? []) closure(i, js, css);
  return { js, css };
}
const line = (label, files) => {
  const t = total(files);
  return `${label.padEnd(52)} ${kb(t.raw).padStart(10)} raw ${kb(t.gz).padStart(9)} gzip ${kb(t.wire).padStart(9)} on the wire`;
};

// Initial: what index.html loads before any route renders.
const initialJs = new Set([...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((m) => m[1]));
const initialCss = new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]));
for (const f of initialJs) console.log(`  ${f.padEnd(42)} ${kb(size(f).raw).padStart(10)} raw ${kb(size(f).gz).padStart(9)} gzip`);
console.log(line('web initial JS (goal ≤ 170 KB gzipped)', initialJs));
/** Issue 10: the entry script and what index.html preloads, gzipped. */
const INITIAL_JS_GOAL_BYTES = 170 * 1024;
if (process.argv.includes('--check')) {
  const gz = total(initialJs).gz;
  if (gz > INITIAL_JS_GOAL_BYTES) {
    console.error(`initial JS is ${kb(gz)} gzipped, over the ${kb(INITIAL_JS_GOAL_BYTES)} goal: something the first screen does not need is imported eagerly`);
    process.exit(1);
  }
  console.log(`initial JS within its goal: ${kb(gz)} ≤ ${kb(INITIAL_JS_GOAL_BYTES)} gzipped`);
  process.exit(0);
}
console.log(line('web initial CSS', initialCss));
// Chunks App itself imports at start (the urql client, the toast region; src/app/*): not in the initial
// graph (fetched beside the first route's chunk), but on the wire for every route, so counted in each below.
const appStarted = { js: new Set(), css: new Set() };
for (const key of Object.keys(manifest).filter((k) => /^src\/app\/[^/]+\.tsx?$/.test(k) && manifest[k].isDynamicEntry)) {
  closure(key, appStarted.js, appStarted.css);
}
for (const f of initialJs) appStarted.js.delete(f);
for (const f of appStarted.js) console.log(`  ${f.padEnd(42)} ${kb(size(f).raw).padStart(10)} raw ${kb(size(f).gz).padStart(9)} gzip`);
console.log(line('loaded by the app at start (src/app/*, lazily)', appStarted.js));
console.log(line('index.html', ['index.html']));

// Per route: the routes file's lazy screens (import('../screens/…')), each with the chunks it adds.
const routes = readFileSync(join(root, 'apps', 'web', 'src', 'app', 'routes.tsx'), 'utf8');
const screens = [...new Set([...routes.matchAll(/import\('\.\.\/(screens\/[^']+)'\)/g)].map((m) => m[1]))];
const keyOf = (screen) => Object.keys(manifest).find((k) => k.replace(/\.tsx?$/, '').endsWith(screen));
// Signed-in screens render inside the shell, loaded lazily beside them (routes.tsx `loadShell`).
const shell = keyOf('screens/NavigationShell/NavigationShell');
const outsideShell = /^screens\/(SignIn|SharedRecord)\//;
console.log('\nper route screen: initial + app start + what it adds (JS and CSS; signed-in screens with the shell)');
for (const screen of screens) {
  const key = keyOf(screen);
  if (!key) continue;
  const { js, css } = closure(key, new Set(appStarted.js), new Set(appStarted.css));
  if (shell && !outsideShell.test(screen)) closure(shell, js, css);
  const allJs = new Set([...initialJs, ...js]);
  const allCss = new Set([...initialCss, ...css]);
  const name = screen.replace(/^screens\//, '');
  console.log(line(`  ${name} JS`, allJs));
  console.log(line(`  ${name} JS+CSS+HTML`, new Set([...allJs, ...allCss, 'index.html'])));
}
