/**
 * Serves the built web app: files from `webDist`, hashed assets cached for a year (immutable),
 * and index.html for any other GET path outside /api and /graphql (the SPA routes itself).
 * The build writes `.br` and `.gz` beside every text file (apps/web/vite.config.ts); a client that
 * accepts one gets it (brotli first) with Content-Encoding, and every answer says
 * `Vary: Accept-Encoding` so a shared cache keeps the encodings apart.
 */
import { existsSync } from 'node:fs';
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
        : path === '/' || path.endsWith('index.html')
          ? 'no-cache'
          : 'public, max-age=3600',
    });
  });

  // SPA fallback: unknown extension-less paths get index.html (never cached, so a deploy is picked up at once).
  app.get('*', async (c, next) => {
    // A missing file (/assets/old-hash.js) is a 404, not the app shell.
    if (isApi(c.req.path) || /\.(?!html$)[a-z0-9]+$/i.test(c.req.path)) return next();
    return withHeaders(c, next, { root, rewriteRequestPath: () => '/index.html' }, { 'Cache-Control': 'no-cache' });
  });
}
