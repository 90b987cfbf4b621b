import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, signIn } from './browser';
import { waitForMailTo } from './mail';
import { NEW_USER_PASSWORD as PASSWORD, linkToken, signUp, verifyByEmail } from './signUp';

// Issue 13 "Onboarding" and deleting users (decision 0049): a new user signs up, verifies by email, goes through
// onboarding (industry, a signal template, a colleague invited) and lands on Home with the template's signals; the
// colleague joins; an admin deletes them and their session stops. Against the real server and the local SMTP server.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('onboarding', () => {
  it('signs up, verifies, onboards with a template and an invitation, lands on Home; an admin deletes the colleague', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signUp(page, { first: 'Nia', last: 'Onboard', company: 'Onboard Cloud Ltd', email: 'nia@onboard-e2e.test' });
    await page.getByText('Verify your email address').waitFor();

    await verifyByEmail(page, 'nia@onboard-e2e.test');
    await page.getByRole('link', { name: 'Go to Tenderlens' }).click();

    // Step 1: the industry.
    await page.getByRole('heading', { name: 'Get started', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Your industry', level: 2 }).waitFor();
    await page.getByText('Step 1 of 4').first().waitFor();
    await page.getByText('IT and digital services', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    // Step 2: a template of that industry.
    await page.getByRole('heading', { name: 'Choose a signal template', level: 2 }).waitFor();
    await page.locator('label').filter({ hasText: 'Cloud and hosting' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    // Step 3: the signals it filled in, with the feed preview (no record links in onboarding).
    await page.getByRole('heading', { name: 'Your signals', level: 2 }).waitFor();
    await page.getByText('cloud', { exact: true }).first().waitFor();
    await page.getByText(/matched notices in last 6 months/).waitFor();
    expect(await page.locator('a[href^="/records/"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    // Step 4: invite a colleague, then finish.
    await page.getByRole('heading', { name: 'Invite your team', level: 2 }).waitFor();
    const emails = page.getByLabel(/Invite your colleagues/);
    await emails.fill('omar@onboard-e2e.test');
    await emails.press('Enter');
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await page.getByText('Invitations sent').waitFor();
    await page.getByRole('button', { name: 'Finish' }).click();

    // Home, with the template's signals: new notices are matched against them, not the 'set up your signals' prompt.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'New notices for your signals' }).waitFor();
    expect(await page.getByText('Set up your signals (keywords, CPV codes, competitors and partners)').count()).toBe(0);
    await page.goto('/account-management/feed-settings');
    await page.getByText('data centre').first().waitFor();
    // Completed: Home stays Home on the next visit.
    await page.goto('/');
    await page.getByRole('heading', { name: 'New notices for your signals' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // The colleague joins the same company.
    const invitation = await waitForMailTo('omar@onboard-e2e.test');
    const colleagueContext = await newContext(browser);
    const omar = await colleagueContext.newPage();
    await omar.goto(`/accept-invitation?token=${linkToken(invitation.body, '/accept-invitation')}`);
    await omar.getByRole('heading', { name: 'Join Onboard Cloud Ltd' }).waitFor();
    await omar.getByLabel(/First name/).fill('Omar');
    await omar.getByLabel(/Last name/).fill('Joiner');
    await omar.getByLabel(/^Password/).fill(PASSWORD);
    await omar.getByRole('button', { name: 'Join team' }).click();
    await omar.waitForURL((url) => url.pathname === '/notices');

    // An admin deletes him: audited, and his session stops working.
    const adminContext = await newContext(browser);
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@tenderlens.test');
    await admin.goto('/admin');
    await admin.getByLabel('Search users and companies').fill('omar@onboard-e2e.test');
    await admin.getByRole('link', { name: 'Omar Joiner' }).click();
    await admin.getByRole('heading', { name: 'Omar Joiner', level: 1 }).waitFor();
    await admin.getByRole('button', { name: 'Delete user' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete Omar Joiner?' });
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await admin.getByText('Omar Joiner was deleted').waitFor();
    await admin.getByRole('heading', { name: 'Onboard Cloud Ltd', level: 1 }).waitFor();
    expect(await admin.getByText('omar@onboard-e2e.test').count()).toBe(0);

    await omar.reload();
    await omar.waitForURL((url) => url.pathname === '/sign-in');
    await colleagueContext.close();
    await adminContext.close();
    await context.close();
  });
});
