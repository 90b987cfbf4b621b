import type { TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright-core';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { afterRerender, focusStyle, freezeToasts, settle, trackLastInput, trackRenderPhases } from './settle';

// Every story is a test (STYLE.md): its play() has run when postVisit is called; then axe, then a screenshot
// compared with the committed baseline in tests/visual/__baselines__ (update: `npm run test-storybook:update`).
const baselines = path.join(process.cwd(), 'tests', 'visual', '__baselines__');
const diffs = path.join(process.cwd(), 'tests', 'visual', '__diff_output__');

/** The comparison's limits, shared by the second look below and the snapshot matcher. */
const MAX_DIFFERING_PIXELS = 20;
const PIXEL_THRESHOLD = 0.1;
/** How long the second look waits after settling again. */
const SECOND_LOOK_MS = 1000;

/** How many pixels of `image` differ from the committed baseline, or null when there is none (a new story) or sizes differ. */
function differingPixels(image: Buffer, id: string): number | null {
  const file = path.join(baselines, `${id}.png`);
  if (!existsSync(file)) return null;
  const base = PNG.sync.read(readFileSync(file));
  const shot = PNG.sync.read(image);
  if (base.width !== shot.width || base.height !== shot.height) return null;
  return pixelmatch(base.data, shot.data, null, base.width, base.height, { threshold: PIXEL_THRESHOLD });
}

type AxeWindow = { axe?: { __tl?: boolean; _running?: boolean } };

/**
 * Our own axe in `window.axe`, injected once per page (≈ 550 KB of script; the runner renders a file's stories one
 * after another in one page) and marked. Not `'axe' in window`: addon-a11y's afterEach imports its own axe-core
 * during the first story, which sets `window.axe` to the addon's instance while that instance runs — using it then
 * failed with "Axe is already running". Ours is injected again whenever `window.axe` is not ours, and a run still
 * going (never expected) is waited for.
 */
async function ownAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => (window as AxeWindow).axe?.__tl === true))) {
    await injectAxe(page);
    await page.evaluate(() => {
      const axe = (window as AxeWindow).axe;
      if (axe) axe.__tl = true;
    });
  }
  await page.waitForFunction(() => !(window as AxeWindow).axe?._running);
}

/** The page size of every story without `screenshot.viewport` (as in test-runner-jest.config.js). */
const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    // `screenshot.viewport` (e.g. a phone story's 390 × 844) sizes the page before the story renders; every
    // other story gets the default size back (pages are reused between stories).
    const story = await getStoryContext(page, context);
    const viewport = (story.parameters?.screenshot?.viewport as { width: number; height: number } | undefined) ?? DEFAULT_VIEWPORT;
    const current = page.viewportSize();
    if (current?.width !== viewport.width || current?.height !== viewport.height) await page.setViewportSize(viewport);
    await trackLastInput(page);
    await trackRenderPhases(page, context.id);
  },
  async postVisit(page, context) {
    await freezeToasts(page);
    const story = await getStoryContext(page, context);
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    const a11y = (story.parameters?.a11y ?? {}) as {
      disable?: boolean;
      config?: { rules?: { id: string; enabled: boolean; reason?: string }[] };
    };
    if (!a11y.disable) {
      await ownAxe(page);
      const rules = a11y.config?.rules ?? [];
      await configureAxe(page, { rules: rules.map(({ id, enabled }) => ({ id, enabled })) });
      // Excluded: react-aria's LiveAnnouncer region. It is visually hidden and announces through aria-live; its
      // role="img" children reference message nodes it has already removed, which axe reads as unnamed images.
      await checkA11y(page, { include: [['body']], exclude: [['[data-live-announcer]']] } as never, {
        detailedReport: true,
        verbose: false,
        detailedReportOptions: { html: true },
        axeOptions: {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
          // runOnly by tag runs every rule with those tags, even one configured off above: a story's
          // disabled rules (each with its written reason) are switched off here too.
          rules: Object.fromEntries(rules.filter((r) => !r.enabled).map((r) => [r.id, { enabled: false }])),
        },
      });
    }

    if (story.parameters?.screenshot?.disable) return;
    // A story Storybook rendered again after its play() ended is photographed once that render has finished.
    const rerendered = await afterRerender(page);
    if (rerendered) console.warn(`[rendered again after play] ${context.id}: ${rerendered.join(' → ')}`);
    // Every story ends settled and with a deterministic focus ring (.storybook/settle.ts).
    const lastInput = await settle(page);
    if (story.parameters?.screenshot?.delay) await page.waitForTimeout(story.parameters.screenshot.delay);
    // `screenshot.style`: a stylesheet applied only while capturing, for browser chrome that never settles
    // (a native media control's loading spinner turns at its own pace).
    const style = [focusStyle(lastInput), story.parameters?.screenshot?.style ?? ''].join('\n');
    const capture = () => page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: false, style });
    let image = await capture();
    // A second look: on a loaded machine a late answer can land after the quiet period. When the first picture
    // differs from the baseline, settle again, wait and take one more; a real change differs in both and fails
    // below (the matcher sees the second picture). Never in update mode, where the picture becomes the baseline.
    const state = expect.getState() as { snapshotState?: { _updateSnapshot?: string } };
    const updating = state.snapshotState?._updateSnapshot === 'all';
    // The common case first: Chromium encodes the same pixels to the same bytes, so a picture byte-identical to
    // its baseline matches without decoding either PNG (decoding and comparing both, twice, was most of the
    // runner's own CPU time). Anything else (a new story, other bytes) goes through the pixel comparison below.
    const baselineFile = path.join(baselines, `${context.id}.png`);
    const sameBytes = !updating && existsSync(baselineFile) && image.equals(readFileSync(baselineFile));
    const firstDiff = sameBytes || updating ? null : differingPixels(image, context.id);
    if (firstDiff !== null && firstDiff > MAX_DIFFERING_PIXELS) {
      await settle(page);
      await page.waitForTimeout(SECOND_LOOK_MS);
      image = await capture();
      console.warn(`[second look] ${context.id}: ${firstDiff} pixels differed, then ${differingPixels(image, context.id)}`);
    }
    // TL_SCREENSHOTS_DIR: keep every capture too (to compare two runs, or all captures with the baselines).
    if (process.env.TL_SCREENSHOTS_DIR) {
      mkdirSync(process.env.TL_SCREENSHOTS_DIR, { recursive: true });
      writeFileSync(path.join(process.env.TL_SCREENSHOTS_DIR, `${context.id}.png`), image);
    }
    if (sameBytes) return; // matched: the committed baseline, byte for byte
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: baselines,
      customDiffDir: diffs,
      customSnapshotIdentifier: context.id,
      // Strict: at most 20 pixels may differ (each by more than pixelmatch's 0.1 colour distance). The former
      // 0.2 % (2,048 pixels at 1280×800, SSIM) let a stale baseline pass — a number field's steppers are ~100
      // pixels, a focus ring ~500 (docs/decisions/0020-catalogue-contract.md).
      comparisonMethod: 'pixelmatch',
      customDiffConfig: { threshold: PIXEL_THRESHOLD },
      failureThreshold: MAX_DIFFERING_PIXELS,
      failureThresholdType: 'pixel',
    });
  },
};

export default config;
