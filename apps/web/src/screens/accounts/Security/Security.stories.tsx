// No Empty story: the user viewing the page always has their own session listed.
// No Locked story: sessions and passwords are on every plan.
// States: Default, Loading, Error, Guest, SessionRevoked. No Empty story: the page is read from a signed-in session,
// so the session list always holds at least that one. No Locked story: account security is on every plan.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Security',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { path: '/account-management/security' },
};
export default meta;
type Story = StoryObj<typeof meta>;
const slow = { timeout: 5000 };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Firefox on Windows', {}, slow);
  },
};
/** Signing out of another session removes it from the list. */
export const SessionRevoked: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Sign out' }, slow));
    await waitFor(() => expect(c.queryByText('Firefox on Windows')).toBeNull());
  },
};
export const Loading: Story = {
  parameters: {
    msw: { handlers: mockHandlers({ user: userFixtures.growth, accounts: { scenario: 'loading' } }) },
  },
};
export const Error: Story = {
  parameters: {
    msw: { handlers: mockHandlers({ user: userFixtures.growth, accounts: { scenario: 'error' } }) },
  },
  play: async ({ canvasElement }) => {
    // Both sections: where you are signed in, display settings.
    await waitFor(() => expect(within(canvasElement).queryAllByText('Sorry something has gone wrong')).toHaveLength(2), { timeout: 10_000 });
  },
};
export const Guest: Story = { parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } } };
