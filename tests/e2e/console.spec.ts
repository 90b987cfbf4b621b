import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launch, newContext, signIn } from './browser';

// Issue 10 §6: a first load, a sign-in and a logout log nothing as an error or warning — no
// 'No HydrateFallback element provided', no expected 401 (app token on the sign-in page, GraphQL
// after logout) shown by the browser as a failed resource.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Errors and warnings the page logs, uncaught errors, and answers ≥ 400 (naming the request behind a 'Failed to load resource'). */
function recordProblems(page: Page): string[] {
  const logged: string[] = [];
  const keep = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
  };
  page.on('console', keep);
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) logged.push(`response: ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return logged;
}

describe('console', () => {
  it('stays clean through a first load, sign-in, a page and logout', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const logged = recordProblems(page);

    await page.goto('/notices');
    await page.waitForURL(/\/sign-in/);
    await page.getByLabel('Email').waitFor();
    await signIn(page, 'maya@northwind.test');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.goto('/notices');
    await page.getByRole('table').first().waitFor();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: /Maya Patel/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/sign-in/);
    await page.getByLabel('Email').waitFor();
    // Anything the signed-out page would still ask for has had time to fail.
    await page.waitForTimeout(1500);

    expect(logged).toEqual([]);
    await context.close();
  });

  // Issue 10 §8: /sign-in comes pre-rendered (apps/web/scripts/prerender.mjs) and React hydrates it. A mismatch
  // would log a recoverable error and re-render the page from scratch (new nodes: a later LCP). Its scripts start
  // once the first paint is on screen (docs/decisions/0064).
  it('a first load of /sign-in keeps the pre-rendered nodes, starts its scripts after the first paint and logs nothing', async () => {
    const context = await newContext(browser);
    // Every element removed from the document from its first parse on.
    await context.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedElements: removed });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.outerHTML.slice(0, 80));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const logged = recordProblems(page);
    const answer = await page.goto('/sign-in?next=%2Fnotices');
    const html = (await answer?.text()) ?? '';
    expect(html).toMatch(/<div id="root" data-prerendered><main[^>]*>.*<h1[^>]*>Sign in<\/h1>/);
    expect(answer?.headers()['cache-control']).toBe('no-cache');
    expect(html).toMatch(/<template id="after-first-paint">\s*<script type="module"[^>]*src="\/assets\/index-/);
    await hydrated(page);
    const [paint, entryScript] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      performance.getEntriesByType('resource').find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name))?.startTime ?? NaN,
    ]);
    expect(paint).toBeGreaterThan(0);
    expect(entryScript).toBeGreaterThanOrEqual(paint);
    // React answers the submit (a native one would leave the page).
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter your password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(await page.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements)).toEqual([]);
    await signIn(page, 'maya@northwind.test');
    expect(logged).toEqual([]);
    await context.close();
  });
});
