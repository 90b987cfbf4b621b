import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
};
// Never bundle node_modules: every dependency (and its subpaths) stays an import.
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, new RegExp(`^${name}/`)]);

export default defineConfig({
  entry: { server: 'src/server.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  dts: false,
  external,
  // dist/*.js finds its migrations at ../drizzle (apps/api/drizzle), see src/db/migrate.ts.
});
