import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, signIn } from './browser';

// Issue 13: paywalls, the plans page, book a demo and the admin's plan change, against the real server.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function setFreeCoPlan(admin: Page, plan: 'Growth' | 'Free') {
  await admin.goto('/admin?q=FreeCo');
  await admin.getByRole('link', { name: 'FreeCo' }).click();
  await admin.getByRole('heading', { level: 1, name: 'FreeCo' }).waitFor();
  await admin.getByRole('region', { name: 'Subscription' }).getByRole('button', { name: /Plan/ }).click();
  await admin.getByRole('option', { name: plan, exact: true }).click();
  await admin.getByRole('button', { name: 'Save company' }).click();
  await admin.getByText('FreeCo saved').waitFor();
}

describe('plans and paywalls', () => {
  it('sam on Free sees a locked page’s paywall, opens the plans page from View pricing and books a demo; an admin moves FreeCo to Growth and sam sees suppliers', async () => {
    const samContext = await newContext(browser);
    const sam = await samContext.newPage();
    await signIn(sam, 'sam@freeco.test');

    // Typing the URL of a locked page shows its paywall page, not a bare heading.
    await sam.goto('/documents');
    await sam.getByRole('heading', { level: 1, name: 'Search buyer documents' }).waitFor();
    expect(await sam.getByText(/Available on our .* plan/).count()).toBe(1);

    await sam.getByRole('link', { name: 'View pricing' }).click();
    await sam.waitForURL((url) => url.pathname === '/plans');
    await sam.getByRole('heading', { level: 1, name: 'Plans to help you build public sector pipeline' }).waitFor();
    expect(await sam.getByText('Current plan').count()).toBeGreaterThan(0);

    await sam.getByRole('region', { name: 'Become a preferred pub-sec supplier' }).getByRole('button', { name: 'Book a demo' }).click();
    const form = sam.getByRole('dialog', { name: 'Book a demo' });
    await form.getByLabel(/First name/).fill('Sam');
    await form.getByLabel(/Last name/).fill('Reid');
    await form.getByLabel(/^Email/).fill('sam@freeco.test');
    await form.getByRole('button', { name: 'Book a demo' }).click();
    await sam.getByRole('dialog', { name: 'Thank you' }).waitFor();

    await sam.goto('/suppliers');
    await sam.getByRole('heading', { level: 1, name: 'Track competitors and partners' }).waitFor();

    const adminContext = await newContext(browser);
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@tenderlens.test');
    await setFreeCoPlan(admin, 'Growth');

    // A new session of sam's picks the plan up.
    const samAgain = await (await newContext(browser)).newPage();
    await signIn(samAgain, 'sam@freeco.test');
    await samAgain.goto('/suppliers');
    await samAgain.getByRole('searchbox', { name: 'Search by supplier name' }).waitFor();
    expect(await samAgain.getByRole('heading', { name: 'Track competitors and partners' }).count()).toBe(0);

    // Leave FreeCo on Free for the other specs.
    await setFreeCoPlan(admin, 'Free');
    await samContext.close();
    await adminContext.close();
  }, 120_000);
});
