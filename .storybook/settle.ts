import type { Page } from 'playwright-core';

/**
 * What makes a story's last frame the same on every run (docs/decisions/0020-catalogue-contract.md), applied by the
 * test-runner to every story after its play():
 *
 * 1. Settled: fonts loaded, every finite animation and transition finished, and the DOM unchanged for
 *    `QUIET_MS` (a late network answer, a toast, a popover's positioning all end before the picture).
 * 0. Toasts stay: their close timers are paused when play() ends (a failure toast closes after 5 s, which a busy
 *    machine could reach during axe and settling — the toast was then in one run's picture and not in the next).
 * 2. Focus is deterministic: a focus ring shows only when the story's last input was the keyboard. react-aria shows
 *    a ring for "virtual" focus too (focus moved by code with no input before it: a restored dialog trigger, a
 *    re-enabled button), and whether that happens before the picture depends on timing. After a pointer (or no)
 *    input the focused element keeps its focus (its tooltip, its state) but its ring is not drawn.
 */

/** How long the DOM must stay unchanged to count as settled. */
const QUIET_MS = 120;
/** Give up waiting after this (a story that never settles still gets its picture, and a later diff shows it). */
const SETTLE_LIMIT_MS = 3000;

/** First thing after play(): toasts keep showing until the picture is taken (their close timers are paused). */
export async function freezeToasts(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __tlFreezeToasts?: () => void }).__tlFreezeToasts?.());
}

/** Installed before each story renders: records whether the last input was a key or a pointer. */
export async function trackLastInput(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __tlLastInput?: string; __tlInputTracked?: boolean };
    w.__tlLastInput = 'none';
    if (w.__tlInputTracked) return;
    w.__tlInputTracked = true;
    const opts = { capture: true, passive: true };
    window.addEventListener('keydown', () => (w.__tlLastInput = 'keyboard'), opts);
    for (const type of ['pointerdown', 'mousedown', 'click'])
      window.addEventListener(type, () => (w.__tlLastInput = 'pointer'), opts);
  });
}

type PhaseWindow = {
  __tlPhases?: string[];
  __tlPhasesOf?: string;
  __tlPhasesTracked?: boolean;
  __STORYBOOK_ADDONS_CHANNEL__?: { on(event: string, listener: (e: { newPhase: string; storyId: string }) => void): void };
};

/**
 * Installed before each story renders: records the story's render phases from Storybook's channel. A story that
 * Storybook renders again after its play() ended (a remount runs the play again) would otherwise be photographed
 * half-way through; `afterRerender` waits for it.
 */
export async function trackRenderPhases(page: Page, storyId: string): Promise<void> {
  await page.evaluate((id) => {
    const w = window as unknown as PhaseWindow;
    w.__tlPhases = [];
    w.__tlPhasesOf = id;
    if (w.__tlPhasesTracked || !w.__STORYBOOK_ADDONS_CHANNEL__) return;
    w.__tlPhasesTracked = true;
    w.__STORYBOOK_ADDONS_CHANNEL__.on('storyRenderPhaseChanged', (e) => {
      if (e.storyId === w.__tlPhasesOf) w.__tlPhases?.push(e.newPhase);
    });
  }, storyId);
}

/**
 * After play(): when Storybook started rendering the story again since it first finished, waits (up to 15 s) until
 * that render has finished too, and returns the phases seen (for a warning); null when the story rendered once.
 */
export async function afterRerender(page: Page): Promise<string[] | null> {
  const phases = await page.evaluate(() => (window as unknown as PhaseWindow).__tlPhases ?? []);
  const first = phases.indexOf('finished');
  if (first < 0 || first === phases.length - 1) return null;
  await page
    .waitForFunction(() => ((window as unknown as PhaseWindow).__tlPhases ?? []).at(-1) === 'finished', undefined, { timeout: 15_000 })
    .catch(() => undefined);
  return page.evaluate(() => (window as unknown as PhaseWindow).__tlPhases ?? []);
}

/** Waits until the story is settled (1 above); returns the last input kind for the focus rule (2 above). */
export async function settle(page: Page): Promise<'keyboard' | 'pointer' | 'none'> {
  await page.evaluate(
    async ({ quietMs, limitMs }) => {
      await document.fonts.ready;
      const deadline = performance.now() + limitMs;
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      // Finite animations (entry/exit transitions); an endless one (a spinner) is left running.
      const finite = () =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      let last = performance.now();
      const observer = new MutationObserver(() => (last = performance.now()));
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      try {
        while (performance.now() < deadline) {
          const running = finite();
          if (running.length > 0) {
            await Promise.race([
              Promise.all(running.map((a) => a.finished.catch(() => undefined))),
              new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()))),
            ]);
            last = performance.now();
            continue;
          }
          if (performance.now() - last >= quietMs) break;
          await frame();
        }
        // Two more frames: the last change is painted.
        await frame();
        await frame();
      } finally {
        observer.disconnect();
      }
    },
    { quietMs: QUIET_MS, limitMs: SETTLE_LIMIT_MS },
  );
  return page.evaluate(() => ((window as unknown as { __tlLastInput?: string }).__tlLastInput ?? 'none') as never);
}

/** The capture-time stylesheet of rule 2: no focus ring unless the last input was the keyboard. */
export function focusStyle(lastInput: 'keyboard' | 'pointer' | 'none'): string {
  if (lastInput === 'keyboard') return '';
  return ':focus, :focus-visible, [data-focus-visible], [data-focused] { outline: none !important; }';
}
