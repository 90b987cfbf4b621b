#!/usr/bin/env node
// Runs every benchmark and prints its figures. Nothing here asserts: figures go into the issue notes.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const only = process.argv.slice(2);
for (const file of readdirSync(here).sort()) {
  if (file === 'run.mjs' || !/\.(mjs|ts)$/.test(file) || file.endsWith('.d.ts')) continue;
  if (only.length && !only.some((o) => file.includes(o))) continue;
  console.log(`\n== ${file}`);
  const cmd = file.endsWith('.ts') ? ['pnpm', ['--filter', '@tenderlens/api', 'exec', 'tsx', join(here, file)]] : [process.execPath, [join(here, file)]];
  spawnSync(cmd[0], cmd[1], { cwd: root, stdio: 'inherit' });
}
