import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';
import { phoneParameters } from '../../../testing/viewports';

/** Opens the notifications slide-out from the navigation, as a user would. */
async function openPanel(canvasElement: HTMLElement) {
  // The page first: on a slow machine the landing route can still be settling (its redirect closes the panel).
  await within(canvasElement).findByRole('heading', { name: 'Home', level: 1 });
  const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
  await userEvent.click(within(nav).getByRole('button', { name: /Notifications/ }));
  return within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Notifications' }),
  );
}

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Notifications',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { path: '/' },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped Today / Yesterday / Past week / Past month, with read and unread items. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await panel.findByRole('heading', { name: 'Today' });
    await expect(panel.getByRole('heading', { name: 'Yesterday' })).toBeVisible();
    await expect(panel.getByText('[This comment was deleted]')).toBeVisible();
  },
};

/** A phone (390 px): opened from the top bar's menu, the panel takes the screen's width. */
export const Phone: Story = {
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    const b = within(canvasElement.ownerDocument.body);
    await b.findByRole('dialog', { name: 'Tenderlens works best on a larger screen' });
    await userEvent.click(b.getByRole('button', { name: 'Continue anyway' }));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Open navigation' }));
    const sheet = within(await b.findByRole('dialog', { name: 'Main navigation' }));
    await userEvent.click(sheet.getByRole('button', { name: /Notifications/ }));
    const panel = within(await b.findByRole('dialog', { name: 'Notifications' }));
    await panel.findByRole('heading', { name: 'Today' });
    await expect(b.queryByRole('dialog', { name: 'Main navigation' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, notifications: 'loading' }) } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await panel.findByText('Loading notifications');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, notifications: 'empty' }) } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await panel.findByText("You're All Caught Up!");
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, notifications: 'error' }) } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await panel.findByText('Sorry something has gone wrong. If this error persists please contact support');
  },
};

/** Mark all as read empties the unread state at once (optimistic) and the badge goes. */
export const MarkAllAsRead: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: 'Mark all as read' }));
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect(panel.queryAllByRole('button', { name: 'Mark as read' })).toHaveLength(0);
  },
};

/** A guest pass sees its own notifications; the navigation behind shows Upgrade. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    await openPanel(canvasElement);
  },
};

/** Free plan: the panel over a navigation with locked items. */
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    await openPanel(canvasElement);
  },
};

/** An admin: the panel opens below the admin bar. */
export const Admin: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.admin }) } },
  play: async ({ canvasElement }) => {
    await openPanel(canvasElement);
  },
};

/** Opened from the collapsed navigation. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Collapse navigation' }));
    await openPanel(canvasElement);
  },
};
