// No Empty story: the page acts on the one token in its link.
// No Locked story: verification comes before any plan is used.
// No Guest story: a guest pass has no email to verify; guests never reach this page.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockHandlers } from '@tenderlens/domain/mocks';
import { within } from 'storybook/test';
import { AppStory } from '../../../testing/AppStory';

const TOKEN = 'A'.repeat(43);
const meta: Meta<typeof AppStory> = {
  title: 'Screens/VerifyEmail',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: null }) } },
  args: { path: `/verify-email?token=${TOKEN}` },
};
export default meta;
type Story = StoryObj<typeof meta>;
const slow = { timeout: 5000 };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Your email address is verified', {}, slow);
  },
};

export const ExpiredLink: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: null, accounts: { link: 'invalid' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This link has expired or was already used', {}, slow);
  },
};

export const MissingToken: Story = { args: { path: '/verify-email' } };

/** The link is being checked. */
export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: null, accounts: { link: 'loading' } }) } },
};

/** Tenderlens could not be reached (server error). */
export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: null, accounts: { link: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('There is a problem', {}, slow);
  },
};
