import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, signIn } from './browser';
import { waitForMailTo } from './mail';

// Issue 10 §5: book a demo against the real server (its stories once passed on mocks while the server answered 404).
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('book a demo', () => {
  it('a Free user books a demo from a paywall: thank-you screen, the email reaches sales, the link opens the feed', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'sam@freeco.test');
    await page.goto('/notices?dataType=CONTACTS');
    await page.getByRole('dialog').getByRole('button', { name: 'Book a demo' }).click();

    const form = page.getByRole('dialog', { name: 'Book a demo' });
    await form.getByLabel(/First name/).fill('Samira');
    await form.getByLabel(/Last name/).fill('Okafor');
    await form.getByLabel(/^Email/).fill('samira.okafor@freeco.test');
    await form.getByLabel(/Phone/).fill('+44 20 7946 0321');
    await form.getByRole('button', { name: 'Book a demo' }).click();

    const thanks = page.getByRole('dialog', { name: 'Thank you' });
    await thanks.waitFor();
    expect(await page.getByText('Your request was not sent').count()).toBe(0);

    const mail = await waitForMailTo('sales@tenderlens.test', 15_000, (m) => m.subject.includes('Samira Okafor'));
    expect(mail.subject).toBe('Demo request: Samira Okafor, FreeCo');
    expect(mail.body).toContain('Email: samira.okafor@freeco.test');
    expect(mail.body).toContain('Phone: +44 20 7946 0321');
    expect(mail.body).toContain('From: /notices');

    await thanks.getByRole('link', { name: 'Go to notice feed' }).click();
    await page.waitForURL((url) => url.pathname === '/notices' && !url.search.includes('bookADemo'));
    await page.getByRole('dialog', { name: 'Thank you' }).waitFor({ state: 'detached' });
    await context.close();
  });
});
