import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, signIn } from './browser';

// Issue 2 §7: the walking skeleton end to end, against the app as `npm start` serves it, on the demo tenant.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in', () => {
  it('answers a wrong password with a clear error and keeps everything else out of reach', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/notices');
    await page.waitForURL(/\/sign-in\?next=%2Fnotices/);
    await page.getByLabel('Email').fill('maya@northwind.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Incorrect email or password. Check them and try again.').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await context.close();
  });
});

describe('Growth user and notifications', () => {
  it('signs in, opens notifications, marks all read; the badge goes and stays gone after a reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'maya@northwind.test');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Opportunities', 'Notices', 'Buyer lists', 'Custom briefings', 'Settings']) {
      await nav.getByRole('link', { name: new RegExp(label) }).first().waitFor();
    }
    expect(await page.getByRole('button', { name: 'Upgrade' }).count()).toBe(0);

    const badge = nav.getByText(/\d+ unread/);
    await badge.waitFor();

    await nav.getByRole('button', { name: /Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('heading', { name: 'Today' }).waitFor();
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => panel.getByRole('button', { name: 'Mark as read' }).count()).toBe(0);
    await expect.poll(() => badge.count()).toBe(0);

    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('button', { name: /Notifications/ }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).getByText(/\d+ unread/).count()).toBe(0);
    await context.close();
  });

  it('follows a notification link and marks it read', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'leo@northwind.test');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: /Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('button', { name: 'Mark as read' }).first().waitFor();
    const unreadBefore = await panel.getByRole('button', { name: 'Mark as read' }).count();
    expect(unreadBefore).toBeGreaterThan(0);
    await panel.getByRole('button', { name: 'Mark as read' }).first().click();
    await expect.poll(() => panel.getByRole('button', { name: 'Mark as read' }).count()).toBe(unreadBefore - 1);
    await panel.getByRole('button', { name: 'Mark as unread' }).first().click();
    await expect.poll(() => panel.getByRole('button', { name: 'Mark as read' }).count()).toBe(unreadBefore);
    await context.close();
  });
});

describe('admin bar', () => {
  it('shows for the admin and Ctrl+Shift+U hides it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'admin@tenderlens.test');
    await page.getByText('DEVELOPMENT ADMIN').waitFor();
    await page.keyboard.press('Control+Shift+U');
    await expect.poll(() => page.getByText('DEVELOPMENT ADMIN').count()).toBe(0);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.getByText('DEVELOPMENT ADMIN').count()).toBe(0);
    await page.keyboard.press('Control+Shift+U');
    await page.getByText('DEVELOPMENT ADMIN').waitFor();
    await context.close();
  });

  it('is never shown to a non-admin', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'maya@northwind.test');
    await page.keyboard.press('Control+Shift+U');
    expect(await page.getByText(/ADMIN/).count()).toBe(0);
    await context.close();
  });
});

describe('plans', () => {
  it('shows the guest pass the Upgrade button and locks data items', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'guest@guestpass.test');
    await page.getByRole('button', { name: 'Upgrade' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Contacts/ }).click();
    await page.getByRole('dialog').getByText('Available on our Growth plan').waitFor();
    await context.close();
  });
});

describe('small screens', () => {
  it('warns at 900 px and stays dismissed for that browser session', async () => {
    const context = await newContext(browser, 900, 800);
    const page = await context.newPage();
    await signIn(page, 'maya@northwind.test');
    const warning = page.getByText('Tenderlens works best on a larger screen');
    await warning.waitFor();
    await page.getByRole('button', { name: 'Continue anyway' }).click();
    await expect.poll(() => warning.count()).toBe(0);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await warning.count()).toBe(0);
    await context.close();

    const fresh = await newContext(browser, 900, 800);
    const again = await fresh.newPage();
    await signIn(again, 'maya@northwind.test');
    await again.getByText('Tenderlens works best on a larger screen').waitFor();
    await fresh.close();
  });
});
