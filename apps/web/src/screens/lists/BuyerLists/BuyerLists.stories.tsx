import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paywallFor } from '@tenderlens/domain';
import { BUYER_GUIDS, mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { ToastRegion } from '@tenderlens/ui';
import { AppStory } from '../../../testing/AppStory';
import { BuyerListPopover } from './BuyerListPopover';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/BuyerLists',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
  args: { path: '/buyer-lists' },
};
export default meta;
// Each story names its own handlers: mockHandlers() builds a fresh in-memory store, so a story that
// writes (adds, renames, deletes) never changes what another story sees.
type Story = StoryObj<typeof meta>;

/** Lazy routes and overlays load in a shared browser: wait longer than the 1 s default. */
const wait = { timeout: 8000 };

const page = (el: HTMLElement) => within(el);
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Maya's private 'Councils' and Leo's team list. */
export const Default: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Councils' }, wait);
    await expect(c.getByRole('link', { name: 'Team targets' })).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Private' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ lists: { scenario: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Loading buyer lists', undefined, wait);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ lists: { scenario: 'empty' } }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText("You haven't added any lists yet", undefined, wait);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ lists: { scenario: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(
      'Sorry something has gone wrong. If this error persists please contact support',
      undefined,
      wait,
    );
  },
};

/** Free plan: buyer lists need the BUYERS data type. */
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { name: paywallFor('BUYERS').title }, wait);
  },
};

/** Guest passes cannot save buyers (spec 1§6): the same upgrade page. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { name: paywallFor('BUYERS').title }, wait);
  },
};

async function openCreate(el: HTMLElement) {
  const c = page(el);
  await c.findByRole('link', { name: 'Councils' }, wait);
  await userEvent.click(c.getByRole('button', { name: 'Create buyer list' }));
  return within(await body(el).findByRole('dialog', { name: 'Create buyer list' }, wait));
}

/** The new-list modal: sharing defaults to Private. */
export const CreateList: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const modal = await openCreate(canvasElement);
    await expect(modal.getByRole('radio', { name: /Private/ })).toBeChecked();
  },
};

export const NameRequired: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const modal = await openCreate(canvasElement);
    await userEvent.click(modal.getByRole('button', { name: 'Create buyer list' }));
    await modal.findByText('Buyer list name is required', undefined, wait);
  },
};

export const NameInUse: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const modal = await openCreate(canvasElement);
    await userEvent.type(modal.getByRole('textbox', { name: /Buyer list name/ }), 'COUNCILS');
    await userEvent.click(modal.getByRole('button', { name: 'Create buyer list' }));
    await modal.findByText('This name is already in use', undefined, wait);
  },
};

export const CreateFailed: Story = {
  parameters: { msw: { handlers: mockHandlers({ lists: { failMutations: true } }) } },
  play: async ({ canvasElement }) => {
    const modal = await openCreate(canvasElement);
    await userEvent.type(modal.getByRole('textbox', { name: /Buyer list name/ }), 'NHS trusts');
    await userEvent.click(modal.getByRole('button', { name: 'Create buyer list' }));
    await body(canvasElement).findByText(
      'Unable to create your buyer list. Please contact customer support if the problem persists',
      undefined,
      wait,
    );
  },
};

/** The owner's list page: entries, rename, sharing, delete, add buyers. */
export const ListPage: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  args: { path: '/buyer-lists/41' },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { name: 'Councils', level: 1 }, wait);
    await expect(c.getByRole('link', { name: 'Leeds City Council' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Rename' })).toBeVisible();
    await userEvent.type(c.getByRole('searchbox', { name: 'Search buyers by name' }), 'Kent');
    await userEvent.click(await c.findByRole('button', { name: 'Add Kent County Council' }, wait));
    await body(canvasElement).findByText('Successfully added 1 buyer to Councils', undefined, wait);
    await c.findByRole('link', { name: 'Kent County Council' }, wait);
  },
};

/** A teammate's team list: add and remove, but no rename, sharing or delete (permission_actions). */
export const TeamListPage: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  args: { path: '/buyer-lists/42' },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { name: 'Team targets', level: 1 }, wait);
    await expect(c.queryByRole('button', { name: 'Rename' })).toBeNull();
    await expect(c.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(c.getByRole('searchbox', { name: 'Search buyers by name' })).toBeVisible();
  },
};

export const DeleteList: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  args: { path: '/buyer-lists/41' },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { name: 'Councils', level: 1 }, wait);
    await userEvent.click(c.getByRole('button', { name: 'Delete' }));
    await body(canvasElement).findByRole('alertdialog', { name: 'Delete Councils?' }, wait);
  },
};

function PopoverHost({ buyerGuids, buyerNames }: { buyerGuids: string[]; buyerNames?: string[] }) {
  return (
    <div style={{ padding: 24 }}>
      <BuyerListPopover buyerGuids={buyerGuids} buyerNames={buyerNames} />
      <ToastRegion />
    </div>
  );
}

const twoBuyers = [BUYER_GUIDS.leeds, BUYER_GUIDS.kent];

/** The popover: Leeds is in Councils, Kent is not, so clicking Councils adds only Kent. */
export const Popover: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  render: () => <PopoverHost buyerGuids={twoBuyers} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await page(canvasElement).findByRole('button', { name: 'Save 2 buyers to list' }, wait),
    );
    const popover = within(
      await body(canvasElement).findByRole('dialog', { name: 'Save to a buyer list' }, wait),
    );
    await userEvent.click(await popover.findByRole('button', { name: 'Add to Councils' }, wait));
    await body(canvasElement).findByText('Successfully added 1 buyer to Councils', undefined, wait);
    await popover.findByRole('button', { name: 'Remove from Councils' }, wait);
  },
};

/** All selected buyers are in the list: clicking it removes them all. */
export const PopoverRemove: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  render: () => <PopoverHost buyerGuids={[BUYER_GUIDS.leeds]} buyerNames={['Leeds City Council']} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await page(canvasElement).findByRole(
        'button',
        { name: 'Save to a buyer list' },
        wait,
      ),
    );
    const popover = within(
      await body(canvasElement).findByRole('dialog', { name: 'Save to a buyer list' }, wait),
    );
    await userEvent.click(await popover.findByRole('button', { name: 'Remove from Councils' }, wait));
    await body(canvasElement).findByText('Successfully removed 1 buyer from Councils', undefined, wait);
  },
};

export const PopoverAddFailed: Story = {
  parameters: { msw: { handlers: mockHandlers({ lists: { failMutations: true } }) } },
  render: () => <PopoverHost buyerGuids={[BUYER_GUIDS.kent, BUYER_GUIDS.bristol]} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await page(canvasElement).findByRole('button', { name: 'Save 2 buyers to list' }, wait),
    );
    const popover = within(
      await body(canvasElement).findByRole('dialog', { name: 'Save to a buyer list' }, wait),
    );
    await userEvent.click(await popover.findByRole('button', { name: 'Add to Councils' }, wait));
    await body(canvasElement).findByText(
      'Failed to bulk add buyers to buyer list, please contact an admin if this issue persists.',
      undefined,
      wait,
    );
  },
};

export const PopoverLocked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  render: () => <PopoverHost buyerGuids={twoBuyers} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await page(canvasElement).findByRole('button', { name: 'Save 2 buyers to list' }, wait),
    );
    await body(canvasElement).findByText('Save buyers to lists with the Growth plan', undefined, wait);
  },
};
