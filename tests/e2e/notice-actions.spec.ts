import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, signIn } from './browser';

// Issue 5 "Hide and restore", "Comments and notifications" and the notices filter drawer, with the demo accounts.
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

async function as(email: string): Promise<Page> {
  const context = await newContext(browser);
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

const countOf = async (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const noticesUrl = (filters: object) => `/notices?noticeFilters=${encodeURIComponent(JSON.stringify(filters))}`;

async function openGroup(drawer: ReturnType<Page['getByRole']>, name: string) {
  const trigger = drawer.getByRole('button', { name: new RegExp(`^${name}`) }).and(drawer.locator('[aria-expanded]'));
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
}

describe('notice actions', () => {
  it('filters by CPV and buyer, hides for the team, restores, assigns, comments with a mention that notifies', async () => {
    const maya = await as('maya@northwind.test');
    await maya.goto('/notices');
    const count = maya.locator('[aria-live="polite"]').filter({ hasText: /notices?$/ });
    await count.waitFor();
    const all = await countOf(await count.textContent());

    // CPV tree: division 72.
    await maya.getByRole('button', { name: 'Filters' }).click();
    let drawer = maya.getByRole('dialog', { name: 'Filters' });
    await openGroup(drawer, 'CPV codes');
    await drawer.getByRole('searchbox', { name: 'Search CPV codes' }).fill('72000000');
    await drawer.getByRole('treeitem', { name: /^72000000 IT services/ }).click();
    await drawer.getByRole('button', { name: 'Apply filters' }).click();
    await maya.getByText('CPV: 72000000').waitFor();
    await expect.poll(async () => countOf(await count.textContent()), { timeout: 15_000 }).toBeLessThan(all);

    // Buyer picker: the first row's buyer, searched by name (queries after more than 1 character).
    const firstRow = maya.getByRole('row').filter({ has: maya.getByRole('link') }).first();
    const buyerCell = (await firstRow.getByRole('cell').nth(3).textContent()) ?? '';
    const buyer = buyerCell.split(', ')[0]?.trim() ?? '';
    expect(buyer.length).toBeGreaterThan(1);
    await maya.getByRole('button', { name: 'Filters' }).click();
    drawer = maya.getByRole('dialog', { name: 'Filters' });
    await openGroup(drawer, 'Buyers');
    await drawer.getByRole('combobox', { name: 'Buyers' }).fill(buyer.slice(0, 12));
    await maya.getByRole('option', { name: buyer, exact: true }).first().click();
    await drawer.getByRole('button', { name: 'Apply filters' }).click();
    await maya.getByText(`Buyer: ${buyer}`).waitFor();
    await expect.poll(async () => countOf(await count.textContent()), { timeout: 15_000 }).toBeGreaterThan(0);

    const filtered = new URL(maya.url());
    const filteredPath = `${filtered.pathname}${filtered.search}`;

    // Hide the first notice: toast, and it leaves the list.
    const title = ((await maya.getByRole('row').filter({ has: maya.getByRole('link') }).first().getByRole('link').first().textContent()) ?? '').trim();
    expect(title.length).toBeGreaterThan(0);
    await maya.getByRole('button', { name: `Hide ${title}`, exact: true }).click();
    await maya.getByText(`${title} hidden for your team`).waitFor();
    await expect.poll(() => maya.getByRole('link', { name: title, exact: true }).count()).toBe(0);

    // The same search by title, hidden notices included or not.
    const byTitle = (showHidden: boolean) => noticesUrl({ text: `"${title}"`, showHidden });
    const leo = await as('leo@northwind.test');
    // Leo (same team), with Maya's filters: the notice is hidden for him too.
    await leo.goto(filteredPath);
    await leo.getByText(`Buyer: ${buyer}`).waitFor();
    await leo.locator('[aria-live="polite"]').filter({ hasText: /notices?$/ }).waitFor();
    expect(await leo.getByRole('link', { name: title, exact: true }).count()).toBe(0);
    await leo.goto(byTitle(true));
    await leo.getByRole('button', { name: `Restore ${title}`, exact: true }).first().waitFor();

    // Sam (another company), with the same filters, still sees it.
    const sam = await as('sam@freeco.test');
    await sam.goto(filteredPath);
    await sam.getByRole('link', { name: title, exact: true }).first().waitFor();
    expect(await sam.getByRole('button', { name: `Restore ${title}`, exact: true }).count()).toBe(0);

    // Restore.
    await maya.goto(byTitle(true));
    await maya.getByRole('button', { name: `Restore ${title}`, exact: true }).first().click();
    await maya.getByRole('button', { name: `Hide ${title}`, exact: true }).first().waitFor();

    // Assign to Leo.
    await maya.getByRole('button', { name: new RegExp(`^Assignee of ${escape(title)}: `) }).first().click();
    await maya.getByRole('menuitemradio', { name: 'Leo Okafor' }).click();
    await maya.getByRole('button', { name: `Assignee of ${title}: Leo Okafor`, exact: true }).first().waitFor();

    // Comment with a mention of Leo.
    await maya.getByRole('button', { name: new RegExp(`^\\d+ comments? on ${escape(title)}$`) }).first().click();
    const panel = maya.getByRole('dialog', { name: `Comments: ${title}` });
    const input = panel.getByPlaceholder('Add a comment...');
    await input.fill('Worth a bid? @Le');
    await panel.getByRole('option', { name: /Leo Okafor/ }).click();
    await input.press('End');
    await input.pressSequentially('please read the spec');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByRole('listitem', { name: 'Comment by Maya Patel' }).getByText('please read the spec').waitFor();
    await expect.poll(() => input.inputValue()).toBe('');
    await maya.getByRole('button', { name: `1 comment on ${title}`, exact: true }).first().waitFor();

    // Leo is notified (mention, and the assignment).
    await leo.goto('/');
    await leo.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Notifications/ }).click();
    const notifications = leo.getByRole('dialog', { name: 'Notifications' });
    await notifications.getByText(`Maya Patel mentioned you in a comment on ${title}`).first().waitFor({ timeout: 15_000 });
  });

  it('saves the current filters as a view and applies it again, also from its URL', async () => {
    const maya = await as('maya@northwind.test');
    await maya.goto(noticesUrl({ stages: ['OPEN'] }));
    await maya.getByText('Stage: Open').waitFor();
    await maya.getByRole('button', { name: 'Views', exact: true }).click();
    await maya.getByRole('menuitem', { name: 'Save current view…' }).click();
    const dialog = maya.getByRole('dialog', { name: 'Save view' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Open notices (e2e)');
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await maya.getByText('Open notices (e2e) saved').waitFor();
    await expect.poll(() => new URL(maya.url()).searchParams.get('view')).toMatch(/^\d+$/);
    const id = new URL(maya.url()).searchParams.get('view');

    await maya.goto('/notices');
    await maya.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
    expect(await maya.getByText('Stage: Open').count()).toBe(0);
    await maya.getByRole('button', { name: 'Views', exact: true }).click();
    await maya.getByRole('menuitem', { name: 'Open notices (e2e)' }).click();
    await maya.getByText('Stage: Open').waitFor();

    await maya.goto(`/notices?view=${id}`);
    await maya.getByText('Stage: Open').waitFor();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
