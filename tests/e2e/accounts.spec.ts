import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, signIn } from './browser';
import { waitForMailTo } from './mail';
import { NEW_USER_PASSWORD as PASSWORD, linkToken, signUp, verifyByEmail } from './signUp';

// Issue 13 "Accounts": sign up, verify by email, invite a colleague who joins the same team; reset a password by
// email; a deactivated user's session stops working. Against the real server and the local SMTP server.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function myTeamRow(page: Page, email: string) {
  await page.goto('/account-management/my-team');
  const row = page.getByRole('row').filter({ hasText: email });
  await row.waitFor();
  return row;
}

describe('accounts', () => {
  it('signs up, verifies by email, invites a colleague who accepts and lands in the same team', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signUp(page, { first: 'Ana', last: 'Lopez', company: 'Acme Bids Ltd', email: 'ana@acme-e2e.test' });
    await page.getByRole('heading', { name: 'My team', level: 1 }).waitFor();
    await page.getByText('Verify your email address').waitFor();

    const verify = await verifyByEmail(page, 'ana@acme-e2e.test');
    expect(verify.subject).toBe('Verify your email address for Tenderlens');
    // Verified, a new company's admin lands in onboarding (tests/e2e/onboarding.spec.ts goes through it): skip every step.
    await page.getByRole('link', { name: 'Go to Tenderlens' }).click();
    await page.getByRole('heading', { name: 'Get started', level: 1 }).waitFor();
    for (let step = 0; step < 4; step++) await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/account-management/my-team');
    await page.getByRole('row').filter({ hasText: 'ana@acme-e2e.test' }).waitFor();
    expect(await page.getByText('Verify your email address').count()).toBe(0);

    await page.getByRole('button', { name: 'Invite people' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite people' });
    await dialog.getByLabel(/Email addresses/).fill('ben@acme-e2e.test');
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await page.getByRole('row').filter({ hasText: 'ben@acme-e2e.test' }).waitFor();

    const invitation = await waitForMailTo('ben@acme-e2e.test');
    const colleague = await newContext(browser);
    const ben = await colleague.newPage();
    await ben.goto(`/accept-invitation?token=${linkToken(invitation.body, '/accept-invitation')}`);
    await ben.getByRole('heading', { name: 'Join Acme Bids Ltd' }).waitFor();
    await ben.getByLabel(/First name/).fill('Ben');
    await ben.getByLabel(/Last name/).fill('Cole');
    await ben.getByLabel(/^Password/).fill(PASSWORD);
    await ben.getByRole('button', { name: 'Join team' }).click();
    await ben.waitForURL((url) => url.pathname === '/notices');
    const benRow = await myTeamRow(ben, 'ben@acme-e2e.test');
    expect(await benRow.textContent()).toContain('Acme Bids Ltd');
    const anaRow = await myTeamRow(page, 'ben@acme-e2e.test');
    expect(await anaRow.textContent()).toContain('Member');
    await colleague.close();
    await context.close();
  });

  it('resets a password by email', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel(/Email/).fill('sam@freeco.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const mail = await waitForMailTo('sam@freeco.test');
    await page.goto(`/reset-password?token=${linkToken(mail.body, '/reset-password')}`);
    await page.getByLabel(/^New password/).fill('tenderlens-demo');
    await page.getByLabel(/Confirm new password/).fill('tenderlens-demo');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Your password has been changed' }).waitFor();
    await signIn(page, 'sam@freeco.test');
    await context.close();
  });

  it("stops a deactivated user's session at once", async () => {
    const leoContext = await newContext(browser);
    const leo = await leoContext.newPage();
    await signIn(leo, 'leo@northwind.test');
    await leo.goto('/account-management/my-team');
    await leo.getByRole('heading', { name: 'My team', level: 1 }).waitFor();

    const mayaContext = await newContext(browser);
    const maya = await mayaContext.newPage();
    await signIn(maya, 'maya@northwind.test');
    const row = await myTeamRow(maya, 'leo@northwind.test');
    const active = row.getByRole('switch', { name: 'Active: Leo Okafor' });
    await active.focus();
    await maya.keyboard.press('Space');
    await maya.getByText('Leo Okafor was deactivated and signed out').waitFor();

    await leo.reload();
    await leo.waitForURL((url) => url.pathname === '/sign-in');
    await active.focus();
    await maya.keyboard.press('Space');
    await maya.getByText('Leo Okafor was reactivated').waitFor();
    await leoContext.close();
    await mayaContext.close();
  });
});
