// States that cannot occur here: Loading and Empty (the modal loads nothing), Locked and Guest (the screen that
// opens it decides who may share; guests never see Share in the record menu).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers } from '@tenderlens/domain/mocks';
import { Button, ToastRegion } from '@tenderlens/ui';
import { useState } from 'react';
import { ShareViaEmailModal } from './ShareViaEmailModal';

const GUID = '5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e01';

function ShareHost() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Share</Button>
      <ShareViaEmailModal
        guids={[GUID]}
        title="Supply of cloud hosting and managed services"
        isOpen={open}
        onClose={() => setOpen(false)}
      />
      <ToastRegion />
    </>
  );
}

/**
 * The share modal has no loading, empty, locked or guest state of its own: it loads nothing, and who may
 * share is decided by the screen that opens it (the record page hides Share for guests; the server refuses
 * them with 403). Its states are the form's: Default, each validation error, sending, sent and failed.
 */
const meta: Meta<typeof ShareHost> = {
  title: 'Screens/ShareViaEmail',
  component: ShareHost,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
};
export default meta;
// Each story names its own handlers: mockHandlers() builds a fresh in-memory store, so a story that
// writes (adds, renames, deletes) never changes what another story sees.
type Story = StoryObj<typeof meta>;

/** Lazy routes and overlays load in a shared browser: wait longer than the 1 s default. */
const wait = { timeout: 8000 };

const body = (el: HTMLElement) => within(el.ownerDocument.body);
async function openModal(el: HTMLElement) {
  await userEvent.click(within(el).getByRole('button', { name: 'Share' }));
  return within(
    await body(el).findByRole('dialog', { name: 'Share Supply of cloud hosting and managed services' }, wait),
  );
}

export const Default: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await expect(modal.getByRole('textbox', { name: /Message/ })).toHaveAttribute('rows', '5');
    await expect(modal.getByRole('checkbox', { name: 'CC me' })).not.toBeChecked();
  },
};

/** Tokens split by comma, space or new line. */
export const Recipients: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await userEvent.type(
      modal.getByRole('textbox', { name: /To/ }),
      'ana@council.gov.uk, ben@council.gov.uk tom@nhs.net ',
    );
    await expect(modal.getByText('ana@council.gov.uk')).toBeVisible();
    await expect(modal.getByText('tom@nhs.net')).toBeVisible();
  },
};

export const EmailRequired: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await userEvent.click(modal.getByRole('button', { name: 'Send email' }));
    await modal.findByText('Please enter at least one email address', undefined, wait);
  },
};

export const EmailInvalid: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await userEvent.type(modal.getByRole('textbox', { name: /To/ }), 'not-an-email ');
    await userEvent.click(modal.getByRole('button', { name: 'Send email' }));
    await modal.findByText('Please enter a valid email address', undefined, wait);
  },
};

export const Sent: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await userEvent.type(modal.getByRole('textbox', { name: /To/ }), 'ana@council.gov.uk ');
    await userEvent.click(modal.getByRole('checkbox', { name: 'CC me' }));
    await userEvent.click(modal.getByRole('button', { name: 'Send email' }));
    await body(canvasElement).findByText('Email sent to ana@council.gov.uk', undefined, wait);
  },
};

/** Sends to one recipient and waits for the failure copy. */
const sendFails: Story['play'] = async ({ canvasElement }) => {
  const modal = await openModal(canvasElement);
  await userEvent.type(modal.getByRole('textbox', { name: /To/ }), 'ana@council.gov.uk ');
  await userEvent.click(modal.getByRole('button', { name: 'Send email' }));
  await body(canvasElement).findByText('Failed to send email', undefined, wait);
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ share: 'error' }) } },
  play: sendFails,
};

/** Past the hourly sharing limits the server answers 429: the same failure copy (spec 1§8), nothing sent. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: mockHandlers({ share: 'rateLimited' }) } },
  play: sendFails,
};
