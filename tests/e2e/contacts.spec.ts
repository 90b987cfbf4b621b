import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessions } from './browser';

// Issue 14's contacts path: Maya filters /contacts by function and seniority (the URL carries them),
// exports them, and requests contacts at a buyer (the local receiver gets the signed summary); Sam (no
// CONTACTS) sees the paywall when he asks for more than the redacted preview; the guest cannot request.
const { as } = browserSessions();
const hookDir = process.env.E2E_HOOK_DIR ?? '';
const CLEAR = 'Clear filters';

interface Hook {
  path: string;
  headers: Record<string, string>;
  body: string;
}
const hooks = (): Hook[] =>
  hookDir ? readdirSync(hookDir).sort().map((f) => JSON.parse(readFileSync(join(hookDir, f), 'utf8')) as Hook) : [];

async function choose(page: Page, dropdown: string, option: string) {
  await page.getByRole('search', { name: 'Contact filters' }).getByRole('button', { name: new RegExp(dropdown) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

describe('contacts', () => {
  it('filters by function and seniority (in the URL), exports them and requests contacts at a buyer', async () => {
    const maya = await as('maya@northwind.test');
    await maya.goto('/contacts');
    await maya.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor({ timeout: 20_000 });
    await rows(maya).first().waitFor({ timeout: 20_000 });
    await choose(maya, 'Function', 'IT & Digital');
    await choose(maya, 'Seniority', 'Top Level Director');
    await expect.poll(() => new URL(maya.url()).searchParams.get('contactsFilters')).toBeTruthy();
    await maya.getByText('Director of Digital and IT').first().waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await rows(maya).allTextContents()).every((t) => t.includes('Director of Digital and IT'))).toBe(true);
    const shown = await rows(maya).count();
    expect(shown).toBeGreaterThan(0);
    // Demo decision-makers are marked as such.
    await expect.poll(() => rows(maya).first().getByText('Demo contact').count()).toBe(1);

    // The URL alone gives the same table.
    const again = await as('maya@northwind.test');
    await again.goto(new URL(maya.url()).pathname + new URL(maya.url()).search);
    await again.getByText('Director of Digital and IT').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => rows(again).count()).toBe(shown);
    await expect.poll(() => again.getByRole('button', { name: CLEAR }).isVisible()).toBe(true);

    // Export: the file holds the filtered contacts.
    const exportButton = maya.getByRole('button', { name: /^Export/ });
    await expect.poll(() => exportButton.isEnabled(), { timeout: 15_000 }).toBe(true);
    await exportButton.click();
    const downloading = maya.waitForEvent('download', { timeout: 30_000 });
    await maya.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^tenderlens-contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = parse(readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(csv.length).toBe(shown);
    for (const row of csv) expect(row).toMatchObject({ 'Job title': 'Director of Digital and IT', Seniority: 'Top Level Director', Function: 'IT & Digital' });

    // Request contacts at the first row's buyer: the buyer page's Contacts tab has the buyer as context.
    const buyerLink = rows(maya).first().getByRole('link').first();
    const buyerName = ((await buyerLink.textContent()) ?? '').trim();
    await buyerLink.click();
    await maya.getByRole('heading', { level: 1, name: buyerName }).waitFor({ timeout: 20_000 });
    await maya.getByRole('tab', { name: 'Contacts' }).click();
    await maya.getByRole('button', { name: 'Request contacts' }).click();
    const dialog = maya.getByRole('dialog', { name: 'Request contacts' });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Seniority is required').waitFor();
    await dialog.getByText('Function is required').waitFor();
    await dialog.getByRole('button', { name: /Seniority/ }).click();
    await maya.getByRole('option', { name: 'Chief Officer', exact: true }).click();
    await maya.keyboard.press('Escape');
    await dialog.getByRole('button', { name: /Function/ }).click();
    await maya.getByRole('option', { name: 'IT & Digital', exact: true }).click();
    await maya.keyboard.press('Escape');
    const before = hooks().length;
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Contact request sent! We will share relevant contacts within 5 business days.').waitFor({ timeout: 15_000 });
    await dialog.getByText("If you don't have access to decision maker contacts yet, we will reach out to let you know.").waitFor();

    // The automation webhook's summary at the local receiver, signed.
    await expect.poll(() => hooks().length, { timeout: 20_000 }).toBe(before + 1);
    const hook = hooks().at(-1) as Hook;
    expect(hook.path).toBe('/hooks/contact-requests');
    const summary = JSON.parse(hook.body) as { buyers: { name: string; oscar_id: string | null }[]; requested_at: string; seniority: string[] };
    expect(summary.buyers.map((b) => b.name)).toEqual([buyerName]);
    expect(summary.buyers[0]).toHaveProperty('oscar_id');
    expect(summary.seniority).toEqual(['Chief Officer']);
    expect(Date.now() - Date.parse(summary.requested_at)).toBeLessThan(120_000);
    const ts = hook.headers['x-tenderlens-timestamp'];
    expect(hook.headers['x-tenderlens-signature']).toBe(`sha256=${createHmac('sha256', 'e2e-contact-requests').update(`${ts}.${hook.body}`).digest('hex')}`);
  });

  it('shows Sam (no CONTACTS) redacted rows, and the paywall when he asks for more', async () => {
    const sam = await as('sam@freeco.test');
    await sam.goto('/contacts');
    await sam.getByText('Upgrade to see contact details').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => sam.getByText(/@.*\.example/).count()).toBe(0);
    // A filter on the withheld contact information is the Permission error: the paywall screen.
    await sam.goto(`/contacts?contactsFilters=${encodeURIComponent(JSON.stringify({ contactDisplayOptions: ['EMAIL'] }))}`);
    await sam.getByRole('heading', { level: 1, name: 'Reach the decision makers' }).waitFor({ timeout: 20_000 });
  });

  it('gives the guest upgrade prompts and no request button', async () => {
    const guest = await as('guest@guestpass.test');
    await guest.goto('/contacts');
    await guest.getByText('Upgrade to see and request decision-maker contacts').waitFor({ timeout: 20_000 });
    await guest.getByRole('button', { name: 'Upgrade to request contacts' }).waitFor();
    expect(await guest.getByRole('button', { name: 'Request contacts', exact: true }).count()).toBe(0);
  });
});
