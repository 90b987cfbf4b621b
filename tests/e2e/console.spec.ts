import type { Browser, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, signIn } from './browser';

// Issue 10 §6: a first load, a sign-in and a logout log nothing as an error or warning — no
// 'No HydrateFallback element provided', no expected 401 (app token on the sign-in page, GraphQL
// after logout) shown by the browser as a failed resource.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('console', () => {
  it('stays clean through a first load, sign-in, a page and logout', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const logged: string[] = [];
    const keep = (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
    };
    page.on('console', keep);
    page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
    // Name the request behind a 'Failed to load resource' message.
    page.on('response', (response) => {
      if (response.status() >= 400) logged.push(`response: ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    });

    await page.goto('/notices');
    await page.waitForURL(/\/sign-in/);
    await page.getByLabel('Email').waitFor();
    await signIn(page, 'maya@northwind.test');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.goto('/notices');
    await page.getByRole('table').first().waitFor();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: /Maya Patel/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/sign-in/);
    await page.getByLabel('Email').waitFor();
    // Anything the signed-out page would still ask for has had time to fail.
    await page.waitForTimeout(1500);

    expect(logged).toEqual([]);
    await context.close();
  });
});
