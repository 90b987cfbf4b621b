/**
 * Serves the built web app: files from `webDist`, hashed assets cached for a year (immutable),
 * and index.html for any other GET path outside /api and /graphql (the SPA routes itself).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './context';

const HASHED_ASSET = /\/assets\/.+[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i;

export function mountWebApp(app: Hono<AppEnv>, webDist: string): void {
  const root = resolve(webDist);
  if (!existsSync(resolve(root, 'index.html'))) {
    throw new Error(`The web app is not built: ${resolve(root, 'index.html')} is missing`);
  }
  const isApi = (path: string) => path === '/api' || path.startsWith('/api/') || path === '/graphql' || path.startsWith('/graphql/');

  app.use('*', async (c, next) => {
    if (isApi(c.req.path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    return serveStatic<AppEnv>({
      root,
      onFound: (path, ctx) => {
        ctx.header(
          'Cache-Control',
          HASHED_ASSET.test(path)
            ? 'public, max-age=31536000, immutable'
            : path.endsWith('index.html')
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    })(c, next);
  });

  // SPA fallback: unknown extension-less paths get index.html (never cached, so a deploy is picked up at once).
  app.get('*', async (c, next) => {
    // A missing file (/assets/old-hash.js) is a 404, not the app shell.
    if (isApi(c.req.path) || /\.(?!html$)[a-z0-9]+$/i.test(c.req.path)) return next();
    return serveStatic<AppEnv>({
      root,
      rewriteRequestPath: () => '/index.html',
      onFound: (_path, ctx) => {
        ctx.header('Cache-Control', 'no-cache');
      },
    })(c, next);
  });
}
