#!/usr/bin/env node
// `npm test`: every test kind, in order, with one closing line `N passed, N failed`.
// Steps: chromium (apt) → build → the initial JS budget → lint + typecheck → unit/integration (vitest per package, PGlite + PostgreSQL)
// → Storybook test-runner over the built catalogue (play, axe, screenshots) → browser end-to-end against the started app.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const results = join(root, 'tests', '.results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);
const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// Each failed test's name and the first lines of its message, printed last so a log's tail names them.
const failedTests = [];
const started = Date.now();

function run(label, cmd, args, opts = {}) {
  const t0 = Date.now();
  console.info(`\n━━ ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' }, ...opts });
  const ok = r.status === 0;
  console.info(`━━ ${label}: ${ok ? 'ok' : `FAILED (exit ${r.status})`} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return ok;
}
function step(label, ok) {
  // A step that has no per-test report (build, lint, typecheck) counts as one test.
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(label);
  }
}
function countJest(file, label) {
  // vitest and jest both write the jest JSON shape.
  if (!existsSync(file)) {
    step(`${label} (no report)`, false);
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  tally.passed += r.numPassedTests ?? 0;
  tally.failed += r.numFailedTests ?? 0;
  tally.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  for (const file of r.testResults ?? []) {
    const rel = String(file.name ?? '').replace(`${root}/`, '');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) {
      // eslint-disable-next-line no-control-regex -- strip ANSI colour codes from the runner's message
      const message = String(a.failureMessages?.[0] ?? '').replace(/\u001b\[[0-9;]*m/g, '');
      // The first few lines: a Storybook play failure's first line is only 'page.evaluate: StorybookTestRunnerError:'.
      const head = message
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .slice(0, 4)
        .join(' ⏎ ');
      failedTests.push(`${label} · ${rel} · ${a.fullName ?? a.title}: ${head.slice(0, 600)}`);
    }
    if (failed.length === 0 && file.status === 'failed') failedTests.push(`${label} · ${rel}: ${String(file.message ?? '').split('\n')[0].slice(0, 240)}`);
  }
  if ((r.numFailedTests ?? 0) > 0 || r.success === false) {
    failures.push(label);
    if ((r.numFailedTests ?? 0) === 0) tally.failed += 1; // a suite that failed to load
  }
}

if (want('chromium')) ensureChromium();

if (want('build')) step('build', run('build', 'pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']));
// The initial JS budget (issue 10, decision 0053), read from the build just made.
if (want('build')) step('web initial JS budget', run('web initial JS budget', process.execPath, [join(root, 'tests', 'bench', 'web-size.mjs'), '--check']));
if (want('lint')) {
  step('lint', run('lint', 'pnpm', ['run', 'lint']));
  step('typecheck', run('typecheck', 'pnpm', ['run', 'typecheck']));
}
if (want('unit')) {
  for (const pkg of ['packages/ui', 'packages/domain', 'apps/api', 'apps/web']) {
    const name = pkg.split('/')[1];
    const out = join(results, `vitest-${name}.json`);
    run(`unit ${pkg}`, 'pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
      cwd: join(root, pkg),
    });
    countJest(out, `unit ${pkg}`);
  }
}
if (want('storybook')) {
  const out = join(results, 'storybook.json');
  if (!run('storybook: build catalogue', 'pnpm', ['run', 'build-storybook'])) step('storybook build', false);
  run('storybook: test-runner (play, axe, screenshots)', process.execPath, [join(root, 'tests', 'harness', 'storybook.mjs')], {
    env: { ...process.env, FORCE_COLOR: '1', TL_STORYBOOK_REPORT: out },
  });
  countJest(out, 'storybook test-runner');
}
if (want('e2e')) {
  const out = join(results, 'e2e.json');
  run('end-to-end (app as npm start serves it)', process.execPath, [join(root, 'tests', 'harness', 'e2e.mjs'), `--outputFile=${out}`]);
  countJest(out, 'end-to-end');
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
if (failedTests.length > 0) {
  console.info(`\nFailed tests (${failedTests.length}):`);
  for (const line of failedTests.slice(0, 60)) console.info(`  ✖ ${line}`);
  if (failedTests.length > 60) console.info(`  … and ${failedTests.length - 60} more (tests/.results/*.json)`);
}
console.info(`\nnpm test took ${minutes} min${failures.length ? `; failed: ${failures.join(', ')}` : ''}`);
console.info(`${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`);
process.exit(tally.failed > 0 ? 1 : 0);
