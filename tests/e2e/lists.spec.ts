import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, signIn } from './browser';

// Issue 5 "Lists": a real notice of a seeded list saved to a new notice list from the save drawer's List tab,
// and a buyer list created and filled. Saving to a new opportunity, 'Add to list' from the record's overflow
// menu and share by email (through a local SMTP server) run in the main path, core-workspace.spec.ts.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);

describe('save drawer and lists', () => {
  it(
    'saves a real notice to a new notice list and fills a new buyer list',
    { timeout: 180_000 },
    async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await signIn(page, 'maya@northwind.test');

      // A notice of the seeded 'Digital pipeline' list (real notices).
      await page.goto('/notice-lists');
      await page.getByRole('heading', { name: 'Notice lists', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Show notices of Digital pipeline' }).click();
      const preview = page.getByRole('list', { name: 'Notices in Digital pipeline' });
      const saveButton = preview.getByRole('button', { name: /^Save / }).first();
      await saveButton.waitFor({ timeout: 15_000 });
      const noticeName = ((await saveButton.getAttribute('aria-label')) ?? '').replace(/^Save /, '');
      expect(noticeName.length).toBeGreaterThan(0);
      await saveButton.click();

      // The drawer opens on the Opportunity tab; the List tab holds the notice lists.
      const drawer = page.getByRole('dialog', { name: 'Save to an opportunity' });
      await drawer.waitFor();

      // List tab: a new notice list holding the notice.
      await drawer.getByRole('radio', { name: 'List' }).click();
      const listsDrawer = page.getByRole('dialog', { name: 'Save to a list' });
      await listsDrawer
        .getByRole('button', { name: 'Unsave from Digital pipeline' })
        .waitFor({ timeout: 15_000 });
      const listName = `E2E list ${stamp}`;
      await listsDrawer.getByRole('textbox', { name: 'New list' }).fill(listName);
      await listsDrawer.getByRole('button', { name: 'Create list' }).click();
      await page.getByText(`Notice saved to ${listName}`).waitFor();
      await listsDrawer.getByRole('button', { name: `Unsave from ${listName}` }).waitFor({ timeout: 15_000 });
      await listsDrawer.getByRole('button', { name: 'Close' }).click();

      // The new list is on /notice-lists with its notice, and opens the notices page filtered to it.
      const newList = page.getByRole('link', { name: listName, exact: true });
      await newList.waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: `Show notices of ${listName}` }).click();
      await page
        .getByRole('list', { name: `Notices in ${listName}` })
        .getByRole('link', { name: noticeName })
        .waitFor({ timeout: 15_000 });
      expect(await newList.getAttribute('href')).toMatch(/^\/notices\?noticeFilters=/);

      // A new buyer list, with a real buyer added from the search.
      await page.goto('/buyer-lists');
      await page.getByRole('heading', { name: 'Buyer lists', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Create buyer list' }).first().click();
      const createModal = page.getByRole('dialog', { name: 'Create buyer list' });
      await createModal.getByRole('button', { name: 'Create buyer list' }).click();
      await createModal.getByText('Buyer list name is required').waitFor();
      await createModal.getByRole('textbox', { name: /Buyer list name/ }).fill('key ACCOUNTS');
      await createModal.getByRole('button', { name: 'Create buyer list' }).click();
      await createModal.getByText('This name is already in use').waitFor();
      const buyerList = `E2E buyers ${stamp}`;
      await createModal.getByRole('textbox', { name: /Buyer list name/ }).fill(buyerList);
      await createModal.getByRole('button', { name: 'Create buyer list' }).click();
      await page.getByRole('link', { name: buyerList }).click();
      await page.getByRole('heading', { name: buyerList, level: 1 }).waitFor();
      await page.getByRole('searchbox', { name: 'Search buyers by name' }).fill('council');
      const add = page
        .getByRole('list', { name: 'Matching buyers' })
        .getByRole('button', { name: /^Add / })
        .first();
      await add.waitFor({ timeout: 15_000 });
      const buyerName = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
      await add.click();
      await page.getByText(`Successfully added 1 buyer to ${buyerList}`).waitFor();
      await page
        .getByRole('list', { name: 'Buyers in this list' })
        .getByRole('link', { name: buyerName })
        .waitFor();
      await context.close();
    },
  );
});
