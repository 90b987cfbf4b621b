import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paywallFor } from '@tenderlens/domain';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

/** Lazy routes, the user and the search arrive one after another: allow for a busy machine. */
const T = { timeout: 20_000 };

/**
 * The export button as it stands on the notices toolbar (its row count is the search total): the
 * stories run the real notices page over the mocks, with the total set per story.
 */
const meta: Meta<typeof AppStory> = {
  title: 'Screens/Export',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.growth, notices: { total: 120 } }) } },
  args: { path: '/notices' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const leo = { ...userFixtures.growth, email: 'leo@northwind.test', firstName: 'Leo', hasExportPermission: false };

/** The export button once the user has loaded (it waits, disabled, until then). */
async function enabledExport(canvasElement: HTMLElement) {
  // Re-query each time: the pending button and the menu trigger are different elements.
  const button = () => page(canvasElement).getByRole('button', { name: /^Export/ });
  await waitFor(() => expect(button()).toBeEnabled(), T);
  return button();
}

async function chooseFormat(canvasElement: HTMLElement, name: RegExp) {
  await userEvent.click(await enabledExport(canvasElement));
  await userEvent.click(await body(canvasElement).findByRole('menuitem', { name }, T));
}

/** The menu: csv or xlsx. A small export downloads at once. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await enabledExport(canvasElement));
    await expect(await body(canvasElement).findByRole('menuitem', { name: 'CSV (.csv)' }, T)).toBeVisible();
    await expect(body(canvasElement).getByRole('menuitem', { name: 'Excel (.xlsx)' })).toBeVisible();
  },
};

/** The user or the row count is not known yet: the button waits. */
export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ notices: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('button', { name: /^Export/ }, T)).toBeDisabled();
  },
};

/** No results: an empty file (headers only) can still be exported. */
export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ notices: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await expect(await enabledExport(canvasElement)).toBeEnabled();
  },
};

/** A small export that fails: 'Export failed. Please try again later.' */
export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ exports: 'exportError', notices: { total: 120 } }) } },
  play: async ({ canvasElement }) => {
    await chooseFormat(canvasElement, /CSV/);
    await body(canvasElement).findByText('Export failed. Please try again later.', undefined, T);
  },
};

/** The file cannot be fetched: 'Failed to download file'. */
export const DownloadFailed: Story = {
  parameters: { msw: { handlers: mockHandlers({ exports: 'downloadError', notices: { total: 5000 } }) } },
  play: async ({ canvasElement }) => {
    await chooseFormat(canvasElement, /Excel/);
    await body(canvasElement).findByText('Failed to download file', undefined, { timeout: 10_000 });
  },
};

/** Over 500 rows without export permission: disabled, with the note and 'Chat with our team'. */
export const DisabledOverLimit: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: leo, notices: { total: 570 } }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    const why = await c.findByLabelText('Why export is unavailable', undefined, T);
    await expect(c.getByRole('button', { name: /^Export/, hidden: true })).toBeDisabled();
    await userEvent.click(why);
    const popover = within(await body(canvasElement).findByRole('dialog', { name: 'Export unavailable' }, T));
    await expect(popover.getByText('Narrow results to 500 notices or less to export. Need more?')).toBeVisible();
    await expect(popover.getByRole('button', { name: 'Chat with our team' })).toBeVisible();
  },
};

/** A guest pass: export opens the upgrade prompt. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await enabledExport(canvasElement));
    await body(canvasElement).findByRole('dialog', { name: paywallFor('EXPORTS').title }, T);
  },
};

/** Free plan (no EXPORTS): the paywall. */
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await enabledExport(canvasElement));
    await body(canvasElement).findByRole('dialog', { name: paywallFor('EXPORTS').title }, T);
  },
};

/** Same as Locked: plans without EXPORTS (Free, Basic) get the paywall. */
export const Paywall: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.basic }) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await enabledExport(canvasElement));
    await body(canvasElement).findByRole('dialog', { name: paywallFor('EXPORTS').title }, T);
  },
};

/** Over 4,000 rows: a background job with the progress modal. */
export const Progress: Story = {
  parameters: { msw: { handlers: mockHandlers({ exports: 'slow', notices: { total: 5000 } }) } },
  play: async ({ canvasElement }) => {
    await chooseFormat(canvasElement, /Excel/);
    const modal = within(await body(canvasElement).findByRole('dialog', { name: 'Preparing your export' }, T));
    await expect(modal.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
    // Ends on the job's first progress answer (the slow job stays at 25 %), not on the 0 % before it.
    await expect(await modal.findByText('25%', {}, T)).toBeVisible();
  },
};

/** The job fails: 'Oh uh, something went wrong' with Ok. */
export const Failure: Story = {
  parameters: { msw: { handlers: mockHandlers({ exports: 'jobFailed', notices: { total: 5000 } }) } },
  play: async ({ canvasElement }) => {
    await chooseFormat(canvasElement, /CSV/);
    const modal = within(await body(canvasElement).findByRole('alertdialog', { name: 'Oh uh, something went wrong' }, { timeout: 10_000 }));
    await expect(modal.getByText(/Please try exporting again or contact a member of our team at /)).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Ok' })).toBeVisible();
  },
};
