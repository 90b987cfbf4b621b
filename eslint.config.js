// One flat config for the whole workspace; each package lints its own src with --max-warnings 0.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/**
 * One config block per layer of apps/web: a relative import (static, re-exported or dynamic) that climbs
 * into a layer above fails lint. Relative specifiers are checked as written: `../../../app/session` from a
 * screen climbs to src/ and enters app/.
 */
function webLayers(layers) {
  return layers.map(({ files, above }) => {
    const regex = `^(\\.\\./)+(${above.join('|')})(/|$)`;
    const message = `Imports in apps/web run downward only (app → screens → pageParts → navigation → packages); move the shared piece down instead (docs/decisions/0021-web-screens-by-area.md).`;
    return {
      files,
      ignores: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'],
      rules: {
        'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
        // esquery's regex literals cannot hold an escaped slash: `[/]` stands for `/`.
        'no-restricted-syntax': [
          'error',
          { selector: `ImportExpression[source.value=/${regex.replaceAll('/', '[/]')}/]`, message },
        ],
      },
    };
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/.data*/**',
      'apps/api/drizzle/**',
      'tests/visual/**',
      '.storybook/public/**',
      '**/*.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'warn',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  ...storybook.configs['flat/recommended'],
  // apps/web imports run downward only: app → screens → pageParts → navigation → packages (docs/decisions/0021).
  // Stories and testing/ are the catalogue's harness (they render the whole app) and sit above app.
  ...webLayers([
    { files: ['apps/web/src/screens/**'], above: ['app'] },
    { files: ['apps/web/src/pageParts/**'], above: ['app', 'screens'] },
    { files: ['apps/web/src/navigation/**'], above: ['app', 'screens', 'pageParts'] },
  ]),
  {
    // CommonJS files (jest reporters are loaded with require).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tests/**', '**/*.mjs', '**/scripts/**', '**/cli.ts', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
