#!/usr/bin/env node
// Sync benchmark (apps/api/src/sync/testing/bench.ts): releases/s from a local fake serving SYNC_BENCH_RELEASES
// (default 100,000) releases, peak RSS, and the delay from a release appearing to its notice being searchable.
// DATABASE_URL (an empty database): on PostgreSQL; SYNC_BENCH_COMPARE=1: also the plain importer on the same releases (decision 0060).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const result = spawnSync('pnpm', ['--filter', '@tenderlens/api', 'exec', 'tsx', 'src/sync/testing/bench.ts'], { cwd: join(here, '..', '..'), stdio: 'inherit' });
process.exitCode = result.status ?? 1;
