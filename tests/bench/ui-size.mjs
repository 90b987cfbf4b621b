#!/usr/bin/env node
// Prints the gzipped size of @tenderlens/ui, size-limit style: an entry that imports the whole kit, or only
// one component, bundled from the built dist with esbuild (minified, tree-shaken, its own dependencies
// included, the react peers left out) and gzipped. The stylesheet is one file for every component: printed
// apart. Printed, not asserted. Builds the kit first when dist is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const kit = join(root, 'packages', 'ui');
const dist = join(kit, 'dist');

/** Builds the kit when its dist is missing (the benches measure what is published). */
export function ensureKitBuilt() {
  if (existsSync(join(dist, 'index.js'))) return;
  const b = spawnSync('pnpm', ['--filter', '@tenderlens/ui', 'build'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

/** esbuild is the kit's build tool (through tsup), not a root dependency: resolved from there. */
export function kitEsbuild() {
  const fromKit = createRequire(join(kit, 'package.json'));
  return createRequire(fromKit.resolve('tsup'))('esbuild');
}

async function main() {
  ensureKitBuilt();
  const esbuild = kitEsbuild();
  const entries = [
    ['whole kit', `export * from '@tenderlens/ui';`],
    ['DataTable alone', `export { DataTable } from '@tenderlens/ui';`],
    ['Drawer alone', `export { Drawer } from '@tenderlens/ui';`],
    [
      'Paywall alone (modal, page, popover)',
      `export { PaywallModal, PaywallPage, PaywallPopover } from '@tenderlens/ui';`,
    ],
  ];

  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const gzip = (buf) => gzipSync(buf, { level: 9 }).length;

  console.log('@tenderlens/ui, minified + tree-shaken with esbuild, react and react-dom external, gzip -9:');
  for (const [label, contents] of entries) {
    const result = await esbuild.build({
      stdin: { contents, resolveDir: root, loader: 'js' },
      bundle: true,
      minify: true,
      treeShaking: true,
      format: 'esm',
      target: 'es2022',
      platform: 'browser',
      write: false,
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const [js] = result.outputFiles;
    console.log(
      `  ${label.padEnd(38)} ${kb(gzip(js.contents)).padStart(9)} gzipped  (${kb(js.contents.length)} minified)`,
    );
  }
  const css = readFileSync(join(dist, 'index.css'));
  const cssMin = await esbuild.transform(css, { loader: 'css', minify: true });
  console.log(
    `  ${'styles.css (every component)'.padEnd(38)} ${kb(gzip(Buffer.from(cssMin.code))).padStart(9)} gzipped  (${kb(cssMin.code.length)} minified)`,
  );
}

// Run as a bench; imported (by ui-datatable.mjs) for its helpers only.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
