#!/usr/bin/env node
// Browser end-to-end tests against the app started the way `npm start` starts it (built server + built web app),
// on a fresh embedded database in a temporary folder, on a free port. Runs tests/e2e/*.spec.ts with vitest.
// Email goes through a local SMTP server (tests/harness/smtp.mjs): the tests read what it received from E2E_MAIL_DIR.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { ensureChromium } from './chromium.mjs';
import { startSmtpCapture } from './smtp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pass = process.argv.slice(2);

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

ensureChromium();
const dataDir = mkdtempSync(join(tmpdir(), 'tenderlens-e2e-'));
const mailDir = mkdtempSync(join(tmpdir(), 'tenderlens-e2e-mail-'));
const smtp = await startSmtpCapture(mailDir);
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  ['apps/api/dist/cli.js', 'serve', '--port', String(port), '--web-dist', 'apps/web/dist'],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      TENDERLENS_DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Email leaves through the local SMTP server; the share links in it point at this app.
      TENDERLENS_SMTP_URL: smtp.url,
      TENDERLENS_PUBLIC_URL: baseUrl,
    },
  },
);
server.stdout.on('data', (d) => process.stdout.write(`[server] ${d}`));

let status = 1;
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const r = await fetch(`${baseUrl}/api/health`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the app did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  // Spawned asynchronously: the local SMTP server answers from this process's event loop.
  const runner = spawn(
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      '--config',
      'tests/e2e/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      ...pass.map((a) => a.replace('--outputFile=', '--outputFile.json=')),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_MAIL_DIR: mailDir },
    },
  );
  status = await new Promise((resolve) => runner.on('exit', (code) => resolve(code ?? 1)));
} catch (e) {
  console.error(e);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
}
process.exit(status);
