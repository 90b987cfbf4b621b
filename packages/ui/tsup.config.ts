import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // Tree-shaking: each component module runs a few calls at its top level (vanilla-extract's recipe and
  // sprinkles factories in the compiled .css.ts files, TanStack's feature set, token parsing). They have no
  // side effects, but a bundler must assume a call does, so an app importing one component would carry every
  // other component's code. The build marks them `/* @__PURE__ */` (only top-level `var x = f(` forms, so
  // sourcemap lines are unchanged). Measured by tests/bench/ui-size.mjs.
  async onSuccess() {
    const file = 'dist/index.js';
    const code = await readFile(file, 'utf8');
    await writeFile(file, markPure(code));
  },
});

const pureCalls = [
  'createRuntimeFn',
  'createSprinkles',
  'tableFeatures',
  'Number.parseInt',
  'parseInt',
  'Object.keys',
];

/** Marks top-level `var x = f(…)` / `var x = new C(…)` calls to known side-effect-free functions as pure. */
export function markPure(code: string): string {
  const names = pureCalls.map((n) => n.replace('.', '\\.')).join('|');
  return code
    .replace(new RegExp(`^(var [\\w$]+ = )((?:${names})\\()`, 'gm'), '$1/* @__PURE__ */ $2')
    .replace(/^(var [\w$]+ = )(new [\w$.]+\()/gm, '$1/* @__PURE__ */ $2');
}
