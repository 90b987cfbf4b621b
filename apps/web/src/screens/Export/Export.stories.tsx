import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { ToastRegion } from '@tenderlens/ui';
import { MemoryRouter } from 'react-router';
import { ExportButton } from './ExportButton';

function ExportStory({ rowCount }: { rowCount: number | null }) {
  return (
    <MemoryRouter>
      <ExportButton target={{ kind: 'records', filters: { stage: ['OPEN'], offset: 0, limit: 20, sort: 'publish_date', sort_order: 'desc' }, rowCount: rowCount ?? 0 }} rowCount={rowCount} />
      <ToastRegion />
    </MemoryRouter>
  );
}

/** Lazy routes, the user and the page's reads arrive one after another: allow for a busy machine. */
const T = { timeout: 30_000 };

const meta: Meta<typeof ExportStory> = {
  title: 'Screens/Export',
  component: ExportStory,
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { rowCount: 120 },
  decorators: [(Story) => <div style={{ padding: 24, minHeight: 320 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const leo = { ...userFixtures.growth, email: 'leo@northwind.test', firstName: 'Leo', hasExportPermission: false };

/** The export button once the user has loaded (it waits, disabled, until then). */
async function enabledExport(canvasElement: HTMLElement) {
  const button = await page(canvasElement).findByRole('button', { name: /^Export/ }, T);
  await waitFor(() => expect(button).toBeEnabled(), T);
  return button;
}

async function chooseFormat(canvasElement: HTMLElement, name: RegExp) {
  await userEvent.click(await enabledExport(canvasElement));
  await userEvent.click(await body(canvasElement).findByRole('menuitem', { name }, T));
}

/** The menu: csv or xlsx. A small export downloads at once. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await enabledExport(canvasElement));
    const menu = within(await body(canvasElement).findByRole('menu', { name: 'Export format' }, T));
    await expect(menu.getByRole('menuitem', { name: 'CSV (.csv)' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Excel (.xlsx)' })).toBeVisible();
  },
};

/** The user or the row count is not known yet: the button waits. */
export const Loading: Story = {
  args: { rowCount: null },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('button', { name: /^Export/ }, T)).toBeDisabled();
  },
};

/** No results: an empty file (headers only) can still be exported. */
export const Empty: Story = {
  args: { rowCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(await enabledExport(canvasElement)).toBeEnabled();
  },
};

/** A small export that fails: 'Export failed. Please try again later.' */
export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ exports: 'exportError' }) } },
  play: async ({ canvasElement }) => {
    await chooseFormat(canvasElement, /CSV/);
    await body(canvasElement).findByText('Export failed. Please try again later.', undefined, T);
  },
};

/** The file cannot be fetched: 'Failed to download file'. */
export const DownloadFailed: Story = {
  args: { rowCount: 5000 },
  parameters: { msw: { handlers: mockHandlers({ exports: 'downloadError' }) } },
  play: async ({ canvasElement }) => {
    await chooseFormat(canvasElement, /Excel/);
    await body(canvasElement).findByText('Failed to download file', undefined, { timeout: 10_000 });
  },
};

/** Over 500 rows without export permission: disabled, with the note and 'Chat with our team'. */
export const DisabledOverLimit: Story = {
  args: { rowCount: 570 },
  parameters: { msw: { handlers: mockHandlers({ user: leo }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await expect(await c.findByRole('button', { name: /^Export/ }, T)).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'Why export is unavailable' }));
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
    await body(canvasElement).findByRole('dialog', { name: 'Upgrade to export results' }, T);
  },
};

/** Free plan (no EXPORTS): the paywall. */
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await enabledExport(canvasElement));
    await body(canvasElement).findByRole('dialog', { name: 'Export with the Growth plan' }, T);
  },
};

/** Same as Locked: plans without EXPORTS (Free, Basic) get the paywall. */
export const Paywall: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.basic }) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await enabledExport(canvasElement));
    await body(canvasElement).findByRole('dialog', { name: 'Export with the Growth plan' }, T);
  },
};

/** Over 4,000 rows: a background job with the progress modal. */
export const Progress: Story = {
  args: { rowCount: 5000 },
  parameters: { msw: { handlers: mockHandlers({ exports: 'slow' }) } },
  play: async ({ canvasElement }) => {
    await chooseFormat(canvasElement, /Excel/);
    const modal = within(await body(canvasElement).findByRole('dialog', { name: 'Preparing your export' }, T));
    await expect(modal.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  },
};

/** The job fails: 'Oh uh, something went wrong' with Ok. */
export const Failure: Story = {
  args: { rowCount: 5000 },
  parameters: { msw: { handlers: mockHandlers({ exports: 'jobFailed' }) } },
  play: async ({ canvasElement }) => {
    await chooseFormat(canvasElement, /CSV/);
    const modal = within(await body(canvasElement).findByRole('alertdialog', { name: 'Oh uh, something went wrong' }, { timeout: 10_000 }));
    await expect(modal.getByText(/Please try exporting again or contact a member of our team at /)).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Ok' })).toBeVisible();
  },
};
