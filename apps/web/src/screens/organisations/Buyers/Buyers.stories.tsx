// States: Default, Searched, Loading, Empty, Error, Locked, Guest, BuyerListPopover, BuyerCategoriesHidden
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

/** Lazy routes, the user and the page's reads arrive one after another: allow for a busy machine. */
const T = { timeout: 10_000 };

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Buyers',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { path: '/buyers' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

/** Buyers by notice count, with upcoming expiries and last activity from the buyer stats. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await expect(await c.findByRole('link', { name: 'Leeds City Council' }, T)).toHaveAttribute('href', expect.stringContaining('/buyers/'));
    await expect(c.getByRole('columnheader', { name: /Upcoming expiries/ })).toBeVisible();
    // show_buyer_categories is on: each buyer's categories, and its town with its NUTS region.
    await expect(await c.findByRole('columnheader', { name: /Buyer categories/ }, T)).toBeVisible();
    await expect(c.getByText('Local authority, Metropolitan district')).toBeVisible();
    await expect(c.getByText('Cardiff, Cardiff and Vale of Glamorgan')).toBeVisible();
  },
};

/** With the display setting show_buyer_categories off (Settings › Security), the categories column is not shown. */
export const BuyerCategoriesHidden: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, accounts: { showBuyerCategories: false } }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Leeds City Council' }, T);
    await expect(c.getByRole('columnheader', { name: /Upcoming expiries/ })).toBeVisible();
    await expect(c.queryByRole('columnheader', { name: /Buyer categories/ })).toBeNull();
    await expect(c.queryByText('Local authority, Metropolitan district')).toBeNull();
  },
};

/** Typing narrows the buyers (debounced search). */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Cardiff Council' }, T);
    await userEvent.type(c.getByRole('searchbox', { name: 'Search buyers' }), 'cardiff{Enter}');
    await waitFor(() => expect(c.queryByRole('link', { name: 'Leeds City Council' })).toBeNull(), T);
    await expect(await c.findByRole('link', { name: 'Cardiff Council' }, T)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ organisations: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Loading buyers', undefined, T);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ organisations: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('No buyers found', undefined, T);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ organisations: 'error' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Sorry something has gone wrong. If this error persists please contact support', undefined, T);
  },
};

/** Free plan (no BUYERS): the paywall takes the page. */
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'Know your buyers' }, T);
  },
};

/** A guest pass has no BUYERS either: the same paywall. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'Know your buyers' }, T);
  },
};

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Each row opens the buyer list popover (spec 1§2 screen 4) to add that buyer to one of the user's lists. */
export const BuyerListPopover: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Leeds City Council' }, T);
    await userEvent.click(c.getByRole('button', { name: 'Save Leeds City Council to a buyer list' }));
    const pop = within(await body(canvasElement).findByRole('dialog', { name: 'Save to a buyer list' }, T));
    await expect(await pop.findByRole('button', { name: 'Add to Councils' }, T)).toBeVisible();
  },
};
