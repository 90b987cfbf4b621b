/**
 * Serves the built web app: files from `webDist`, hashed assets cached for a year (immutable),
 * and index.html for any other GET path outside /api and /graphql (the SPA routes itself).
 * The build writes `.br` and `.gz` beside every text file (apps/web/vite.config.ts); a client that
 * accepts one gets it (brotli first) with Content-Encoding, and every answer says
 * `Vary: Accept-Encoding` so a shared cache keeps the encodings apart.
 * A page the build pre-rendered (`dist/sign-in.html`, apps/web/scripts/prerender.mjs) goes out for its own path
 * (`/sign-in`) in place of index.html; like the shell, an HTML file is never cached (it names the hashed assets).
 */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Context, Hono, Next } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './context';

const HASHED_ASSET = /\/assets\/.+[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i;

interface StaticOptions {
  root: string;
  rewriteRequestPath?: (path: string) => string;
}

/**
 * serveStatic, precompressed, with `headers` and `Vary: Accept-Encoding` on the file it sends (its
 * `onFound` runs after the response is built, too late to add headers). Not found: what `next` answers, untouched.
 */
async function withHeaders(c: Context<AppEnv>, next: Next, options: StaticOptions, headers: Record<string, string>) {
  let found = false;
  const res = await serveStatic<AppEnv>({ ...options, precompressed: true, onFound: () => void (found = true) })(c, next);
  if (!found || !res) return res;
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  res.headers.set('Vary', 'Accept-Encoding');
  return res;
}

export function mountWebApp(app: Hono<AppEnv>, webDist: string): void {
  const root = resolve(webDist);
  if (!existsSync(resolve(root, 'index.html'))) {
    throw new Error(`The web app is not built: ${resolve(root, 'index.html')} is missing`);
  }
  const isApi = (path: string) => path === '/api' || path.startsWith('/api/') || path === '/graphql' || path.startsWith('/graphql/');

  app.use('*', async (c, next) => {
    if (isApi(c.req.path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    // By the request's path, not the file's: the file sent may be the `.br` or `.gz` beside it.
    const path = c.req.path;
    return withHeaders(c, next, { root }, {
      'Cache-Control': HASHED_ASSET.test(path)
        ? 'public, max-age=31536000, immutable'
        : path === '/' || path.endsWith('.html')
          ? 'no-cache'
          : 'public, max-age=3600',
    });
  });

  // Pre-rendered pages: `/sign-in` → `/sign-in.html`, each the shell with that route's markup in #root.
  const prerendered = new Set(
    readdirSync(root)
      .filter((file) => file.endsWith('.html') && file !== 'index.html')
      .map((file) => `/${file.slice(0, -'.html'.length)}`),
  );

  // The pre-rendered sign-in form posts to its own path if it is submitted before React owns it (a slow phone):
  // send the browser back to the page (303: a GET, so nothing is resubmitted) instead of an API 404.
  for (const path of prerendered) app.post(path, (c) => c.redirect(path, 303));

  // SPA fallback: unknown extension-less paths get index.html (never cached, so a deploy is picked up at once).
  app.get('*', async (c, next) => {
    // A missing file (/assets/old-hash.js) is a 404, not the app shell.
    if (isApi(c.req.path) || /\.(?!html$)[a-z0-9]+$/i.test(c.req.path)) return next();
    const file = prerendered.has(c.req.path) ? `${c.req.path}.html` : '/index.html';
    return withHeaders(c, next, { root, rewriteRequestPath: () => file }, { 'Cache-Control': 'no-cache' });
  });
}
