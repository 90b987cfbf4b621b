import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastRegion, toast } from '@tenderlens/ui';
import { SUPPLIER_GUIDS, mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { SaveAsSignalPopover, type SaveAsSignalPopoverProps } from './SaveAsSignalPopover';

const dales = { guid: SUPPLIER_GUIDS.dales, name: 'Dales Highways Contracting Ltd' };
const capita = { guid: SUPPLIER_GUIDS.capita, name: 'Capita Business Services Ltd' };

function SaveAsSignalStory(props: SaveAsSignalPopoverProps) {
  return (
    <div style={{ minHeight: 360 }}>
      <SaveAsSignalPopover {...props} />
      <ToastRegion />
    </div>
  );
}

const meta: Meta<typeof SaveAsSignalStory> = {
  title: 'Screens/SaveAsSignal',
  component: SaveAsSignalStory,
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { suppliers: [dales] },
  // The toast queue is app-wide: a toast left by the previous story must not show in this one.
  loaders: [
    () => {
      toast.clear();
      return {};
    },
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openMenu(canvasElement: HTMLElement, name = 'Save as Signal') {
  const trigger = await within(canvasElement).findByRole('button', { name });
  // Enabled once the user and the saved sets are known.
  await waitFor(() => expect(trigger).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(trigger);
  return within(await body(canvasElement).findByRole('menu', { name: 'Save as Signal' }));
}

/** 'My competitors' and 'My partners', neither saved: markers show only on hover or focus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('menuitem', { name: 'My competitors' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'My partners' })).toBeVisible();
  },
};

/** A saved competitor: its entry has the filled marker. */
export const Saved: Story = {
  args: { suppliers: [capita] },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await menu.findByRole('menuitem', { name: 'My competitors, saved' });
    await expect(menu.getByRole('menuitem', { name: 'My partners' })).toBeVisible();
  },
};

/** Choosing an entry opens the confirmation: not dismissable by the background or a close button. */
export const ConfirmModal: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'My competitors' }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Save this supplier as a competitor?' }),
    );
    await expect(
      dialog.getByText(/may affect your saved views, including views owned by other users/),
    ).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: "Don't show me this again" })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Continue saves and confirms with a toast linking to the signal settings in a new tab. */
export const SavedToast: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'My partners' }));
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await body(canvasElement).findByText('Signal settings updated');
    await expect(body(canvasElement).getByRole('link', { name: /View signal settings/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** Several suppliers: the modal counts them. */
export const Bulk: Story = {
  args: { suppliers: [dales, capita] },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'My competitors' }));
    await body(canvasElement).findByRole('dialog', { name: 'Save these 2 suppliers as competitors?' });
  },
};

/** The saved sets are still loading: the entries show, choosing waits for them. */
export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ signals: { scenario: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'My competitors' }));
    await expect(body(canvasElement).queryByRole('dialog', { name: /as competitors\?/ })).toBeNull();
  },
};

/** No suppliers selected: nothing to save, the trigger is disabled. */
export const Empty: Story = {
  args: { suppliers: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Save as Signal' })).toBeDisabled();
  },
};

/** The update fails: the spec's failure toast. */
export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ signals: { failMutations: true } }) } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'My competitors' }));
    await userEvent.click(
      within(await body(canvasElement).findByRole('dialog')).getByRole('button', { name: 'Continue' }),
    );
    await body(canvasElement).findByText(
      'Failed to save supplier as competitor, please contact an admin if this issue persists.',
    );
  },
};

/** Without SUPPLIERS / COMPETITORS / PARTNERS: locks, and a click does nothing. */
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const item = menu.getByRole('menuitem', { name: 'My competitors, locked' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item, { pointerEventsCheck: 0 });
    await expect(body(canvasElement).queryByRole('dialog', { name: /as competitors\?/ })).toBeNull();
  },
};

/** A guest pass cannot save suppliers (spec 1§6): both entries are locked. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('menuitem', { name: 'My partners, locked' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
