import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { Button, ToastRegion } from '@tenderlens/ui';
import {
  leadFixtures,
  mockHandlers,
  recordFixtures,
  teamUserFixtures,
  userFixtures,
  type RecordsHandlersOptions,
} from '@tenderlens/domain/mocks';
import type { CurrentUserInput } from '@tenderlens/domain';
import { RecordPreviewPanel } from './RecordPreviewPanel';

/** A list row's "Preview" button opening the panel, as the notices table does. */
function PreviewHarness({ guid }: { guid: string }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <MemoryRouter>
      <Button onPress={() => setOpen(guid)}>Preview notice</Button>
      <RecordPreviewPanel guid={open} onClose={() => setOpen(null)} />
      <ToastRegion />
    </MemoryRouter>
  );
}

const handlers = (records: RecordsHandlersOptions = {}, user: CurrentUserInput = userFixtures.growth) =>
  mockHandlers({
    user,
    leads: { data: { ...leadFixtures(), me: { ...teamUserFixtures.maya, guid: user.guid } } },
    records,
  });

const meta: Meta<typeof PreviewHarness> = {
  title: 'Screens/RecordPreview',
  component: PreviewHarness,
  parameters: { layout: 'fullscreen', msw: { handlers: handlers() } },
  args: { guid: recordFixtures.open.guid },
};
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const openPanel = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Preview notice' }));
  return body(canvasElement).findByRole('dialog');
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const p = within(panel);
    await expect(await p.findByRole('heading', { name: recordFixtures.open.notice.name }, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(p.getByText('Product / service')).toBeVisible(), { timeout: 5000 });
    await expect(p.getByRole('heading', { name: 'Notice details' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: handlers({ scenario: 'loading' }) } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await within(panel).findByText('Loading record');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: handlers({ scenario: 'empty' }) } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await within(panel).findByText('No data found for this record.');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: handlers({ scenario: 'error' }) } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await within(panel).findByText('Sorry something has gone wrong. If this error persists please contact support');
  },
};

export const Locked: Story = {
  args: { guid: recordFixtures.locked.guid },
  parameters: { msw: { handlers: handlers({ records: [recordFixtures.locked] }, userFixtures.free) } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const p = within(panel);
    await p.findByRole('heading', { name: recordFixtures.locked.notice.name }, { timeout: 10_000 });
    await userEvent.click(await p.findByRole('tab', { name: 'Contracts' }));
    await expect(await p.findByRole('heading', { name: 'Contract awards are locked' }, { timeout: 10_000 })).toBeVisible();
  },
};

export const Guest: Story = {
  args: { guid: recordFixtures.guest.guid },
  parameters: { msw: { handlers: handlers({ records: [recordFixtures.guest] }, userFixtures.guest) } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const p = within(panel);
    await p.findByRole('heading', { name: recordFixtures.guest.notice.name }, { timeout: 10_000 });
    await expect(p.getByRole('link', { name: 'Find decision maker' })).toHaveAttribute('href', '/plans');
  },
};

export const AwardedWithContracts: Story = {
  args: { guid: recordFixtures.awarded.guid },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const p = within(panel);
    await p.findByRole('heading', { name: recordFixtures.awarded.notice.name }, { timeout: 10_000 });
    await userEvent.click(await p.findByRole('tab', { name: 'Contracts (2)' }));
    await expect(await p.findByRole('heading', { name: 'Housing management platform' }, { timeout: 10_000 })).toBeVisible();
  },
};

export const AiSummaryGenerating: Story = {
  parameters: { msw: { handlers: handlers({ summary: 'generating' }) } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(await within(panel).findByRole('button', { name: /Generating your AI summary\.\.\./ })).toBeVisible();
  },
};

/** Closing keeps the content for the 300 ms exit, then clears it; reopening loads it afresh. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await within(panel).findByRole('heading', { name: recordFixtures.open.notice.name }, { timeout: 10_000 });
    await userEvent.click(within(panel).getByRole('button', { name: 'Close notice preview' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
