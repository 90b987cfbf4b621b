import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFixture } from '../../apps/api/src/files/fixtures';
import { launch, newContext, signIn } from './browser';

// Issue 15 "Documents": maya uploads a PDF to a buyer, waits for its text to be extracted, and finds it on
// /documents by a word inside it (highlighted); sam (Free) meets the DOCUMENTS paywall.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('documents', () => {
  it('maya uploads a PDF to a buyer, waits for processing and finds it by a word inside it', async () => {
    // A word no other document holds: the search can only find this upload.
    const word = `zephyrine${Date.now().toString(36)}`;
    const pdf = await pdfFixture([['Winter maintenance specification'], [`The contractor keeps ${word} grit stores at every depot.`]]);
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'maya@northwind.test');

    // A real buyer of the imported notices.
    await page.goto('/buyers');
    await page.getByRole('heading', { name: 'Buyers', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Search buyers' }).fill('Doncaster');
    await expect.poll(() => page.url()).toContain('q=Doncaster');
    const name = 'City of Doncaster Council';
    await page.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();

    const section = page.getByRole('region', { name: 'Documents' });
    await section.waitFor();
    await section.locator('input[type=file]').setInputFiles({ name: 'winter-spec.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
    await section.getByRole('status').filter({ hasText: 'Uploaded. The text is being extracted.' }).waitFor();
    const row = section.getByRole('row').filter({ hasText: 'winter spec' }).first();
    await row.waitFor();
    // The list asks again while the file is processed: the status turns from Processing to Complete.
    await row.getByText('Ready', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await row.getByRole('link', { name: 'winter spec' }).getAttribute('href')).toMatch(/^\/api\/documents\/download\?id=/);

    await page.goto('/documents');
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Search documents' }).fill(word);
    await page.getByText('1 document', { exact: true }).waitFor();
    const hit = page.getByRole('row').filter({ hasText: 'winter spec' });
    await hit.getByRole('link', { name: 'winter spec' }).waitFor();
    const mark = hit.locator('mark');
    await mark.first().waitFor();
    expect((await mark.first().textContent())?.toLowerCase()).toBe(word);
    await context.close();
  });

  it('maya makes a folder, renames it and moves a document into it', async () => {
    const stamp = Date.now().toString(36);
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'maya@northwind.test');
    await page.goto('/documents');
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();

    // A document at the top of the library.
    const title = `folder move ${stamp}`;
    await page.locator('input[type=file]').setInputFiles({ name: `folder-move-${stamp}.txt`, mimeType: 'text/plain', buffer: Buffer.from('Bid library test file') });
    await page.getByRole('status').filter({ hasText: 'Uploaded. The text is being extracted.' }).waitFor();
    await page.getByRole('link', { name: title }).waitFor();

    await page.getByRole('textbox', { name: 'New folder' }).fill(`Bids ${stamp}`);
    await page.getByRole('button', { name: 'Create folder' }).click();
    await page.getByRole('button', { name: `Actions for folder Bids ${stamp}` }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: `Rename folder Bids ${stamp}` });
    await rename.getByRole('textbox', { name: 'Folder name' }).fill(`Bid library ${stamp}`);
    await rename.getByRole('textbox', { name: 'Folder name' }).press('Enter');
    await page.getByText('Folder renamed').waitFor();
    await page.getByRole('button', { name: `Open folder Bid library ${stamp}` }).waitFor();

    await page.getByRole('button', { name: `Move ${title} to…` }).click();
    const move = page.getByRole('dialog', { name: `Move document ${title} to…` });
    await move.getByRole('button', { name: `Open folder Bid library ${stamp}` }).click();
    await move.getByText(`No folders inside Bid library ${stamp}.`).waitFor();
    await move.getByRole('button', { name: 'Move here' }).click();
    await page.getByText('Document moved').waitFor();
    await expect.poll(() => page.getByRole('link', { name: title }).count()).toBe(0);

    await page.getByRole('button', { name: `Open folder Bid library ${stamp}` }).click();
    await expect.poll(() => page.url()).toContain('path=');
    await page.getByRole('link', { name: title }).waitFor();

    // Renamed from inside: the folder stays open under its new name, with its document.
    await page.getByRole('button', { name: `Actions for the open folder Bid library ${stamp}` }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const inside = page.getByRole('dialog', { name: `Rename folder Bid library ${stamp}` });
    await inside.getByRole('textbox', { name: 'Folder name' }).fill(`Tenders ${stamp}`);
    await inside.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('button', { name: `Actions for the open folder Tenders ${stamp}` }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('path')).toBe(`/Tenders ${stamp}`);
    await page.getByRole('link', { name: title }).waitFor();
    await context.close();
  });

  it('sam (Free) sees the paywall on Documents', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'sam@freeco.test');
    await page.goto('/documents');
    await page.getByRole('heading', { name: 'Search buyer documents' }).waitFor();
    await page.getByRole('button', { name: 'Book a demo' }).first().waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search documents' }).count()).toBe(0);
    await context.close();
  });
});
