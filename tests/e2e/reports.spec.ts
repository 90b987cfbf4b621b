import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessions } from './browser';

// Issue 15's reports path: an admin builds a custom briefing with every section type in the editor and publishes
// it to Northwind; Maya reads it and exports the PDF; Sam (Free) opens an industry report and sees its Contacts
// section blurred.
const { as } = browserSessions();
const stamp = Date.now().toString(36);
const noticesUrl = (filters: object) => `/notices?noticeFilters=${encodeURIComponent(JSON.stringify(filters))}`;

async function pick(page: Page, label: RegExp, option: string) {
  await page.getByRole('button', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

async function addSection(page: Page, type: string, fill: (form: ReturnType<Page['getByRole']>) => Promise<void>) {
  await pick(page, /Section type/, type);
  await page.getByRole('button', { name: 'Add section' }).click();
  const form = page.getByRole('form', { name: `${type} section` });
  await form.waitFor();
  await fill(form);
  await form.getByRole('button', { name: 'Save section' }).click();
  await form.waitFor({ state: 'detached', timeout: 15_000 });
}

async function pickBuyer(page: Page, form: ReturnType<Page['getByRole']>, buyer: string) {
  await form.getByRole('combobox', { name: 'Buyer' }).fill(buyer.slice(0, 12));
  await page.getByRole('option', { name: new RegExp(buyer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
}

async function createReport(page: Page, title: string, type: 'Custom briefing (for one company)' | 'Industry report (for everyone)') {
  await page.goto('/admin/reports');
  const form = page.getByRole('form', { name: 'New report' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByText(type, { exact: true }).click();
  if (type.startsWith('Custom')) await pick(page, /Company/, 'Northwind Digital Ltd');
  await form.getByRole('button', { name: 'Create report' }).click();
  await page.waitForURL(/\/admin\/reports\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Sections' }).waitFor();
}

describe('reports', () => {
  it('an admin builds a briefing with every section type and publishes it to Northwind; Maya reads it and exports the PDF', async () => {
    const admin = await as('admin@tenderlens.test');
    await admin.goto(noticesUrl({ stages: ['OPEN'] }));
    const rows = admin.getByRole('row').filter({ has: admin.getByRole('link') });
    await rows.first().waitFor({ timeout: 20_000 });
    const recordHref = (await rows.first().getByRole('link').first().getAttribute('href')) ?? '';
    const recordGuid = recordHref.split('/').pop() ?? '';
    const recordName = ((await rows.first().getByRole('link').first().textContent()) ?? '').trim();
    const buyer = (((await rows.first().getByRole('cell').nth(3).textContent()) ?? '').split(', ')[0] ?? '').trim();
    expect(recordGuid).toMatch(/^[0-9a-f-]{36}$/);

    const title = `E2E briefing ${stamp}`;
    await createReport(admin, title, 'Custom briefing (for one company)');

    // A document kept with the report.
    const docs = admin.getByRole('form', { name: 'Attach a document' });
    await docs.getByRole('textbox', { name: 'Document title' }).fill('Method note');
    await docs.locator('input[type=file]').setInputFiles({ name: 'method.txt', mimeType: 'text/plain', buffer: Buffer.from('Counted by hand.') });
    await docs.getByRole('button', { name: 'Attach document' }).click();
    await admin.getByRole('button', { name: 'Remove Method note' }).waitFor({ timeout: 15_000 });

    await addSection(admin, 'Header', (f) => f.getByRole('textbox', { name: 'Heading' }).fill('Outlook for 2027'));
    await addSection(admin, 'Rich text', (f) => f.getByRole('textbox', { name: /Text \(HTML\)/ }).fill('<p>Hello <strong>Northwind</strong><script>alert(1)</script></p>'));
    await addSection(admin, 'Record list', (f) => f.getByRole('textbox', { name: /Records/ }).fill(recordGuid));
    await addSection(admin, 'Linked articles', async (f) => {
      await f.getByRole('button', { name: 'Add link' }).click();
      await f.getByRole('textbox', { name: 'Title', exact: true }).fill('Council budgets 2027');
      await f.getByRole('textbox', { name: 'Address', exact: true }).fill('https://news.example.org/budgets');
    });
    await addSection(admin, 'Documents', (f) => f.getByText('Method note', { exact: true }).click());
    await addSection(admin, 'CPV chart', (f) => pickBuyer(admin, f, buyer));
    await addSection(admin, 'Suppliers', (f) => pickBuyer(admin, f, buyer));
    await addSection(admin, 'Contacts', (f) => pickBuyer(admin, f, buyer));
    await addSection(admin, 'Embed', async (f) => {
      await f.getByRole('textbox', { name: /Embed address/ }).fill('https://www.youtube-nocookie.com/embed/abc');
      await f.getByRole('textbox', { name: /Embed title/ }).fill('Walkthrough');
    });
    await addSection(admin, 'AI question', (f) => f.getByRole('textbox', { name: /Question/ }).fill('Which contracts close first?'));
    await admin.getByRole('button', { name: 'Answer now' }).click();
    await admin.getByText('Question answered').waitFor({ timeout: 20_000 });

    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    await admin.getByText('Report published').waitFor({ timeout: 15_000 });

    // Maya (Northwind) finds it under Custom briefings and reads every section.
    const maya = await as('maya@northwind.test');
    await maya.goto('/reports/custom-briefings');
    await maya.getByRole('link', { name: title }).click();
    await maya.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 15_000 });
    await maya.getByRole('heading', { name: 'Outlook for 2027' }).waitFor();
    expect(await maya.locator('[data-section-type="RichText"] script').count()).toBe(0);
    await maya.getByRole('link', { name: recordName }).first().waitFor();
    await maya.getByRole('link', { name: 'Council budgets 2027' }).waitFor();
    await maya.getByRole('link', { name: 'Method note' }).waitFor();
    await maya.getByRole('button', { name: 'Show the embed: Walkthrough' }).waitFor();
    await maya.getByText(/records? (bear|names)/).first().waitFor();
    expect(await maya.getByRole('heading', { name: 'Unlock contacts' }).count()).toBe(0);

    const [download] = await Promise.all([maya.waitForEvent('download'), maya.getByRole('button', { name: 'Export PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^report-[0-9a-f-]{36}\.pdf$/);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('sam (Free) sees the Contacts section of an industry report blurred', async () => {
    const admin = await as('admin@tenderlens.test');
    const title = `E2E industry ${stamp}`;
    await admin.goto(noticesUrl({ stages: ['OPEN'] }));
    const rows = admin.getByRole('row').filter({ has: admin.getByRole('link') });
    await rows.first().waitFor({ timeout: 20_000 });
    const buyer = (((await rows.first().getByRole('cell').nth(3).textContent()) ?? '').split(', ')[0] ?? '').trim();
    await createReport(admin, title, 'Industry report (for everyone)');
    await addSection(admin, 'Contacts', (f) => pickBuyer(admin, f, buyer));
    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    await admin.getByText('Report published').waitFor({ timeout: 15_000 });

    const sam = await as('sam@freeco.test');
    await sam.goto('/reports/industry-reports');
    await sam.getByRole('link', { name: title }).click();
    await sam.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 15_000 });
    await sam.getByRole('heading', { name: 'Unlock contacts' }).waitFor();
    expect(await sam.locator('[data-locked]').count()).toBeGreaterThan(0);
  });
});
