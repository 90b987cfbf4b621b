#!/usr/bin/env node
// Last step of apps/web's build: writes dist/sign-in.html, the app shell with sign-in's markup already in #root
// (rendered by dist-ssr/signIn.js, the `vite build --ssr` of src/prerender/signIn.tsx) and the route's CSS linked in
// the head, so the page paints before any script runs; main.tsx hydrates it. The route's own chunks are preloaded
// beside the entry's, all at low priority. Brotli and gzip copies as for every other file (apps/api/src/http/static.ts sends them).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const ssr = join(web, 'dist-ssr');
const ROUTE_MODULE = 'src/screens/auth/SignIn/SignIn.tsx';

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

const head = [
  ...scripts.map((href) => `    <link rel="modulepreload" crossorigin href="${href}">`),
  ...styles.map((href) => `    <link rel="stylesheet" crossorigin href="${href}">`),
].join('\n');
const root = '<div id="root"></div>';
if (!shell.includes(root) || !shell.includes('</head>'))
  throw new Error('dist/index.html has no empty #root or no </head>');
// The scripts are not needed for the first paint: fetched at low priority, they leave the bandwidth to the stylesheets
// (on a slow link they otherwise share it and the paint waits; Lighthouse's simulation counts them too).
const html = shell
  .replace('</head>', `${head.trimStart()}\n  </head>`)
  .replace(root, `<div id="root" data-prerendered>${markup}</div>`)
  .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
  .replaceAll(
    '<link rel="modulepreload" crossorigin',
    '<link rel="modulepreload" fetchpriority="low" crossorigin',
  );
if (!html.includes('<script type="module" fetchpriority="low"'))
  throw new Error('dist/index.html has no module script');

const out = join(dist, 'sign-in.html');
writeFileSync(out, html);
writeFileSync(`${out}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
writeFileSync(`${out}.gz`, gzipSync(html, { level: 9 }));
rmSync(ssr, { recursive: true, force: true });
console.log(
  `dist/sign-in.html: ${html.length} bytes, ${styles.length} stylesheet(s) and ${scripts.length} chunk(s) added`,
);
