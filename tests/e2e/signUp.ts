import type { Page } from 'playwright-core';
import { waitForMailTo, type ReceivedMail } from './mail';

/** The password every e2e sign-up uses. */
export const NEW_USER_PASSWORD = 'correct-horse-battery';

/** The token of an emailed link to `path` (verify-email, reset-password, accept-invitation). */
export function linkToken(body: string, path: string): string {
  const token = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(body)?.[1];
  if (!token) throw new Error(`no ${path} link in the email`);
  return token;
}

/** Fills the sign-up form and presses 'Create account'. */
export async function signUp(page: Page, person: { first: string; last: string; company: string; email: string }): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel(/First name/).fill(person.first);
  await page.getByLabel(/Last name/).fill(person.last);
  await page.getByLabel(/Company name/).fill(person.company);
  await page.getByLabel(/Work email/).fill(person.email);
  await page.getByLabel(/^Password/).fill(NEW_USER_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Waits for the verification email to `email`, follows its link and waits for the confirmation; returns the email. */
export async function verifyByEmail(page: Page, email: string): Promise<ReceivedMail> {
  const mail = await waitForMailTo(email);
  await page.goto(`/verify-email?token=${linkToken(mail.body, '/verify-email')}`);
  await page.getByText('Your email address is verified').waitFor();
  return mail;
}
