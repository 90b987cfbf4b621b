import { readFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/** Vite's `?raw` text imports (src/mocks/schema.ts reads schema.graphql so), inlined as strings. */
const rawText: EsbuildPlugin = {
  name: 'raw-text',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: new URL(args.path.replace(/\?raw$/, ''), `file://${args.resolveDir}/`).pathname,
      namespace: 'raw-text',
    }));
    build.onLoad({ filter: /.*/, namespace: 'raw-text' }, (args) => ({
      contents: readFileSync(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

export default defineConfig({
  // `columns`: the notices table's column list, also read by the API's notice export; `plans`: plans and
  // data types, read by the server's policy (neither pulls React or the client).
  entry: { index: 'src/index.ts', mocks: 'src/mocks.ts', columns: 'src/notices/rules/noticeColumns.ts', plans: 'src/plans/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'msw'],
  esbuildPlugins: [rawText],
});
