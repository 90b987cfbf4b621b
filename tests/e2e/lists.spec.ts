import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, signIn } from './browser';

// Issue 5 "Save drawer", "Lists", "Share via email": a real notice saved to a new opportunity and a new
// notice list, a buyer list created and filled, and a notice shared by email (read back from the outbox).
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);

/** GET an API path with the page's session (bearer + CSRF, as the app does). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const token = (await (await fetch('/api/auth/app_api_token')).json()) as {
      token: string;
      csrfToken: string;
    };
    const res = await fetch(p, {
      headers: { Authorization: `Bearer ${token.token}`, 'X-CSRF-Token': token.csrfToken },
    });
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    return (await res.json()) as T;
  }, path) as Promise<T>;
}

describe('save drawer, lists and share by email', () => {
  it(
    'saves a real notice to a new opportunity and a new list, shares it by email, and fills a new buyer list',
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

      // Opportunity tab: create a new opportunity from the notice.
      const drawer = page.getByRole('dialog', { name: 'Save to an opportunity' });
      await drawer.waitFor();
      await drawer.getByRole('button', { name: 'Create new opportunity' }).first().click();
      const form = page.getByRole('dialog', { name: 'Create new opportunity' });
      const name = form.getByRole('textbox', { name: /Name/ });
      await expect.poll(() => name.inputValue()).toBe(noticeName);
      const opportunity = `E2E opportunity ${stamp}`;
      await name.fill(opportunity);
      const create = form.getByRole('button', { name: 'Create opportunity' });
      await expect.poll(() => create.isEnabled(), { timeout: 15_000 }).toBe(true);
      await create.click();
      await page.getByText('New Opportunity created from notice').waitFor();
      await expect(await page.getByRole('link', { name: 'View' }).first().getAttribute('href')).toMatch(
        /^\/opportunities\/\d+$/,
      );
      await drawer.getByRole('button', { name: `Unsave ${opportunity}` }).waitFor({ timeout: 15_000 });

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
      const newList = page.getByRole('link', { name: listName });
      await newList.waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: `Show notices of ${listName}` }).click();
      await page
        .getByRole('list', { name: `Notices in ${listName}` })
        .getByRole('link', { name: noticeName })
        .waitFor({ timeout: 15_000 });
      expect(await newList.getAttribute('href')).toMatch(/^\/notices\?noticeFilters=/);

      // Share the notice by email.
      const recipient = `e2e-${stamp}@example.org`;
      await preview
        .getByRole('button', { name: `Share ${noticeName}` })
        .first()
        .click();
      const modal = page.getByRole('dialog', { name: `Share ${noticeName}` });
      await modal.getByRole('button', { name: 'Send email' }).click();
      await modal.getByText('Please enter at least one email address').waitFor();
      const to = modal.getByRole('textbox', { name: /To/ });
      await to.fill('not-an-address ');
      await modal.getByText('Please enter a valid email address').waitFor();
      await modal.getByRole('button', { name: /Remove not-an-address/ }).click();
      await to.fill(`${recipient} `);
      await modal.getByRole('textbox', { name: 'Message' }).fill('Worth a look for the cloud bid.');
      await modal.getByRole('button', { name: 'Send email' }).click();
      await page.getByText(`Email sent to ${recipient}`).waitFor({ timeout: 15_000 });

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

      // The email is in the outbox, with a share link to the record.
      const admin = await (await newContext(browser)).newPage();
      await signIn(admin, 'admin@tenderlens.test');
      const outbox = await apiGet<{
        emails: { to: string[] | string; subject: string; text_body: string; status: string }[];
      }>(admin, '/api/admin/outbox?limit=50');
      const email = outbox.emails.find((e) =>
        (Array.isArray(e.to) ? e.to.join(',') : e.to).includes(recipient),
      );
      expect(email).toBeDefined();
      expect(email?.status).toBe('stored');
      expect(email?.text_body).toContain('Worth a look for the cloud bid.');
      expect(email?.text_body).toMatch(/\/records\/[0-9a-f-]{36}\?share=/);
      await admin.context().close();
    },
  );
});
