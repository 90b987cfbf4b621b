/**
 * Re-exports for tests/bench/*.ts: files outside this package cannot resolve its dependencies
 * (pnpm keeps them in apps/api/node_modules), so benches import them from here.
 */
export { eq, sql } from 'drizzle-orm';
export { default as pg } from 'pg';
export { default as pino } from 'pino';
export { importDemoData } from '../seed/realData';
export { seedDemo } from '../seed/demo';
