#!/usr/bin/env node
// The README contract: `npm start` and `npm test` on a fresh machine with only Node >= 20.19 and npm.
// This file uses nothing but Node itself: it installs pnpm and the workspace before anything else runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PNPM_VERSION = '10.34.9';
const [command = 'start', ...rest] = process.argv.slice(2);

function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (result.error) throw result.error;
  return result.status ?? 1;
}
function must(cmd, args, opts) {
  const status = run(cmd, args, opts);
  if (status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} exited with ${status}`);
    process.exit(status);
  }
}
function has(cmd, args = ['--version']) {
  const r = spawnSync(cmd, args, { stdio: 'pipe' });
  return r.status === 0 ? r.stdout.toString().trim() : null;
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Tenderlens needs Node >= 20.19 (found ${process.versions.node}).`);
  process.exit(1);
}

// 1. pnpm, pinned (corepack's signature check is unreliable offline-ish registries, so use npm).
if (has('pnpm') !== PNPM_VERSION) {
  console.info(`→ installing pnpm ${PNPM_VERSION}`);
  must('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`, '--no-fund', '--no-audit']);
}

// 2. Workspace dependencies (frozen lockfile: the same tree everywhere).
if (!existsSync(join(root, 'node_modules', '.modules.yaml')) || process.env.TL_FORCE_INSTALL) {
  console.info('→ installing dependencies');
  must('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
} else {
  must('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent']);
}

if (command === 'start') {
  console.info('→ building');
  must('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@tenderlens/web...', '--filter=@tenderlens/api', '--output-logs=errors-only']);
  const port = process.env.PORT ?? '3000';
  const args = ['apps/api/dist/cli.js', 'serve', '--port', port, '--web-dist', 'apps/web/dist', ...rest];
  const child = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  process.exit(child.status ?? 0);
} else if (command === 'test') {
  must(process.execPath, [join(root, 'tests', 'harness', 'test-all.mjs'), ...rest]);
} else {
  console.error(`unknown command ${command}`);
  process.exit(2);
}
