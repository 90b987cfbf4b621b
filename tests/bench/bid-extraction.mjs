#!/usr/bin/env node
// Bid response extraction throughput: a 200-page tender PDF (pdfkit) through text extraction and the
// embedded requirement extractor; prints pages/s and peak RSS. Never asserts.
//   node tests/bench/bid-extraction.mjs   (BENCH_PAGES, BENCH_ROUNDS to change the size)
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const result = spawnSync('pnpm', ['--filter', '@tenderlens/api', 'exec', 'tsx', join(here, 'lib', 'bidExtraction.ts')], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
