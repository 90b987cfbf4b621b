import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @tenderlens/api db:generate` writes forward-only SQL migrations to ./drizzle.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
});
