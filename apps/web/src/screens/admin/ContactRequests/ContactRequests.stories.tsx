// No Locked story: staff pages are not sold by plan; admins see them whatever their company plan.
// No Guest story: staff-only; a guest gets the not-admin answer.
// States: Default, Loading, Empty, Error. (No Locked or Guest: the admin area is admins' only, the shell refuses anyone else.)
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockHandlers, userFixtures, type ContactsScenario } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const T = { timeout: 10_000 };
const asAdmin = (contacts: ContactsScenario = 'default') => ({
  msw: { handlers: mockHandlers({ user: userFixtures.admin, contacts }) },
});

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Admin Contact Requests',
  component: AppStory,
  parameters: { layout: 'fullscreen', ...asAdmin() },
  args: { path: '/admin/contact-requests' },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Every company's contact requests with the automation webhook's delivery. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Contact requests' }, T);
    await expect(await c.findByText(/Leeds City Council/, {}, T)).toBeVisible();
    await expect(c.getByText(/sent \(1 attempts\)/)).toBeVisible();
  },
};
export const Loading: Story = { parameters: asAdmin('loading') };
export const Empty: Story = {
  parameters: asAdmin('empty'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No contact requests yet', undefined, T);
  },
};
export const Error: Story = {
  parameters: asAdmin('error'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText(
      'Sorry something has gone wrong. If this error persists please contact support',
      undefined,
      T,
    );
  },
};
