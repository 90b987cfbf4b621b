import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, signIn } from './browser';

// Issue 15 "Frameworks (BETA)" and "Invoiced spend (BETA)" on the demo tenant: a call-off published
// under a real imported framework (an admin uploads it; the real files hold no call-offs) is linked
// by its relatedProcesses, and maya reaches it from the suppliers table's call-offs link.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A REST call from the signed-in page (cookie → app token → bearer + CSRF), as the app makes it. */
async function api<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const token = (await (await fetch('/api/auth/app_api_token', { credentials: 'same-origin' })).json()) as { token: string; csrfToken: string };
      const res = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${token.token}`, 'X-CSRF-Token': token.csrfToken, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as T;
    },
    { path, body },
  ) as Promise<T>;
}

interface FrameworkRow {
  guid: string;
  title: string;
  ocid: string;
}

/** An admin uploads a call-off of `framework` awarded to a new supplier (POST /api/admin/import, the `tl import` importer). */
async function uploadCallOff(framework: FrameworkRow, supplierName: string, title: string): Promise<void> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin@tenderlens.test');
  const day = 86_400_000;
  const at = (days: number) => new Date(Date.now() - days * day).toISOString();
  const ocid = `ocds-e2e-call-off-${Date.now()}`;
  const result = await api<{ files: { written: { noticesInserted: number; awards: number } }[] }>(page, '/api/admin/import', {
    uri: 'https://example.org/e2e-call-off.json',
    publisher: { name: 'Tenderlens end-to-end test' },
    releases: [
      {
        ocid,
        id: `${ocid}-award`,
        date: at(3),
        tag: ['award'],
        initiationType: 'tender',
        parties: [
          { id: 'B1', name: 'Leeds City Council', roles: ['buyer'], address: { locality: 'Leeds', countryName: 'United Kingdom' } },
          { id: 'S1', name: supplierName, roles: ['supplier'] },
        ],
        buyer: { id: 'B1', name: 'Leeds City Council' },
        relatedProcesses: [{ id: '1', relationship: ['framework'], scheme: 'ocid', identifier: framework.ocid, title: framework.title }],
        tender: { id: 't1', title, status: 'complete', datePublished: at(20), classification: { scheme: 'CPV', id: '72000000' } },
        awards: [{ id: 'a1', status: 'active', date: at(3), value: { amount: 64_000, currency: 'GBP' }, suppliers: [{ id: 'S1', name: supplierName }] }],
      },
    ],
  });
  expect(result.files[0]?.written).toMatchObject({ noticesInserted: 1, awards: 1 });
  await context.close();
}

describe('frameworks and invoiced spend', () => {
  it('maya opens a framework from the suppliers table’s call-offs link and sees its call-offs', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'maya@northwind.test');
    const search = await api<{ results: FrameworkRow[]; paging_info: { total_results: number } }>(page, '/api/frameworks/search', { sort: 'title', limit: 1 });
    expect(search.paging_info.total_results).toBeGreaterThan(0);
    const framework = search.results[0] as FrameworkRow;
    const stamp = Date.now();
    const supplierName = `Callisto Digital Services ${stamp} Ltd`;
    const title = `Call-off for data platform support ${stamp}`;
    await uploadCallOff(framework, supplierName, title);

    // The frameworks list shows the framework with its call-off.
    await page.goto('/frameworks');
    await page.getByRole('heading', { name: 'Frameworks', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Search frameworks' }).fill(framework.title.slice(0, 40));
    await page.getByRole('link', { name: framework.title, exact: true }).first().waitFor({ timeout: 15_000 });

    // The suppliers table: the call-offs column links to the framework's call-offs, filtered by the supplier.
    await page.goto('/suppliers');
    await page.getByRole('heading', { name: 'Suppliers', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Search by supplier name' }).fill(supplierName);
    await page.getByRole('link', { name: supplierName, exact: true }).first().waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: `1 framework call-offs of ${supplierName}` }).click();
    await page.getByRole('heading', { name: `${framework.title}: call-offs`, level: 1 }).waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: title }).waitFor({ timeout: 15_000 });
    expect(page.url()).toContain(`/frameworks/${framework.guid}/call-offs?supplier=`);
    expect(await page.getByText('Sorry something has gone wrong').count()).toBe(0);

    // The framework page: stage, lots and the same call-off.
    await page.getByRole('link', { name: 'Framework details' }).click();
    await page.getByRole('heading', { name: framework.title, level: 1 }).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Lots and suppliers', level: 2 }).waitFor();
    await page.getByRole('link', { name: title }).waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('maya opens invoiced spend for a buyer: the synthetic demo payments, marked as such', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'maya@northwind.test');
    const { buyers } = await api<{ buyers: { guid: string; name: string; synthetic: boolean }[] }>(page, '/api/spend-data/buyers');
    expect(buyers.length).toBeGreaterThan(0);
    const buyer = buyers[0] as { guid: string; name: string };
    await page.goto('/invoiced-spend');
    await page.getByRole('heading', { name: 'Invoiced spend', level: 1 }).waitFor();
    await page.getByText('Demo data: synthetic payments generated from real contract awards').waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: buyer.name, exact: true }).first().click();
    await page.getByRole('heading', { name: `Top suppliers of ${buyer.name}`, level: 2 }).waitFor({ timeout: 15_000 });
    await page.getByText('Total spend').waitFor();
    expect(page.url()).toContain(`buyer=${buyer.guid}`);
    await context.close();
  });

  it('sam (Free plan) sees the paywall on frameworks and invoiced spend', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'sam@freeco.test');
    await page.goto('/frameworks');
    await page.getByRole('heading', { name: 'Find the frameworks your buyers use', level: 1 }).waitFor({ timeout: 15_000 });
    await page.goto('/invoiced-spend');
    await page.getByRole('heading', { name: 'See what buyers really spend', level: 1 }).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
