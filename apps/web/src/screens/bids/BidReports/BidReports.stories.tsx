// No Locked story: the list shows the team's own reports on every plan; generating one is what the plan and credits limit (Screens/BidReport Locked).
// No Guest story: guests cannot generate reports; their list is the Empty state.
// States: Default, Loading, Empty, Error. No Locked story: the list of a team's reports is readable on every plan (generating one is locked: Screens/Bids/BidQualification Locked). No Guest story: a guest pass reads the same list; the guest's limits are on the report page (BidQualification Guest).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockHandlers } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const T = { timeout: 10_000 };
const meta: Meta<typeof AppStory> = {
  title: 'Screens/Bids/BidReports',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
  args: { path: '/reports/bid-no-bid' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('link', { name: 'Leeds cloud hosting' }, T)).toHaveAttribute('href', '/opportunities/501/bid_qualification/');
    await expect(c.getByText('No bid')).toBeVisible();
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ bids: { scenario: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading bid reports', undefined, T);
  },
};
export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ bids: { scenario: 'empty' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No bid/no-bid reports yet', undefined, T);
  },
};
export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ bids: { scenario: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sorry something has gone wrong. If this error persists please contact support', undefined, T);
  },
};
