import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

/** Opens the notifications slide-out from the navigation, as a user would. */
async function openPanel(canvasElement: HTMLElement) {
  const nav = await within(canvasElement).findByRole('navigation', { name: 'Main' });
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
