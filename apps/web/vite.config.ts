import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { compression } from 'vite-plugin-compression2';

const fromRoot = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
const fromHere = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const api = process.env.TENDERLENS_API ?? 'http://127.0.0.1:3000';

// `vite build --ssr src/prerender/signIn.tsx` (apps/web's build, for scripts/prerender.mjs) runs once at build time in
// Node: no compressed copies, source maps or manifest for it.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // React Aria ships its strings (aria labels, announcements) in 34 languages; the product speaks en-GB only,
    // so keep English (React Aria's en-US strings, its fallback for every locale) and drop the rest (198 KB raw).
    optimizeLocales.vite({ locales: ['en'] }),
    react(),
    vanillaExtractPlugin(),
    // Brotli and gzip beside every text asset, made once at build time; the server picks one per request
    // (apps/api/src/http/static.ts). Source maps are left out (the default `include` has no .map).
    isSsrBuild ? null : compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  // The app compiles the workspace packages from source (as the catalogue does): their published dist is one
  // module each, which a bundler cannot split, so every screen's components would land in the first chunk.
  resolve: {
    alias: [
      { find: /^@tenderlens\/ui\/styles\.css$/, replacement: fromRoot('packages/ui/src/index.ts') },
      { find: /^@tenderlens\/ui$/, replacement: fromRoot('packages/ui/src/index.ts') },
      { find: /^@tenderlens\/domain$/, replacement: fromRoot('packages/domain/src/index.ts') },
    ],
  },
  server: { port: 5173, proxy: { '/api': api, '/graphql': api } },
  build: {
    outDir: 'dist',
    sourcemap: !isSsrBuild,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json: which chunks each route loads (tests/bench/web-size.mjs prints them).
    manifest: !isSsrBuild,
    rolldownOptions: {
      // Beside the app (index.html): the script that starts the pre-rendered sign-in page's scripts after its first
      // paint (src/prerender/signInScripts.ts; scripts/prerender.mjs links it in dist/sign-in.html).
      input: isSsrBuild
        ? undefined
        : { index: fromHere('index.html'), signInScripts: fromHere('src/prerender/signInScripts.ts') },
      // The UI kit's dist builds its style recipes and table features at module level; these calls only
      // build values, so components the app does not import can be dropped from the bundle.
      treeshake: { manualPureFunctions: ['createRuntimeFn', 'createSprinkles', 'tableFeatures'] },
    },
  },
}));
