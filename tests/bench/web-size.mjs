#!/usr/bin/env node
// Prints the web app's initial JavaScript, gzipped: the entry script plus the chunks index.html preloads.
// Goal (issue 2): ≤ 170 KB. Printed, not asserted. Run after `pnpm run build`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'web', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = new Set();
for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]);
for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(m[1]);
let raw = 0;
let gz = 0;
for (const f of files) {
  const buf = readFileSync(join(dist, f.replace(/^\//, '')));
  raw += buf.length;
  gz += gzipSync(buf, { level: 9 }).length;
  console.log(`  ${f}: ${(buf.length / 1024).toFixed(1)} KB raw`);
}
const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]);
const cssGz = css.reduce((n, f) => n + gzipSync(readFileSync(join(dist, f.replace(/^\//, ''))), { level: 9 }).length, 0);
console.log(`web initial JS: ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped (goal ≤ 170 KB); CSS ${(cssGz / 1024).toFixed(1)} KB gzipped`);
