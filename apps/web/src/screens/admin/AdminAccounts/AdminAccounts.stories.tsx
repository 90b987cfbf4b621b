// States: Default, Loading, Empty, Error, Locked (not an admin), Guest.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppStory } from '../../../testing/AppStory';
import { LOAD_ERROR, T, asAdmin, asGrowth, asGuest } from '../adminStoryParams';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Admin/Accounts',
  component: AppStory,
  parameters: { layout: 'fullscreen', ...asAdmin() },
  args: { path: '/admin' },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** /admin: companies and users. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('link', { name: 'FreeCo' }, T)).toHaveAttribute('href', '/admin/companies/1');
    await expect(c.getByRole('link', { name: 'Sam Reid' })).toBeVisible();
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
    await within(canvasElement).findAllByText(LOAD_ERROR, undefined, T);
  },
};
/** Not an admin: the page says so. */
export const Locked: Story = {
  parameters: asGrowth,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Admins only', undefined, T);
  },
};
export const Guest: Story = {
  parameters: asGuest,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Admins only', undefined, T);
  },
};
