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
  // data types, read by the server's policy; `sync`: the publishers the server syncs from; `portals`: ocid prefixes →
  // portal names, read by the server's duplicate detection (none pulls React or the client).
  entry: { index: 'src/index.ts', mocks: 'src/mocks.ts', columns: 'src/notices/rules/noticeColumns.ts', plans: 'src/plans/index.ts', sync: 'src/sync/sources.ts', portals: 'src/records/rules/portals.ts', alerts: 'src/alerts/rules/index.ts', home: 'src/home/index.ts', files: 'src/files/index.ts', contacts: 'src/contacts/rules/index.ts', crm: 'src/crm/rules/index.ts', frameworks: 'src/frameworks/rules/index.ts', spend: 'src/spend/rules/index.ts', reports: 'src/reports/rules/reports.ts', onboarding: 'src/onboarding/index.ts', bookADemo: 'src/bookADemo/rules/businessHours.ts' },
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
