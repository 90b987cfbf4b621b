import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, signIn } from './browser';

// Issue 12 "Bids": AI bid/no-bid reports against the real server, with credits and the CREATE_BIDS paywall.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Calls the API from the signed-in page, the way the app does (bearer + CSRF from the session cookie). */
async function api<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const token = (await (await fetch('/api/auth/app_api_token')).json()) as { token: string; csrfToken: string };
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token.token}`, 'x-csrf-token': token.csrfToken },
        body: JSON.stringify(body),
      });
      return (await res.json()) as T;
    },
    { path, body },
  );
}

/** A new opportunity on an open notice of the shared data, made through the API. */
async function opportunity(page: Page, name: string): Promise<string> {
  const search = await api<{ results: { guid: string }[] }>(page, '/api/records/search', { stage: ['OPEN'], limit: 1 });
  const notice = search.results[0]?.guid;
  const made = await api<{ data: { createOpportunity: { id: string } } }>(page, '/graphql', {
    query: 'mutation($n: String!, $e: [OpportunityEntityInput!]) { createOpportunity(opportunity: { name: $n }, entities: $e) { id } }',
    variables: { n: name, e: notice ? [{ entityId: notice, entityType: 'Notice' }] : [] },
  });
  return made.data.createOpportunity.id;
}

async function generate(page: Page, id: string) {
  await page.goto(`/opportunities/${id}/bid_qualification/`);
  await page.getByRole('button', { name: 'Generate report' }).click();
  await page.getByRole('heading', { name: /^Recommendation: / }).waitFor();
}

describe('bid/no-bid reports', () => {
  it('maya generates a report from our data and her credits go down', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'maya@northwind.test');
    const id = await opportunity(page, 'E2E bid report');
    await page.goto(`/opportunities/${id}/bid_qualification/`);
    const before = await page.getByText(/of 15 reports left this month/).textContent();
    const left = Number(before?.split(' ')[0]);
    await generate(page, id);
    await page.getByText(`${left - 1} of 15 reports left this month`).waitFor();
    await page.getByRole('region', { name: 'Facts used' }).waitFor();
    expect(await page.getByRole('link', { name: 'Export as PDF' }).getAttribute('href')).toMatch(/^\/api\/bid_reports\/\d+\/pdf$/);
    await context.close();
  });

  it('sam on Free generates three reports and is shown the paywall on the fourth', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'sam@freeco.test');
    const ids = [];
    for (const n of [1, 2, 3, 4]) ids.push(await opportunity(page, `Free bid ${n}`));
    await page.goto(`/opportunities/${ids[0]}/bid_qualification/`);
    await page.getByText('3 of 3 reports left').waitFor();
    for (const id of ids.slice(0, 3)) await generate(page, id);
    await page.goto(`/opportunities/${ids[3]}/bid_qualification/`);
    await page.getByRole('heading', { name: 'Create bid projects' }).waitFor();
    expect(await page.getByRole('button', { name: 'Generate report' }).count()).toBe(0);
    await context.close();
  });
});
