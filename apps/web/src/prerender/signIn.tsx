/**
 * Build-time entry (`vite build --ssr`, run by apps/web's build): sign-in's markup, rendered by the same tree the
 * browser hydrates (App, its providers, the routes) on a memory router at /sign-in. scripts/prerender.mjs writes it
 * into dist/sign-in.html, which the server sends for /sign-in (apps/api/src/http/static.ts).
 */
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { appElement } from '../app/App';
import { routerReady, routes, withHydrateFallback } from '../app/routes';
import { paths } from '../navigation/routes';

export async function renderSignIn(): Promise<string> {
  const router = createMemoryRouter(withHydrateFallback(routes), { initialEntries: [paths.signIn] });
  await routerReady(router);
  // `prerender` waits for every lazy part (the toast region), so nothing is left for the client to render instead.
  const { prelude } = await prerender(appElement(router));
  return new Response(prelude).text();
}
