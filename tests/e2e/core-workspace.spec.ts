import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessions } from './browser';
import { waitForMailTo } from './mail';

// Issue 5's main path as one chain through the UI, with the demo accounts: Maya searches the real notices,
// filters by CPV and buyer, opens a notice (preview slide-out, then its page), saves it to a new
// opportunity, adds it to a new list from the record's overflow menu, hides it (Leo, same team, sees it
// hidden; Sam, another company, does not), restores it, assigns it, shares it (the email arrives at the
// harness's local SMTP server) and comments with a mention (Leo is notified). The share link then opens
// the record for a visitor without a session, and the normal record page for a signed-in user.
const { fresh, as } = browserSessions();

const stamp = Date.now().toString(36);
const countOf = async (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const noticesUrl = (filters: object) =>
  `/notices?noticeFilters=${encodeURIComponent(JSON.stringify(filters))}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openGroup(drawer: ReturnType<Page['getByRole']>, name: string) {
  const trigger = drawer
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .and(drawer.locator('[aria-expanded]'));
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
}

describe('core workspace: search → open → save → list → hide/restore → share → comment', () => {
  it('runs the daily loop of a bid team on a real notice', { timeout: 360_000 }, async () => {
    const maya = await as('maya@northwind.test');

    // Search.
    await maya.goto('/notices');
    const count = maya.locator('[aria-live="polite"]').filter({ hasText: /notices?$/ });
    await count.waitFor();
    const all = await countOf(await count.textContent());
    await maya.getByRole('searchbox', { name: 'Search notices' }).fill('services');
    await expect.poll(async () => countOf(await count.textContent()), { timeout: 15_000 }).toBeLessThan(all);
    const searched = await countOf(await count.textContent());

    // Filter: CPV division 72 from the tree.
    await maya.getByRole('button', { name: 'Filters' }).click();
    let drawer = maya.getByRole('dialog', { name: 'Filters' });
    await openGroup(drawer, 'CPV codes');
    await drawer.getByRole('searchbox', { name: 'Search CPV codes' }).fill('72000000');
    await drawer.getByRole('treeitem', { name: /^72000000 IT services/ }).click();
    await drawer.getByRole('button', { name: 'Apply filters' }).click();
    await maya.getByText('CPV: 72000000').waitFor();
    await expect
      .poll(async () => countOf(await count.textContent()), { timeout: 15_000 })
      .toBeLessThan(searched);

    // Filter: the first row's buyer, picked by name (the picker queries after more than 1 character).
    const rows = maya.getByRole('row').filter({ has: maya.getByRole('link') });
    const buyer = (
      ((await rows.first().getByRole('cell').nth(3).textContent()) ?? '').split(', ')[0] ?? ''
    ).trim();
    expect(buyer.length).toBeGreaterThan(1);
    await maya.getByRole('button', { name: 'Filters' }).click();
    drawer = maya.getByRole('dialog', { name: 'Filters' });
    await openGroup(drawer, 'Buyers');
    await drawer.getByRole('combobox', { name: 'Buyers' }).fill(buyer.slice(0, 12));
    await maya.getByRole('option', { name: buyer, exact: true }).first().click();
    await drawer.getByRole('button', { name: 'Apply filters' }).click();
    await maya.getByText(`Buyer: ${buyer}`).waitFor();
    // The results have caught up with the filters once the first row is the buyer's.
    await expect
      .poll(async () => (await rows.first().getByRole('cell').nth(3).textContent()) ?? '', { timeout: 15_000 })
      .toContain(buyer);
    const filtered = new URL(maya.url());
    const filteredPath = `${filtered.pathname}${filtered.search}`;

    // The notice: the first result.
    const titleLink = rows.first().getByRole('link').first();
    const title = ((await titleLink.textContent()) ?? '').trim();
    const guid = ((await titleLink.getAttribute('href')) ?? '').replace(/^\/records\//, '');
    expect(title.length).toBeGreaterThan(0);
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);

    // Open it in the preview slide-out, then close it.
    await maya.getByRole('button', { name: `Preview ${title}`, exact: true }).click();
    const preview = maya.getByRole('dialog', { name: title });
    await preview.getByRole('heading', { name: 'Notice details' }).waitFor({ timeout: 15_000 });
    await preview.getByRole('button', { name: 'Close notice preview' }).click();
    await preview.waitFor({ state: 'hidden' });

    // Save it to a new opportunity (save drawer, Opportunity tab).
    await maya.getByRole('button', { name: `Save ${title}`, exact: true }).click();
    const saveDrawer = maya.getByRole('dialog', { name: 'Save to an opportunity' });
    await saveDrawer.waitFor();
    await saveDrawer.getByRole('button', { name: 'Create new opportunity' }).first().click();
    const form = maya.getByRole('dialog', { name: 'Create new opportunity' });
    const name = form.getByRole('textbox', { name: /Name/ });
    await expect.poll(() => name.inputValue()).toBe(title);
    const opportunity = `E2E opportunity ${stamp}`;
    await name.fill(opportunity);
    const create = form.getByRole('button', { name: 'Create opportunity' });
    await expect.poll(() => create.isEnabled(), { timeout: 15_000 }).toBe(true);
    await create.click();
    await maya.getByText('New Opportunity created from notice').waitFor();
    // The bid/no-bid prompt follows a new opportunity (Growth has BIDS): dismissed for now.
    await maya.getByRole('dialog', { name: 'Should you bid for this?' }).waitFor({ timeout: 15_000 });
    await maya.keyboard.press('Escape');
    await maya.getByRole('dialog', { name: 'Should you bid for this?' }).waitFor({ state: 'hidden' });
    await saveDrawer.getByRole('button', { name: `Unsave ${opportunity}` }).waitFor({ timeout: 15_000 });
    await saveDrawer.getByRole('button', { name: 'Close' }).click();
    await saveDrawer.waitFor({ state: 'hidden' });

    // Open its page, and add it to a new list from the overflow menu.
    await titleLink.click();
    await maya.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 15_000 });
    expect(new URL(maya.url()).pathname).toBe(`/records/${guid}`);
    await maya.getByRole('button', { name: `More actions for ${title}` }).click();
    await maya.getByRole('menuitem', { name: 'Add to list' }).click();
    const listDrawer = maya.getByRole('dialog', { name: 'Save to a list' });
    const listName = `E2E chain list ${stamp}`;
    await listDrawer.getByRole('textbox', { name: 'New list' }).fill(listName);
    await listDrawer.getByRole('button', { name: 'Create list' }).click();
    await maya.getByText(`Notice saved to ${listName}`).waitFor();
    await listDrawer.getByRole('button', { name: `Unsave from ${listName}` }).waitFor({ timeout: 15_000 });
    await listDrawer.getByRole('button', { name: 'Close' }).click();
    await listDrawer.waitFor({ state: 'hidden' });

    // Hide it from the results: toast, and it leaves the list.
    await maya.goto(filteredPath);
    await maya.getByRole('button', { name: `Hide ${title}`, exact: true }).click();
    await maya.getByText(`${title} hidden for your team`).waitFor();
    await expect.poll(() => maya.getByRole('link', { name: title, exact: true }).count()).toBe(0);

    // Leo (same team), with Maya's filters: hidden for him too; shown as hidden when hidden notices are asked for.
    const byTitle = (showHidden: boolean) => noticesUrl({ text: `"${title}"`, showHidden });
    const leo = await as('leo@northwind.test');
    await leo.goto(filteredPath);
    await leo.getByText(`Buyer: ${buyer}`).waitFor();
    await leo
      .locator('[aria-live="polite"]')
      .filter({ hasText: /notices?$/ })
      .waitFor();
    expect(await leo.getByRole('link', { name: title, exact: true }).count()).toBe(0);
    await leo.goto(byTitle(true));
    await leo
      .getByRole('button', { name: `Restore ${title}`, exact: true })
      .first()
      .waitFor();

    // Sam (another company), with the same filters, still sees it, not hidden.
    const sam = await as('sam@freeco.test');
    await sam.goto(filteredPath);
    await sam.getByRole('link', { name: title, exact: true }).first().waitFor();
    expect(await sam.getByRole('button', { name: `Restore ${title}`, exact: true }).count()).toBe(0);

    // Restore it, and assign it to Leo.
    await maya.goto(byTitle(true));
    await maya
      .getByRole('button', { name: `Restore ${title}`, exact: true })
      .first()
      .click();
    await maya
      .getByRole('button', { name: `Hide ${title}`, exact: true })
      .first()
      .waitFor();
    await maya
      .getByRole('button', { name: new RegExp(`^Assignee of ${escape(title)}: `) })
      .first()
      .click();
    await maya.getByRole('menuitemradio', { name: 'Leo Okafor' }).click();
    await maya
      .getByRole('button', { name: `Assignee of ${title}: Leo Okafor`, exact: true })
      .first()
      .waitFor();

    // Share it by email from the record page (the form's validation first).
    await maya.goto(`/records/${guid}`);
    await maya.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 15_000 });
    await maya.getByRole('button', { name: `More actions for ${title}` }).click();
    await maya.getByRole('menuitem', { name: 'Share', exact: true }).click();
    const modal = maya.getByRole('dialog', { name: `Share ${title}` });
    await modal.getByRole('button', { name: 'Send email' }).click();
    await modal.getByText('Please enter at least one email address').waitFor();
    const to = modal.getByRole('textbox', { name: /To/ });
    await to.fill('not-an-address ');
    await modal.getByText('Please enter a valid email address').waitFor();
    await modal.getByRole('button', { name: /Remove not-an-address/ }).click();
    const recipient = `bid-partner-${stamp}@example.org`;
    await to.fill(`${recipient} `);
    const message = 'Worth a look for the cloud bid.';
    await modal.getByRole('textbox', { name: 'Message' }).fill(message);
    await modal.getByRole('button', { name: 'Send email' }).click();
    await maya.getByText(`Email sent to ${recipient}`).waitFor({ timeout: 15_000 });

    // The email arrived at the local SMTP server, with the message and the share link.
    const mail = await waitForMailTo(recipient);
    expect(mail.subject).toBe(`Maya Patel shared "${title}" with you`);
    expect(mail.body).toContain(message);
    const link = new RegExp(`https?://[^\\s"<>]+/records/${guid}\\?share=[A-Za-z0-9_-]+`).exec(
      mail.body,
    )?.[0];
    expect(link).toBeDefined();
    const shareUrl = new URL(link ?? '');
    expect(shareUrl.origin).toBe(new URL(maya.url()).origin);

    // Comment with a mention of Leo in the record's comments panel.
    const comments = maya.getByRole('region', { name: `Comments on ${title}` });
    const input = comments.getByPlaceholder('Add a comment...');
    await input.fill('Worth a bid? @Le');
    await comments.getByRole('option', { name: /Leo Okafor/ }).click();
    await input.press('End');
    await input.pressSequentially('please read the spec');
    await comments.getByRole('button', { name: 'Save', exact: true }).click();
    await comments
      .getByRole('listitem', { name: 'Comment by Maya Patel' })
      .getByText('please read the spec')
      .waitFor();
    await expect.poll(() => input.inputValue()).toBe('');

    // Leo is notified of the mention.
    await leo.goto('/');
    await leo
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /Notifications/ })
      .click();
    const notifications = leo.getByRole('dialog', { name: 'Notifications' });
    await notifications
      // The panel shortens long titles to 50 characters with '…': match on the part it keeps.
      .getByText(`Maya Patel mentioned you in a comment on ${title.slice(0, 40)}`)
      .first()
      .waitFor({ timeout: 15_000 });

    // The share link, opened in a fresh browser without a session: the shared record, read-only.
    const visitor = await fresh();
    await visitor.goto(`${shareUrl.pathname}${shareUrl.search}`);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 15_000 });
    await visitor.getByText('Shared with you by Maya Patel, Northwind Digital Ltd').waitFor();
    await visitor.getByRole('heading', { name: 'Message from Maya Patel' }).waitFor();
    await visitor.getByText(message).waitFor();
    await visitor.getByText(/^This link works until /).waitFor();
    expect(new URL(visitor.url()).pathname).toBe(`/records/${guid}`);
    expect(await visitor.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await visitor.getByRole('button', { name: `More actions for ${title}` }).count()).toBe(0);
    expect(
      await visitor.getByRole('link', { name: 'Sign in', exact: true }).first().getAttribute('href'),
    ).toBe(`/sign-in?next=${encodeURIComponent(`/records/${guid}`)}`);

    // A tampered token opens nothing.
    const token = shareUrl.searchParams.get('share') ?? '';
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    await visitor.goto(`/records/${guid}?share=${tampered}`);
    await visitor
      .getByRole('heading', { name: 'This share link does not work' })
      .waitFor({ timeout: 15_000 });
    // Without a token, the record page still needs a session.
    await visitor.goto(`/records/${guid}`);
    await visitor.waitForURL(/\/sign-in\?next=/);

    // Leo, signed in, opens the same link: the normal record page, the token gone from the address bar.
    await leo.goto(`${shareUrl.pathname}${shareUrl.search}`);
    await leo.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 15_000 });
    await leo.getByRole('navigation', { name: 'Main' }).waitFor();
    await expect.poll(() => new URL(leo.url()).search).toBe('');
    expect(await leo.getByText(/Shared with you by/).count()).toBe(0);
  });
});
