import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, signIn } from './browser';

// Issue 5 "Notices": the real notices imported at start, searched and filtered in the browser.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const countOf = async (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('notices', () => {
  it('searches the real notices, filters by stage and CPV division in the drawer, and keeps the filters in the URL', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'maya@northwind.test');
    await page.goto('/notices');
    await page.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
    const count = page.locator('[aria-live="polite"]').filter({ hasText: /notices?$/ });
    await count.waitFor();
    const all = await countOf(await count.textContent());
    expect(all).toBeGreaterThan(500);

    await page.getByRole('searchbox', { name: 'Search notices' }).fill('software');
    await expect.poll(async () => countOf(await count.textContent()), { timeout: 15_000 }).toBeLessThan(all);
    const software = await countOf(await count.textContent());
    expect(software).toBeGreaterThan(0);
    await expect.poll(() => page.url()).toContain('noticeFilters=');

    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    // react-aria draws the box over a visually hidden input: click the label, as a user does.
    await drawer.locator('label').filter({ hasText: /^Awarded$/ }).click();
    await expect.poll(() => drawer.getByRole('checkbox', { name: 'Awarded' }).isChecked()).toBe(true);
    const cpvTrigger = drawer.getByRole('button', { name: /^CPV codes/ });
    if ((await cpvTrigger.getAttribute('aria-expanded')) !== 'true') await cpvTrigger.click();
    // The CPV filter is a tree (spec 2§2): search it and check division 72.
    await drawer.getByRole('searchbox', { name: 'Search CPV codes' }).fill('72000000');
    await drawer.getByRole('treeitem', { name: /^72000000 IT services/ }).click();
    await drawer.getByRole('button', { name: 'Apply filters' }).click();

    await page.getByText('Stage: Awarded').waitFor();
    await page.getByText('CPV: 72000000').waitFor();
    await expect.poll(async () => countOf(await count.textContent()), { timeout: 15_000 }).toBeLessThanOrEqual(software);

    // The URL holds the filters: a reload shows the same chips.
    await page.reload();
    await page.getByText('Stage: Awarded').waitFor();
    await page.getByText('CPV: 72000000').waitFor();
    await context.close();
  });
});
