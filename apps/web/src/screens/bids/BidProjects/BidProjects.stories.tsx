// States: Default, Loading, Empty, Error, Locked (Free: no BIDS, the paywall page), Guest (a guest pass has no BIDS: the same paywall page).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bidProjectFixtures, mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const T = { timeout: 10_000 };
const meta: Meta<typeof AppStory> = {
  title: 'Screens/Bids/BidProjects',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ opportunities: { data: bidProjectFixtures() } }) } },
  args: { path: '/bids' },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Two bids in progress, soonest due first; finished and qualifying opportunities are not listed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const table = await c.findByRole('table', { name: 'Bids in progress' }, T);
    await expect(await within(table).findByRole('link', { name: 'Leeds cloud hosting bid' }, T)).toHaveAttribute('href', '/opportunities/61');
    await expect(within(table).getByRole('link', { name: 'Kent housing system' })).toBeVisible();
    await expect(within(table).queryByText('Bristol analytics framework')).toBeNull();
    // Each bid's response progress (the mock opportunity has three responses, none complete).
    await expect((await within(table).findAllByText('0 of 3 complete', undefined, T))[0]).toBeVisible();
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ opportunities: { scenario: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading bids', undefined, T);
  },
};
export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No bids in progress', undefined, T);
  },
};
export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ opportunities: { scenario: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'Sorry something has gone wrong loading bids - If this error persists please contact support',
      undefined,
      T,
    );
  },
};
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, T)).toBeVisible();
    await expect(within(canvasElement).queryByRole('table', { name: 'Bids in progress' })).toBeNull();
  },
};
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, T)).toBeVisible();
    await expect(within(canvasElement).queryByRole('table', { name: 'Bids in progress' })).toBeNull();
  },
};
