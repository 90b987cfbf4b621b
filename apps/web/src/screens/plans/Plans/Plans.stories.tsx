// No Empty story: the plans catalogue is fixed in @tenderlens/domain/plans, never empty.
// No Locked story: the plans page is what every locked page links to; it is never locked itself.
// States: Default and the plan variants, Loading, Guest, plus Error where present. No Empty story: the plan catalogue is defined in the product and always lists every plan. No Locked story: the plans page is where locked users go; nothing on it is locked.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appConfigFixture, mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';
import { STUDIO_TABS_FLAG } from './PlansPage';

const T = { timeout: 10_000 };
const studioConfig = {
  ...appConfigFixture,
  featureFlags: [...appConfigFixture.featureFlags, STUDIO_TABS_FLAG],
};

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Plans',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { path: '/plans' },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The classic layout, annual billing: Basic from £50; Growth is the current plan. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'Plans to help you build public sector pipeline' }, T);
    await expect(c.getByText('From £50')).toBeVisible();
    await expect(c.getByText('From £475')).toBeVisible();
    await expect(c.getByRole('table', { name: 'Compare our plans in detail' })).toBeVisible();
    await expect(c.getByRole('region', { name: 'Become a preferred pub-sec supplier' })).toBeVisible();
  },
};

/** Monthly billing: Basic from £75 per user per month. */
export const Monthly: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'Plans to help you build public sector pipeline' }, T);
    await userEvent.click(c.getByRole('radio', { name: 'Monthly' }));
    await expect(await c.findByText('From £75')).toBeVisible();
    await expect(c.getByText('per user per month, billed monthly')).toBeVisible();
  },
};

/** A Free user: the extra book-a-demo prompt, and Free marked as the current plan. */
export const Freemium: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText(/Not sure which plan is right for you/, undefined, T);
  },
};

/** The newer layout: 'Plans' with the Sales Studio (default) and Bid Studio tabs. */
export const StudioTabs: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, appConfig: studioConfig }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'Plans' }, T);
    await expect(c.getByRole('tab', { name: 'Sales Studio' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The Bid Studio tab: Track tenders, Win bids, AI source data, Platform, Integrations. */
export const BidStudio: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, appConfig: studioConfig }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('tab', { name: 'Bid Studio' }, T));
    await expect(await c.findByRole('table', { name: 'Bid Studio' })).toBeVisible();
    await expect(c.getByText('Track tenders')).toBeVisible();
  },
};

/** The newer layout on monthly billing. */
export const StudioTabsMonthly: Story = {
  args: { path: '/plans?billing=monthly' },
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, appConfig: studioConfig }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('From £75', undefined, T)).toBeVisible();
  },
};

/** A guest pass: no plan is marked current. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'Plans to help you build public sector pipeline' }, T);
    await expect(c.queryByText('Current plan')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: 'loading' }) } },
};

/** The current user could not be loaded: the app's error page. */
export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: 'error' }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Oops! Something has gone wrong' }, T);
  },
};
