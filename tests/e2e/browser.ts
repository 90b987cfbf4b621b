import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const DEMO_PASSWORD = 'tenderlens-demo';

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newContext(browser: Browser, width = 1440, height = 900): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width, height },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    baseURL: baseUrl,
  });
}

/**
 * Waits until React has taken over the pre-rendered sign-in page (apps/web/src/main.tsx): its form is on screen
 * before any script has run, and a submit before then is the browser's own.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('#root[data-prerendered]').waitFor({ state: 'detached' });
}

/** Signs in through the real sign-in page and waits for the navigation shell. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/sign-in');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

export interface Sessions {
  /** A page in a new browser context (no cookies: signed out). */
  fresh(): Promise<Page>;
  /** A page in a new context, signed in as `email`. */
  as(email: string): Promise<Page>;
}

/** One browser for the spec file and the contexts its tests open, all closed after the file. */
export function browserSessions(): Sessions {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });
  const fresh = async () => {
    if (!browser) throw new Error('the browser is not launched yet');
    const context = await newContext(browser);
    contexts.push(context);
    return context.newPage();
  };
  return {
    fresh,
    as: async (email) => {
      const page = await fresh();
      await signIn(page, email);
      return page;
    },
  };
}
