#!/usr/bin/env node
// Browser end-to-end tests against the app started the way `npm start` starts it (built server + built web app),
// on a fresh embedded database in a temporary folder, on a free port. Runs tests/e2e/*.spec.ts with vitest.
// Email goes through a local SMTP server (tests/harness/smtp.mjs): the tests read what it received from E2E_MAIL_DIR.
// HubSpot and Salesforce are a local fake CRM (apps/api/src/crm/testing/fakeCrm.ts): the tests read it at E2E_CRM_URL.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { ensureChromium } from './chromium.mjs';
import { startSmtpCapture } from './smtp.mjs';
import { startHookCapture } from './hooks.mjs';

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
// Automation webhooks (contact requests) go to a local receiver; the tests read them from E2E_HOOK_DIR.
const hookDir = mkdtempSync(join(tmpdir(), 'tenderlens-e2e-hooks-'));
const hooks = await startHookCapture(hookDir);
// Local fakes of Find a Tender and Contracts Finder (real releases, paged like the real APIs): the
// server's sync points at them, so 'Sync now' fills the app from them (tests/e2e/sync.spec.ts).
const fakes = spawn('pnpm', ['--filter', '@tenderlens/api', 'exec', 'tsx', 'src/sync/testing/fakeServe.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
const fakeUrls = await new Promise((resolve, reject) => {
  let out = '';
  fakes.stdout.on('data', (d) => {
    out += d;
    const line = out.split('\n').find((l) => l.startsWith('{'));
    if (line) resolve(JSON.parse(line));
  });
  fakes.once('exit', (code) => reject(new Error(`the fake publishers exited (${code})`)));
});
const crm = spawn(process.execPath, ['--import', 'tsx', 'src/crm/testing/fakeCrmMain.ts', String(await freePort())], {
  cwd: join(root, 'apps', 'api'),
  stdio: ['ignore', 'pipe', 'inherit'],
});
const crmUrl = await new Promise((resolve, reject) => {
  crm.stdout.once('data', (d) => resolve(String(d).trim()));
  crm.once('exit', () => reject(new Error('the fake CRM did not start')));
});
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
      TENDERLENS_CONTACT_REQUEST_WEBHOOK_URL: `${hooks.url}/contact-requests`,
      TENDERLENS_CONTACT_REQUEST_WEBHOOK_SECRET: 'e2e-contact-requests',
      TENDERLENS_WEBHOOK_ALLOW_PRIVATE: 'true',
      TENDERLENS_SYNC_FTS_URL: fakeUrls.fts,
      TENDERLENS_SYNC_CF_URL: fakeUrls.cf,
      // HubSpot's OAuth app and API are the local fake CRM.
      TENDERLENS_HUBSPOT_CLIENT_ID: 'e2e-hubspot',
      TENDERLENS_HUBSPOT_CLIENT_SECRET: 'e2e-hubspot-secret',
      TENDERLENS_HUBSPOT_API_URL: crmUrl,
      TENDERLENS_HUBSPOT_AUTH_URL: `${crmUrl}/oauth/authorize`,
      TENDERLENS_HUBSPOT_APP_URL: crmUrl,
    },
  },
);
server.stdout.on('data', (d) => process.stdout.write(`[server] ${d}`));

let status = 1;
try {
  // E2E_START_TIMEOUT_MS: more time for the first start (migrations + import) on a loaded machine.
  const deadline = Date.now() + Number(process.env.E2E_START_TIMEOUT_MS ?? 120_000);
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
      env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_MAIL_DIR: mailDir, E2E_HOOK_DIR: hookDir, E2E_FAKE_FTS_URL: fakeUrls.fts, E2E_CRM_URL: crmUrl },
    },
  );
  status = await new Promise((resolve) => runner.on('exit', (code) => resolve(code ?? 1)));
} catch (e) {
  console.error(e);
} finally {
  server.kill('SIGTERM');
  fakes.kill('SIGTERM');
  crm.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await smtp.close();
  await hooks.close();
  rmSync(hookDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
}
process.exit(status);
