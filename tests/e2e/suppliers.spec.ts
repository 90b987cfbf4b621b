import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, signIn } from './browser';

// Issue 6 "Suppliers, signals and the feed preview": real suppliers of the imported notices saved as
// competitors through the UI, on the demo tenant.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Supplier {
  guid: string;
  name: string;
}

/** A REST call from the signed-in page (cookie → app token → bearer + CSRF), as the app makes it. */
async function api<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const token = (await (
        await fetch('/api/auth/app_api_token', { credentials: 'same-origin' })
      ).json()) as { token: string; csrfToken: string };
      const res = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          Authorization: `Bearer ${token.token}`,
          'X-CSRF-Token': token.csrfToken,
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as T;
    },
    { path, body },
  ) as Promise<T>;
}

/**
 * Two real suppliers the team has not saved yet, taken from awarded notices (of the feed window when it
 * has any, else of the last 5 years: `uploadRecentAward` then gives the chosen one a recent award).
 */
async function unsavedSuppliers(page: Page): Promise<Supplier[]> {
  const settings = await api<{ competitor_guids: string[]; partner_guids: string[] }>(
    page,
    '/api/team/signal_settings',
  );
  const saved = new Set([...settings.competitor_guids, ...settings.partner_guids]);
  const found = new Map<string, Supplier>();
  for (const relative_from of ['-P6M', '-P5Y']) {
    const search = await api<{ results: { guid: string; suppliers: Supplier[] }[] }>(
      page,
      '/api/records/search',
      {
        stage: ['AWARDED'],
        publish_date: { relative_from },
        limit: 100,
      },
    );
    for (const n of search.results)
      for (const s of n.suppliers)
        if (!saved.has(s.guid) && s.name.trim().length > 3 && !found.has(s.guid))
          found.set(s.guid, { guid: s.guid, name: s.name });
    if (found.size >= 2) break;
  }
  return [...found.values()];
}

/**
 * The imported notices are older than the feed's 6-month window at today's date. An admin uploads a
 * small OCDS release package (the bulk upload, POST /api/admin/import, the same importer as `tl import`)
 * with a contract awarded to `supplier` ten days ago, so the feed preview has a recent notice of it.
 */
async function uploadRecentAward(supplier: Supplier): Promise<{ ocid: string; title: string }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin@tenderlens.test');
  const day = 86_400_000;
  const at = (days: number) => new Date(Date.now() - days * day).toISOString();
  const ocid = `ocds-e2e-recent-${Date.now()}`;
  const title = `Managed cloud hosting for the e2e recent award ${Date.now()}`;
  const result = await api<{ files: { written: { noticesInserted: number; awards: number } }[] }>(
    page,
    '/api/admin/import',
    {
      uri: 'https://example.org/e2e-recent-award.json',
      publisher: { name: 'Tenderlens end-to-end test' },
      releases: [
        {
          ocid,
          id: `${ocid}-award`,
          date: at(10),
          tag: ['award'],
          initiationType: 'tender',
          parties: [
            // A UK buyer, in English: the team's saved countries and languages narrow the feed.
            {
              id: 'B1',
              name: 'Leeds City Council',
              roles: ['buyer'],
              address: { locality: 'Leeds', countryName: 'United Kingdom' },
            },
            { id: 'S1', name: supplier.name, roles: ['supplier'] },
          ],
          buyer: { id: 'B1', name: 'Leeds City Council' },
          tender: {
            id: 't1',
            title,
            status: 'complete',
            datePublished: at(40),
            classification: { scheme: 'CPV', id: '72400000' },
          },
          awards: [
            {
              id: 'a1',
              status: 'active',
              date: at(10),
              value: { amount: 98_000, currency: 'GBP' },
              suppliers: [{ id: 'S1', name: supplier.name }],
              contractPeriod: { startDate: at(5), endDate: new Date(Date.now() + 700 * day).toISOString() },
            },
          ],
        },
      ],
    },
  );
  expect(result.files[0]?.written).toMatchObject({ noticesInserted: 1, awards: 1 });
  await context.close();
  return { ocid, title };
}

/** Types into the search and waits for the row of that supplier. */
async function findSupplierRow(page: Page, name: string) {
  const search = page.getByRole('searchbox', { name: 'Search by supplier name' });
  await search.fill(name.slice(0, 60));
  const link = page.getByRole('link', { name, exact: true });
  await link.first().waitFor({ timeout: 15_000 });
  return link.first();
}

async function chooseEntry(page: Page, supplier: Supplier, entry: RegExp) {
  await page
    .getByRole('button', { name: `Save ${supplier.name} as Signal`, exact: true })
    .first()
    .click();
  const item = page.getByRole('menuitem', { name: entry });
  try {
    await item.click({ timeout: 10_000 });
  } catch (error) {
    await page.screenshot({ path: '/tmp/sup-e2e-failure.png' });
    throw error;
  }
}

describe('suppliers and signals', () => {
  it('maya saves a real supplier as a competitor through the modal, then without it; the competitors tab and the feed preview follow', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'maya@northwind.test');
    const [first] = await unsavedSuppliers(page);
    expect(first).toBeDefined();
    const supplier = first as Supplier;
    const recent = await uploadRecentAward(supplier);

    await page.goto('/suppliers');
    await page.getByRole('heading', { name: 'Suppliers', level: 1 }).waitFor();
    await findSupplierRow(page, supplier.name);
    await expect.poll(() => page.url()).toContain('supplierFilters=');

    // First save: the confirmation, with 'Don't show me this again'.
    await chooseEntry(page, supplier, /^My competitors$/);
    const dialog = page.getByRole('dialog', { name: 'Save this supplier as a competitor?' });
    await dialog.waitFor();
    await dialog.getByText('including views owned by other users in your team').waitFor();
    await dialog.locator('label').filter({ hasText: "Don't show me this again" }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Signal settings updated').first().waitFor();
    expect(
      await page
        .getByRole('link', { name: /View signal settings/ })
        .first()
        .getAttribute('target'),
    ).toBe('_blank');
    expect(await page.evaluate(() => localStorage.getItem('HIDE_SAVE_SUPPLIER_MODAL'))).toBe('true');

    // The competitors tab lists it.
    await page.getByRole('tab', { name: 'Competitors' }).click();
    await page.getByRole('link', { name: supplier.name, exact: true }).first().waitFor({ timeout: 15_000 });

    // Next time the modal is skipped: removing and saving again go straight through.
    await chooseEntry(page, supplier, /^My competitors, saved$/);
    await expect(page.getByRole('dialog', { name: /competitors\?/ }).count()).resolves.toBe(0);
    await expect
      .poll(() => page.getByRole('link', { name: supplier.name, exact: true }).count(), { timeout: 15_000 })
      .toBe(0);
    await page.getByRole('tab', { name: 'All suppliers' }).click();
    await findSupplierRow(page, supplier.name);
    await chooseEntry(page, supplier, /^My competitors$/);
    await expect
      .poll(
        async () =>
          (await api<{ competitor_guids: string[] }>(page, '/api/team/signal_settings')).competitor_guids,
        { timeout: 15_000 },
      )
      .toContain(supplier.guid);
    expect(await page.getByRole('dialog', { name: /competitors\?/ }).count()).toBe(0);

    // Signal settings: the supplier among the competitors, and as a match reason in the feed preview.
    await page.goto('/account-management/feed-settings');
    await page
      .getByRole('list', { name: 'Saved competitors' })
      .getByText(supplier.name)
      .waitFor({ timeout: 15_000 });
    await page
      .getByRole('heading', { name: /matched notices in last 6 months/ })
      .waitFor({ timeout: 30_000 });
    // The recent award of the supplier is in the 6-month window: its card shows the competitor as a match reason.
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: recent.title }) });
    for (let i = 0; i < 60 && !(await card.isVisible()); i++) {
      const more = page.getByRole('button', { name: 'Show more notices' });
      if (!(await more.isVisible())) break;
      await more.click();
      await page.waitForTimeout(300);
    }
    await card.getByText(`Competitor: ${supplier.name}`).waitFor({ timeout: 15_000 });
    await context.close();
    // The upload imports through the full importer (reference data included): allow for a busy machine.
  }, 180_000);

  it('sam (Free plan) sees the suppliers page locked', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'sam@freeco.test');
    await page.goto('/suppliers');
    await page.getByRole('heading', { name: 'Track competitors and partners', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Book a demo' }).waitFor();
    // The server refuses the search too.
    const refused = await page.evaluate(async () => {
      const token = (await (await fetch('/api/auth/app_api_token')).json()) as {
        token: string;
        csrfToken: string;
      };
      return (
        await fetch('/api/suppliers', {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token.token}`,
            'X-CSRF-Token': token.csrfToken,
            'Content-Type': 'application/json',
          },
          body: '{}',
        })
      ).status;
    });
    expect(refused).toBe(403);
    // Competitors are locked on the signal settings page; keywords stay editable.
    await page.goto('/account-management/feed-settings');
    await page.getByRole('img', { name: 'Competitors need the Growth plan' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Add competitors' }).count()).toBe(0);
    await context.close();
  });

  it('a guest sees upgrade prompts and reads signal settings only', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'guest@guestpass.test');
    await page.goto('/suppliers');
    await page.getByRole('heading', { name: 'Track competitors and partners', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'View pricing' }).waitFor();
    await page.goto('/account-management/feed-settings');
    await page.getByText('Your guest pass can view signal settings').waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Upgrade' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Save signal settings' }).count()).toBe(0);
    await context.close();
  });
});
