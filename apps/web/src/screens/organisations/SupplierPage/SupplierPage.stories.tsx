import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ORGANISATION_GUIDS, mockHandlers, noticeFixtures, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

/** Lazy routes, the user and the page's reads arrive one after another: allow for a busy machine. */
const T = { timeout: 10_000 };

const meta: Meta<typeof AppStory> = {
  title: 'Screens/SupplierPage',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { path: `/suppliers/${ORGANISATION_GUIDS.capita}` },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);
const awarded = noticeFixtures.filter((n) => n.stage === 'AWARDED');

/** Details, stats and the buyers that awarded the supplier. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'Capita Business Services Ltd' }, T);
    await expect(c.getByText('Competitor')).toBeVisible();
    await expect(await c.findByRole('link', { name: 'Leeds City Council' }, T)).toBeVisible();
  },
};

/** /suppliers/{guid}/awards: the supplier's awarded notices. */
export const Awards: Story = {
  args: { path: `/suppliers/${ORGANISATION_GUIDS.capita}/awards` },
  parameters: { msw: { handlers: mockHandlers({ notices: { items: awarded } }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { name: 'Awards' }, T);
    await expect(await c.findByRole('link', { name: 'Asset data platform' }, T)).toBeVisible();
  },
};

/** /suppliers/{id}/upcoming_expiries with the lookback choice. */
export const UpcomingExpiries: Story = {
  args: { path: `/suppliers/${ORGANISATION_GUIDS.capita}/upcoming_expiries` },
  parameters: { msw: { handlers: mockHandlers({ notices: { items: awarded } }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { name: 'Upcoming expiries' }, T);
    await expect(c.getByRole('button', { name: /Period/ })).toHaveTextContent('Next 3 years');
  },
};

/** The buyer-relationship view: awards of one buyer to the supplier. */
export const BuyerRelationship: Story = {
  args: { path: `/buyers/${ORGANISATION_GUIDS.leeds}/suppliers/${ORGANISATION_GUIDS.capita}` },
  parameters: { msw: { handlers: mockHandlers({ notices: { items: awarded } }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Back to the buyer' }, T);
    await c.findByRole('heading', { name: 'Awards' }, T);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ organisations: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Loading supplier', undefined, T);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ organisations: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('No buyer has awarded this supplier a contract yet.', undefined, T);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ organisations: 'error' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Sorry something has gone wrong. If this error persists please contact support', undefined, T);
  },
};

/** Free plan (no SUPPLIERS): the paywall. */
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'Track competitors and partners' }, T);
  },
};

/** A guest pass: supplier pages are paywalled (and supplier links elsewhere offer the upgrade). */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'Track competitors and partners' }, T);
  },
};
