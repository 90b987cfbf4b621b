import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, signIn } from './browser';
import { receivedMail } from './mail';

// Issue 11 §4 "Alerts": an alert of a seeded notice list is created on /account-management/notifications,
// a delivery is triggered with "Send test" (the same build-and-send path as the digest job, sent at once),
// the email arrives at the harness's local SMTP server with the list's notices, and its unsubscribe link
// opens the signed-out unsubscribe page, which pauses the alert.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);

describe('alerts', () => {
  it('creates an alert, sends it, and the email’s unsubscribe link pauses it', { timeout: 180_000 }, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'maya@northwind.test');
    await page.goto('/account-management/notifications');
    await page.getByRole('heading', { name: 'Notification settings', level: 1 }).waitFor();
    await page.getByRole('switch', { name: /Notifications enabled/ }).waitFor({ timeout: 15_000 });

    const name = `E2E alert ${stamp}`;
    await page.getByRole('button', { name: 'Create alert' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create alert' });
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
    await dialog.getByRole('button', { name: /Notice lists/ }).click();
    await page.getByRole('option', { name: 'Digital pipeline' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await page.getByText(name, { exact: true }).waitFor({ timeout: 15_000 });

    const before = receivedMail().length;
    await page.getByRole('button', { name: `Send test of ${name}` }).click();
    await page.getByText('Test alert sent').waitFor({ timeout: 15_000 });
    const deadline = Date.now() + 15_000;
    let mail = receivedMail().slice(before).find((m) => m.subject.includes(name));
    while (!mail && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      mail = receivedMail().slice(before).find((m) => m.subject.includes(name));
    }
    if (!mail) throw new Error('the alert email did not arrive');
    expect(mail.to).toEqual(['maya@northwind.test']);
    expect(mail.subject).toMatch(new RegExp(`^\\[Test\\] ${name}: \\d+ new notices?$`));
    expect(mail.body).toMatch(/\/records\/[0-9a-f-]{36}/);
    expect(mail.body).toContain('Manage your alerts');

    // The unsubscribe link works without a session.
    const link = /https?:\/\/[^\s"<>]+\/unsubscribe\?token=[0-9a-f]{64}/.exec(mail.body)?.[0];
    if (!link) throw new Error('no unsubscribe link in the email');
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(new URL(link).pathname + new URL(link).search);
    await visitor.getByText(`You receive new notices from the alert “${name}”.`).waitFor({ timeout: 15_000 });
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
    await visitor.getByText('You are unsubscribed').waitFor({ timeout: 15_000 });

    // Back on the settings page the alert is paused.
    await page.reload();
    await page.getByRole('button', { name: `Resume ${name}` }).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
