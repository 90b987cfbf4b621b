import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module) without an exports map. Node (and the built
    // server) loads the CJS build, as do Pothos and yoga; make our sources use that same copy,
    // or `instanceof GraphQLError` checks fail across the two.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/globalSetup.ts'],
    environment: 'node',
    pool: 'forks',
    // Two cores shared with others: two files at a time; PGlite start-up and argon2 are CPU-bound.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
