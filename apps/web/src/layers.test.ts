// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The repository's own ESLint config decides; these cases pin the layering rule of docs/decisions/0021. */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: `apps/web/src/${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.ruleId);
}

describe('apps/web imports run downward only', () => {
  it.each([
    ['a screen importing app', 'screens/records/Record/X.ts', "import { a } from '../../../app/session';\nvoid a;"],
    ['a screen re-exporting app', 'screens/records/Record/X.ts', "export { a } from '../../../app/routes';"],
    ['a screen lazily importing app', 'screens/shell/Crash/X.ts', "void import('../../../app/routes');"],
    ['a page part importing a screen', 'pageParts/PageStates/X.ts', "import { a } from '../../screens/notices/Notices/N';\nvoid a;"],
    ['a page part importing app', 'pageParts/layout/X.ts', "import { a } from '../../app/App';\nvoid a;"],
    ['navigation importing a page part', 'navigation/X.ts', "import { a } from '../pageParts/paywall/paywallProps';\nvoid a;"],
  ])('fails %s', async (_name, file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['app importing a screen', 'app/X.ts', "import { a } from '../screens/shell/Crash/CrashScreen';\nvoid a;"],
    ['a screen importing a page part', 'screens/records/Record/X.ts', "import { a } from '../../../pageParts/PageStates/PageStates';\nvoid a;"],
    ['a screen importing navigation', 'screens/records/Record/X.ts', "import { a } from '../../../navigation/routes';\nvoid a;"],
    ['a screen importing a sibling screen', 'screens/notices/Notices/X.ts', "import { a } from '../../leads/Comments/CommentsPanel';\nvoid a;"],
    ['a page part importing navigation', 'pageParts/paywall/X.ts', "import { a } from '../../navigation/navItems';\nvoid a;"],
  ])('allows %s', async (_name, file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
