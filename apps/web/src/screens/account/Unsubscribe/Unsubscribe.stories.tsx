// No Empty story: the page acts on the one alert named by its signed link; a bad link is the Error story.
// No Locked story: it is opened signed out from an email link, so no plan applies.
// No Guest story: it is opened signed out from an email link, so no guest pass applies.
// States: Default, InvalidLink, plus Loading and Error where present. No Empty story: the link names exactly one alert (or is invalid: InvalidLink). No Locked or Guest story: the page is opened signed out from an email link, so no plan or guest pass applies.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const TOKEN = 'a'.repeat(64);
const meta: Meta<typeof AppStory> = {
  title: 'Screens/Unsubscribe',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: null }) } },
  args: { path: `/unsubscribe?token=${TOKEN}` },
};
export default meta;
type Story = StoryObj<typeof meta>;
const wait = { timeout: 8000 };

/** Signed out, from the email: the alert is named and one press pauses it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('You receive new notices from the alert “Open IT tenders daily”.', undefined, wait);
    await userEvent.click(c.getByRole('button', { name: 'Unsubscribe' }));
    await c.findByText('You are unsubscribed', undefined, wait);
  },
};

export const InvalidLink: Story = {
  args: { path: `/unsubscribe?token=${'b'.repeat(64)}` },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This unsubscribe link is not valid', undefined, wait);
    await expect(within(canvasElement).queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  },
};

/** The alert is being looked up. */
export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: null, alerts: 'loading' }) } },
};

/** The look-up failed (server error): the page says so. */
export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: null, alerts: 'error' }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This unsubscribe link is not valid', undefined, { timeout: 10_000 });
  },
};
