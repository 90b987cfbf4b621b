#!/usr/bin/env node
// Last step of apps/web's build: writes dist/sign-in.html, the app shell with sign-in's markup already in #root
// (rendered by dist-ssr/signIn.js, the `vite build --ssr` of src/prerender/signIn.tsx) and the route's CSS linked in
// the head, so the page paints before any script runs; main.tsx hydrates it. The app's module script, its
// modulepreloads and the route's own chunks wait in a `<template>` (they fetch nothing there) until the page's first
// paint is on screen: the build's `signInScripts` entry, linked in the head, puts them in then
// (src/prerender/afterFirstPaint.ts, docs/decisions/0064). Brotli and gzip copies as for every other file
// (apps/api/src/http/static.ts sends them).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const ssr = join(web, 'dist-ssr');
const ROUTE_MODULE = 'src/screens/auth/SignIn/SignIn.tsx';
const LOADER_MODULE = 'src/prerender/signInScripts.ts';
const TEMPLATE_ID = 'after-first-paint'; // afterFirstPaint.ts's TEMPLATE_ID

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const shell = readFileSync(join(dist, 'index.html'), 'utf8');

/** The route module's chunk and every chunk it imports statically, with their CSS. */
function chunksOf(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in dist/.vite/manifest.json`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) chunksOf(imported, seen);
  return seen;
}
const chunks = [...chunksOf(ROUTE_MODULE)].map((key) => manifest[key]);
const scripts = chunks.map((c) => `/${c.file}`).filter((href) => !shell.includes(`"${href}"`));
const styles = [...new Set(chunks.flatMap((c) => c.css ?? []))]
  .map((f) => `/${f}`)
  .filter((href) => !shell.includes(`"${href}"`));

const { renderSignIn } = await import(pathToFileURL(join(ssr, 'signIn.js')).href);
const markup = await renderSignIn();
if (!markup.includes('Sign in')) throw new Error(`The pre-rendered sign-in page has no heading:\n${markup}`);

const loader = manifest[LOADER_MODULE];
if (!loader?.isEntry || loader.imports?.length || loader.css?.length)
  throw new Error(`${LOADER_MODULE} must be a build entry of one file (apps/web/vite.config.ts)`);

// The shell's own module script and modulepreloads move into the template, followed by the route's chunks.
const shellScripts = /\n *<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;
const moved = [...shell.matchAll(shellScripts)].map((m) => m[0].trim());
if (!moved.some((tag) => tag.startsWith('<script type="module"')))
  throw new Error('dist/index.html has no module script');
const inert = [...moved, ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)];
// The loader at low priority: the paint does not need it, and at low priority it leaves the link to the stylesheets
// (Lighthouse's simulated FCP counts a high-priority script as render-blocking).
const head = [
  ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
  `<script type="module" fetchpriority="low" crossorigin src="/${loader.file}"></script>`,
  `<template id="${TEMPLATE_ID}">`,
  ...inert.map((tag) => `  ${tag}`),
  '</template>',
];
const root = '<div id="root"></div>';
if (!shell.includes(root) || !shell.includes('\n  </head>'))
  throw new Error('dist/index.html has no empty #root or no </head>');
const html = shell
  .replace(shellScripts, '')
  .replace('\n  </head>', `\n${head.map((line) => `    ${line}`).join('\n')}\n  </head>`)
  .replace(root, `<div id="root" data-prerendered>${markup}</div>`);

const out = join(dist, 'sign-in.html');
writeFileSync(out, html);
writeFileSync(`${out}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
writeFileSync(`${out}.gz`, gzipSync(html, { level: 9 }));
rmSync(ssr, { recursive: true, force: true });
console.log(
  `dist/sign-in.html: ${html.length} bytes, ${styles.length} stylesheet(s) added, ${inert.length} script(s) and preload(s) after the first paint`,
);
