#!/usr/bin/env node
// Runs @storybook/test-runner over the built static catalogue (storybook-static) in Debian chromium:
// every story's play(), axe, and a screenshot compared with tests/visual/__baselines__.
// `--update` rewrites the baselines. Other arguments pass through to the runner (e.g. --json --outputFile=…).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';
import { serveStatic } from './static-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = join(root, 'storybook-static');
const args = process.argv.slice(2);
const update = args.includes('--update');
const pass = args.filter((a) => a !== '--update');

ensureChromium();
if (!existsSync(join(dir, 'index.json'))) {
  const b = spawnSync('pnpm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const server = await serveStatic(dir);
// The runner must be spawned asynchronously: the static server answers from this process's event loop.
const status = await new Promise((resolve) => {
  const runner = spawn(
    'pnpm',
    ['exec', 'test-storybook', '--index-json', '--url', server.url, '--maxWorkers=2', ...(update ? ['-u'] : []), ...pass],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TZ: 'Europe/London' } },
  );
  runner.on('exit', (code) => resolve(code ?? 1));
});
await server.close();
process.exit(status);
