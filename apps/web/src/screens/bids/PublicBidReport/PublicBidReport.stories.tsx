// No Locked story: opened signed out by its public link, so no plan applies.
// No Guest story: opened signed out by its public link, so no guest pass applies.
// States: Default, Loading, Empty (the link was turned off or never existed: 404), Error (the server failed).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockHandlers, publicBidReportHandlers } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const T = { timeout: 10_000 };
const signedOut = (scenario: Parameters<typeof publicBidReportHandlers>[0]) => [
  ...publicBidReportHandlers(scenario),
  ...mockHandlers({ user: null }),
];

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Bids/PublicBidReport',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: signedOut('ok') } },
  args: { path: '/bid_reports/3f9c2a7e1b' },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The shared report, signed out: recommendation, its reason, every answer, and the PDF link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: 'Bid/no-bid report: Leeds cloud hosting' }, T)).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Recommendation: Bid' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Export as PDF' })).toHaveAttribute('href', '/api/bid_reports/public/3f9c2a7e1b/pdf');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: signedOut('loading') } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading bid report', undefined, T);
  },
};

/** The owner turned the public link off (or it never existed): the server answers 404. */
export const Empty: Story = {
  parameters: { msw: { handlers: signedOut('notFound') } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'This report is not available' }, T)).toBeVisible();
    await expect(c.getByText('The link may have been turned off by its owner.')).toBeVisible();
  },
};

/** The server failed: the same page as a turned-off link, never the server's message. */
export const Error: Story = {
  parameters: { msw: { handlers: signedOut('error') } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'This report is not available' }, T)).toBeVisible();
    await expect(c.queryByText('Internal error')).toBeNull();
  },
};
