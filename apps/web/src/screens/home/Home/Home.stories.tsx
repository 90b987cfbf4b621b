import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';
import { phoneParameters } from '../../../testing/viewports';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Home',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
  args: { path: '/' },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Lazy routes load in a shared browser: wait longer than the 1 s default. */
const wait = { timeout: 8000 };
const page = (el: HTMLElement) => within(el);
const card = (el: HTMLElement, name: string) => page(el).findByRole('region', { name }, wait);

/** Maya (Growth): every card filled; each "See all" opens the notices page with the card's filters. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const news = await card(canvasElement, 'New notices for your signals');
    await expect(within(news).getByText('12')).toBeVisible();
    await expect(within(news).getByRole('link', { name: 'See all 12 on the notices page' }).getAttribute('href')).toMatch(/^\/notices\?noticeFilters=/);
    await expect(within(news).getByRole('link', { name: 'Provision of Cloud Hosting Services for Leeds City Council' })).toBeVisible();
    const leads = await card(canvasElement, 'Your leads closing soon');
    await expect(within(leads).getByRole('list', { name: 'Your leads closing soonest' })).toBeVisible();
    await card(canvasElement, 'Contracts expiring at your buyers');
    const team = await card(canvasElement, 'Team activity');
    await expect(team).toHaveTextContent('Leo Okafor commented on');
    await expect(within(await card(canvasElement, 'Your alerts')).getByText('Cloud tenders')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ home: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Loading Home', undefined, wait);
  },
};

/** A brand-new team with no signals: Home invites them to set signals (a link to the signal settings). */
export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ home: 'empty' }) } },
  play: async ({ canvasElement }) => {
    const news = await card(canvasElement, 'New notices for your signals');
    await expect(within(news).getByRole('link', { name: 'Set up your signals' }).getAttribute('href')).toBe('/account-management/feed-settings');
    const contracts = await card(canvasElement, 'Contracts expiring at your buyers');
    await expect(within(contracts).getByRole('link', { name: 'Go to buyer lists' })).toBeVisible();
    await expect(await card(canvasElement, 'Your alerts')).toHaveTextContent('You have no alerts yet.');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ home: 'error' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Sorry something has gone wrong. If this error persists please contact support', undefined, wait);
  },
};

/** Free plan: buyer lists need the BUYERS data type, so expiring contracts are behind the paywall. */
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free, home: 'locked' }) } },
  play: async ({ canvasElement }) => {
    const contracts = await card(canvasElement, 'Contracts expiring at your buyers');
    await expect(contracts).toHaveTextContent('Know your buyers');
    await expect(within(contracts).getByRole('link', { name: 'View pricing' })).toBeVisible();
    await expect(within(contracts).queryByRole('list')).toBeNull();
  },
};

/** A guest pass: new notices only; the team cards invite them to a plan of their own. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest, home: 'guest' }) } },
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'New notices for your signals');
    for (const name of ['Your leads closing soon', 'Team activity', 'Your alerts']) {
      await expect(await card(canvasElement, name)).toHaveTextContent('For team members');
    }
  },
};

/** A phone: the cards stack in one column and long names wrap. */
export const Phone: Story = {
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'New notices for your signals');
  },
};

/** A 1440 desktop: two columns, nothing overflows. */
export const Desktop: Story = {
  parameters: { screenshot: { viewport: { width: 1440, height: 900 } } },
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'Your alerts');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(1440);
  },
};
