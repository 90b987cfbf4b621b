import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessions } from './browser';

// Issue 14's outreach and CRM path: Maya writes AI outreach to a contact of one of her opportunities and
// refreshes it, connects HubSpot (the local fake CRM, through its OAuth consent), sends the contact (then
// again: a duplicate) and a notice; the guest cannot send to a CRM.
const { as } = browserSessions();
const crmUrl = process.env.E2E_CRM_URL ?? '';

interface FakeObjects {
  contacts?: { id: string; email?: string; firstname?: string; lastname?: string }[];
  deals?: { id: string; dealname?: string; description?: string; dealstage?: string }[];
}
const fakeObjects = async (): Promise<FakeObjects> => (await fetch(`${crmUrl}/__fake/objects`)).json() as Promise<FakeObjects>;

/** An opportunity of Maya's with a contact linked (the demo seeds them at real buyers). */
async function opportunityWithContact(page: Page): Promise<string> {
  await page.goto('/opportunities');
  const links = page.getByRole('link').filter({ hasNotText: 'Opportunities' });
  await page.waitForFunction(() => document.querySelectorAll('a[href^="/opportunities/"]').length > 0, undefined, { timeout: 20_000 });
  const hrefs = await page.$$eval('a[href^="/opportunities/"]', (as) => [...new Set(as.map((a) => a.getAttribute('href') ?? ''))].filter((h) => /^\/opportunities\/\d+$/.test(h)));
  void links;
  for (const href of hrefs) {
    await page.goto(href);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    if ((await page.getByRole('button', { name: /^Write outreach to / }).count()) > 0) return href;
  }
  throw new Error('no opportunity with a contact');
}

describe('outreach and CRM', () => {
  it('writes and refreshes outreach, connects HubSpot, sends a contact twice and a notice', async () => {
    const maya = await as('maya@northwind.test');
    const opportunity = await opportunityWithContact(maya);
    const write = maya.getByRole('button', { name: /^Write outreach to / }).first();
    const contactName = ((await write.getAttribute('aria-label')) ?? '').replace('Write outreach to ', '');
    await write.click();
    const dialog = maya.getByRole('dialog', { name: /^Write outreach to / });
    await dialog.getByRole('radio', { name: 'Meeting' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Generate' }).click();
    const list = dialog.getByRole('list', { name: 'Generated emails' });
    await list.waitFor({ timeout: 20_000 });
    expect(await list.getByRole('listitem').count()).toBe(3);
    const first = (await list.getByRole('listitem').first().textContent()) ?? '';
    expect(first).toContain(`${contactName.split(' ')[0]},`);
    expect(first).not.toMatch(/lorem/i);
    expect(await dialog.getByRole('link', { name: 'Open in email client: email 1' }).getAttribute('href')).toMatch(/^mailto:\?subject=/);
    await dialog.getByRole('button', { name: 'Refresh results' }).click();
    await dialog.getByRole('button', { name: /Generating/ }).waitFor({ state: 'detached', timeout: 20_000 });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(3);
    await maya.keyboard.press('Escape');

    // Connect HubSpot: its consent page sends the browser back to the setup screen, which finishes.
    await maya.goto('/account-management/integrations/setup');
    await maya.getByRole('button', { name: 'Connect with HubSpot' }).click();
    await maya.getByRole('heading', { name: 'Connected to HubSpot' }).waitFor({ timeout: 20_000 });
    expect(new URL(maya.url()).search).toBe('');

    // The contact, then again: HubSpot already has it (one contact in the CRM).
    await maya.goto(opportunity);
    const send = maya.getByRole('button', { name: `Send to CRM: ${contactName}` });
    await send.click();
    await maya.getByText(`${contactName.length > 30 ? `${contactName.slice(0, 30)}...` : contactName} sent to HubSpot`).waitFor({ timeout: 15_000 });
    await send.click();
    await maya.getByText('This contact is already in HubSpot').waitFor({ timeout: 15_000 });
    const [first1, last1] = [contactName.split(' ')[0], contactName.split(' ').slice(1).join(' ')];
    expect((await fakeObjects()).contacts?.filter((c) => c.firstname === first1 && c.lastname === last1)).toHaveLength(1);

    // A notice of the opportunity, from the record page's overflow menu, into a deal with its record URL.
    const notice = maya.getByRole('region', { name: 'Notices' }).getByRole('link').first();
    const noticeSection = (await notice.count()) ? notice : maya.locator('a[href^="/records/"]').first();
    const href = (await noticeSection.getAttribute('href')) ?? '';
    await maya.goto(href);
    await maya.getByRole('button', { name: /More actions/ }).click();
    await maya.getByRole('menuitem', { name: 'Send to CRM' }).click();
    const form = maya.getByRole('dialog', { name: 'Send to HubSpot' });
    await form.getByRole('textbox', { name: /Deal name/ }).waitFor({ timeout: 15_000 });
    const dealName = await form.getByRole('textbox', { name: /Deal name/ }).inputValue();
    await form.getByRole('button', { name: /Pipeline/ }).click();
    await maya.getByRole('option', { name: 'Public sector' }).click();
    await form.getByRole('button', { name: /Deal stage/ }).click();
    await maya.getByRole('option', { name: 'Tender identified' }).click();
    await form.getByRole('button', { name: 'Send' }).click();
    await maya.getByText(/ sent to HubSpot$/).first().waitFor({ timeout: 15_000 });
    const deal = (await fakeObjects()).deals?.find((d) => d.dealname === dealName);
    expect(deal?.dealstage).toBe('tender');
    expect(deal?.description).toContain(href);
  });

  it('writes outreach to a contact and sends them to HubSpot from a /contacts row', async () => {
    const maya = await as('maya@northwind.test');
    // HubSpot is connected by the test above; connect it here too when this one runs alone.
    await maya.goto('/account-management/integrations/setup');
    const connect = maya.getByRole('button', { name: 'Connect with HubSpot' });
    await Promise.race([connect.waitFor({ timeout: 20_000 }), maya.getByRole('heading', { name: 'Connected to HubSpot' }).waitFor({ timeout: 20_000 })]);
    if (await connect.count()) {
      await connect.click();
      await maya.getByRole('heading', { name: 'Connected to HubSpot' }).waitFor({ timeout: 20_000 });
    }

    await maya.goto('/contacts');
    await maya.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor({ timeout: 20_000 });
    // Only contacts with an email (HubSpot keys contacts by email): the 'Contact information' filter.
    await maya.getByRole('search', { name: 'Contact filters' }).getByRole('button', { name: /Contact information/ }).click();
    await maya.getByRole('option', { name: 'Email', exact: true }).click();
    await maya.keyboard.press('Escape');
    await expect.poll(() => new URL(maya.url()).searchParams.get('contactsFilters')).toBeTruthy();
    // A named contact HubSpot does not have yet (the table pins the name column apart from the rest of the row,
    // so the row's buttons are found by the contact's name).
    const sends = maya.getByRole('button', { name: /^Send to CRM: \S/ });
    await sends.first().waitFor({ timeout: 20_000 });
    const inCrm = new Set(((await fakeObjects()).contacts ?? []).map((c) => `${c.firstname ?? ''} ${c.lastname ?? ''}`.trim()));
    const names = (await sends.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? ''))).map((l) => l.replace('Send to CRM: ', '').trim());
    const contactName = names.find((n) => n && !inCrm.has(n)) ?? '';
    expect(contactName).not.toBe('');
    const send = maya.getByRole('button', { name: `Send to CRM: ${contactName}`, exact: true }).first();
    const write = maya.getByRole('button', { name: `Write outreach to ${contactName}`, exact: true }).first();

    // Write outreach from the row: the builder is for this contact at their buyer.
    await write.click();
    const dialog = maya.getByRole('dialog', { name: new RegExp(`^Write outreach to ${contactName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `) });
    await dialog.getByRole('button', { name: 'Generate' }).click();
    const list = dialog.getByRole('list', { name: 'Generated emails' });
    await list.waitFor({ timeout: 20_000 });
    expect(await list.getByRole('listitem').count()).toBe(3);
    expect((await list.getByRole('listitem').first().textContent()) ?? '').toContain(`${contactName.split(' ')[0]},`);
    await maya.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Send the row's contact to the fake HubSpot: one contact there with this name.
    await send.click();
    const shown = contactName.length > 30 ? `${contactName.slice(0, 30)}...` : contactName;
    await maya.getByText(`${shown} sent to HubSpot`).first().waitFor({ timeout: 15_000 });
    const [firstName, lastName] = [contactName.split(' ')[0], contactName.split(' ').slice(1).join(' ')];
    // (An empty name part is not sent to HubSpot: compare it as empty.)
    expect((await fakeObjects()).contacts?.filter((c) => (c.firstname ?? '') === firstName && (c.lastname ?? '') === lastName)).toHaveLength(1);
  });

  it('does not let the guest send to a CRM', async () => {
    const guest = await as('guest@guestpass.test');
    await guest.goto('/notices');
    const row = guest.getByRole('row').filter({ has: guest.getByRole('link') }).first();
    await row.waitFor({ timeout: 20_000 });
    await guest.goto((await row.getByRole('link').first().getAttribute('href')) ?? '/');
    await guest.getByRole('button', { name: /More actions/ }).click();
    await guest.getByRole('menuitem', { name: 'Send to CRM' }).click();
    await guest.getByText('Upgrade to send to your CRM').waitFor();
    expect(await guest.getByRole('dialog', { name: /Send to/ }).count()).toBe(0);
    await guest.goto('/account-management/integrations/setup');
    await guest.getByText('Upgrade to send to your CRM').waitFor();
  });
});
