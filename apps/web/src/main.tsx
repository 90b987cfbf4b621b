import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@tenderlens/ui/styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appElement } from './app/App';
import { createRouter, routerReady } from './app/routes';
import { paths } from './navigation/routes';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const router = createRouter();
// The server sends sign-in's markup pre-rendered at build time (apps/web/scripts/prerender.mjs) so it paints before
// any script runs. React adopts those nodes (a hydrated node is not a new paint, so the first paint stays the LCP);
// the first render must match them, so it waits for the route's module (with `then`: a top-level await in the entry
// makes the bundler split its shared modules into many more preloaded chunks). Any other page starts from an empty root.
if (root.hasAttribute('data-prerendered') && router.state.matches.at(-1)?.route.path === paths.signIn) {
  void routerReady(router).then(() => hydrateRoot(root, appElement(router)));
} else {
  root.replaceChildren();
  createRoot(root).render(appElement(router));
}
