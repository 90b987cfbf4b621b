#!/usr/bin/env node
// Duplicate detection across portals: precision and recall on the labelled pairs of real notices,
// groups found in the bundled data, and the time of a full re-detection. Prints; never asserts
// (the unit test apps/api/src/duplicates/dedupe.test.ts holds the thresholds).
//   node tests/bench/dedupe.mjs   (or: node tests/bench/run.mjs dedupe)
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const result = spawnSync('pnpm', ['--filter', '@tenderlens/api', 'exec', 'tsx', join(here, 'lib', 'dedupe.ts')], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
