import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', mocks: 'src/mocks.ts', plans: 'src/plans/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'msw'],
});
