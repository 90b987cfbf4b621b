// No Guest story: switching company is staff-only; a guest gets the not-admin answer.
// States: Default (switch company), SwitchTeamActing (acting inside a company), Loading, Error, Empty (no company), Locked (not an admin). Guest: as Locked (shown by Screens/Admin/Accounts).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppStory } from '../../../testing/AppStory';
import { T, asAdmin, asGrowth } from '../adminStoryParams';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Admin/Switch',
  component: AppStory,
  parameters: { layout: 'fullscreen', ...asAdmin() },
  args: { path: '/admin/switch-company' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Switch to FreeCo' }, T);
  },
};
/** Acting inside Northwind: the admin bar says so, with the way back. */
export const SwitchTeamActing: Story = {
  args: { path: '/admin/switch-team' },
  parameters: asAdmin('acting'),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('button', { name: 'Switch to Bids' }, T);
    await expect(await c.findByText(/Acting in Northwind Digital Ltd/)).toBeVisible();
    await expect(c.getByRole('button', { name: 'Back to Tenderlens Staff' })).toBeVisible();
  },
};
export const Loading: Story = { parameters: asAdmin('loading') };
export const Empty: Story = {
  parameters: asAdmin('empty'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No companies found', undefined, T);
  },
};
export const Error: Story = {
  parameters: asAdmin('error'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sorry something has gone wrong', undefined, T);
  },
};
export const Locked: Story = {
  parameters: asGrowth,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Admins only', undefined, T);
  },
};
