// No Guest story: admin pages are for Tenderlens staff; a guest gets the not-admin answer its Locked story shows.
// States: Default, Loading, Empty, Error, Locked (not an admin). Guest: as Locked (shown by Screens/Admin/Accounts).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppStory } from '../../../testing/AppStory';
import { T, asAdmin, asGrowth } from '../adminStoryParams';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Admin/Sales',
  component: AppStory,
  parameters: { layout: 'fullscreen', ...asAdmin() },
  args: { path: '/admin/sales' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('PAYWALL_OPENED', undefined, T);
    await expect(c.getByText('sam@freeco.test')).toBeVisible();
  },
};
export const Loading: Story = { parameters: asAdmin('loading') };
export const Empty: Story = {
  parameters: asAdmin('empty'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No demo requests yet', undefined, T);
  },
};
export const Error: Story = {
  parameters: asAdmin('error'),
  play: async ({ canvasElement }) => {
    // All three tables: demo requests, sales interactions, the admin audit log.
    await waitFor(() => expect(within(canvasElement).queryAllByText('Sorry something has gone wrong')).toHaveLength(3), T);
  },
};
export const Locked: Story = {
  parameters: asGrowth,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Admins only', undefined, T);
  },
};
