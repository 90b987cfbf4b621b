// No Guest story: admin pages are for Tenderlens staff; a guest is refused before the page renders (the NotAdmin story shows what a non-admin gets).
// States: Default, Loading, Error, Empty (a company id that does not exist), Locked (not an admin). Guest: as Locked (every admin page says 'Admins only'; shown by Screens/Admin/Accounts).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppStory } from '../../../testing/AppStory';
import { LOAD_ERROR, T, asAdmin, asGrowth } from '../adminStoryParams';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Admin/Company',
  component: AppStory,
  parameters: { layout: 'fullscreen', ...asAdmin() },
  args: { path: '/admin/companies/2' },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** /admin/companies/{id}: plan, data types, seats, allowance, demo flag, users. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'Northwind Digital Ltd' }, T);
    await expect(c.getByRole('button', { name: 'Save company' })).toBeVisible();
  },
};
export const Loading: Story = { parameters: asAdmin('loading') };
/** An unknown company id: the not-found answer shows as the load error. */
export const Empty: Story = {
  args: { path: '/admin/companies/999' },
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
