// No Empty story: the page is a form for the one invitation in its link; it lists nothing.
// Signed-out page: the Locked and Guest states cannot occur.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { mockHandlers } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const TOKEN = 'C'.repeat(43);
const meta: Meta<typeof AppStory> = {
  title: 'Screens/AcceptInvitation',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: null }) } },
  args: { path: `/accept-invitation?token=${TOKEN}` },
};
export default meta;
type Story = StoryObj<typeof meta>;
const slow = { timeout: 5000 };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Join Northwind Digital Ltd' }, slow);
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Join team' }, slow));
    await c.findByText('Enter your first name');
    await c.findByText('Password must be at least 10 characters');
  },
};

export const Expired: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: null, accounts: { invitation: 'expired' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'This invitation has expired. Ask your colleague to send it again.',
      {},
      slow,
    );
  },
};

export const InvalidLink: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: null, accounts: { invitation: 'invalid' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'This link is not valid or has expired. Ask for a new one.',
      {},
      slow,
    );
  },
};

/** The invitation is being looked up. */
export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: null, accounts: { link: 'loading' } }) } },
};

/** The look-up failed (server error). */
export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: null, accounts: { link: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('There is a problem', {}, { timeout: 5000 });
  },
};
