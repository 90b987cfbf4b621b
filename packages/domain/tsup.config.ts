import { defineConfig } from 'tsup';

export default defineConfig({
  // `columns`: the notices table's column list, also read by the API's notice export (no React, no client).
  entry: { index: 'src/index.ts', mocks: 'src/mocks.ts', columns: 'src/notices/rules/noticeColumns.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'msw'],
});
