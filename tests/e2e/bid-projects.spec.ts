import { describe, expect, it } from 'vitest';
import { browserSessions } from './browser';

// Issue 12 "Bids": Maya creates an opportunity from a notice in the save drawer and the bid/no-bid prompt appears
// (the shell shows it once the drawer is done); 'View the opportunity' opens it; moved to Bid preparation it is a bid
// in progress on /bids; Sam on Free (no BIDS) gets the paywall page on /bids.
const { as } = browserSessions();

const stamp = Date.now().toString(36);
const noticesUrl = (filters: object) => `/notices?noticeFilters=${encodeURIComponent(JSON.stringify(filters))}`;

describe('bid projects', () => {
  it('prompts for a bid/no-bid report after creating an opportunity, and lists the bid on /bids once it is prepared', async () => {
    const maya = await as('maya@northwind.test');
    await maya.goto(noticesUrl({ stages: ['OPEN'] }));
    const rows = maya.getByRole('row').filter({ has: maya.getByRole('link') });
    await rows.first().waitFor({ timeout: 20_000 });
    const title = ((await rows.first().getByRole('link').first().textContent()) ?? '').trim();
    await maya.getByRole('button', { name: `Save ${title}`, exact: true }).click();
    const saveDrawer = maya.getByRole('dialog', { name: 'Save to an opportunity' });
    await saveDrawer.waitFor();
    await saveDrawer.getByRole('button', { name: 'Create new opportunity' }).first().click();
    const form = maya.getByRole('dialog', { name: 'Create new opportunity' });
    const opportunity = `E2E bid ${stamp}`;
    await form.getByRole('textbox', { name: /Name/ }).fill(opportunity);
    const create = form.getByRole('button', { name: 'Create opportunity' });
    await expect.poll(() => create.isEnabled(), { timeout: 15_000 }).toBe(true);
    await create.click();

    // The prompt: view the opportunity or generate a report.
    const prompt = maya.getByRole('dialog', { name: 'Should you bid for this?' });
    await prompt.waitFor({ timeout: 15_000 });
    await prompt.getByRole('button', { name: 'Generate a report' }).waitFor();
    await prompt.getByRole('button', { name: 'View the opportunity' }).click();
    await maya.getByRole('heading', { level: 1, name: opportunity }).waitFor({ timeout: 15_000 });
    expect(new URL(maya.url()).pathname).toMatch(/^\/opportunities\/\d+$/);

    // Not a bid yet: /bids does not list it. Moved to Bid preparation, it does, with its due date.
    const aside = maya.getByRole('complementary', { name: 'Stage and assignee' });
    await aside.getByRole('button', { name: /Stage/ }).click();
    await maya.getByRole('option', { name: 'Bid preparation' }).click();
    await expect.poll(() => aside.getByRole('button', { name: /Stage/ }).textContent()).toContain('Bid preparation');
    await maya.goto('/bids');
    const bids = maya.getByRole('table', { name: 'Bids in progress' });
    await bids.getByRole('link', { name: opportunity, exact: true }).waitFor({ timeout: 15_000 });
    await expect.poll(() => bids.getByRole('row', { name: new RegExp(opportunity) }).textContent()).toMatch(/Bid preparation/);

    // Free has no BIDS: the paywall page in place of the list.
    const sam = await as('sam@freeco.test');
    await sam.goto('/bids');
    await sam.getByRole('button', { name: /Book a demo|Upgrade|View plans|Compare plans/ }).first().waitFor({ timeout: 15_000 });
    expect(await sam.getByRole('table', { name: 'Bids in progress' }).count()).toBe(0);
  });
});
