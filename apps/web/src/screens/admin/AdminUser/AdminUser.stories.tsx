// No Guest story: admin pages are for Tenderlens staff; a guest gets the not-admin answer.
// States: Default, Loading, Error, Empty (a user id that does not exist), Locked (not an admin), DeleteConfirm (the delete modal). Guest: as Locked (every admin page says 'Admins only'; shown by Screens/Admin/Accounts).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppStory } from '../../../testing/AppStory';
import { LOAD_ERROR, T, asAdmin, asGrowth } from '../adminStoryParams';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Admin/User',
  component: AppStory,
  parameters: { layout: 'fullscreen', ...asAdmin() },
  args: { path: '/admin/users/3' },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** /admin/users/{id}: admin flag, export permission, active, team; delete. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'Leo Grant' }, T);
    await expect(c.getByRole('switch', { name: 'Export permission' })).not.toBeChecked();
    await expect(c.getByRole('button', { name: 'Delete user' })).toBeVisible();
  },
};
export const Loading: Story = { parameters: asAdmin('loading') };
export const Empty: Story = {
  args: { path: '/admin/users/999' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText(LOAD_ERROR, undefined, T);
  },
};
export const Error: Story = {
  parameters: asAdmin('error'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText(LOAD_ERROR, undefined, T);
  },
};
export const Locked: Story = {
  parameters: asGrowth,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Admins only', undefined, T);
  },
};
/** 'Delete user': what goes with the user and what stays with the team, before anything is deleted. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Delete user' }, T));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Delete Leo Grant?' }, T);
    await expect(within(dialog).getByText(/Their private saved views and lists are deleted/)).toBeVisible();
  },
};
