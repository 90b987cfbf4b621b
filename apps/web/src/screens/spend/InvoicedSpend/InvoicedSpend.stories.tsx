// States: Default (all buyers, synthetic data marked), Buyer, SupplierAcrossBuyers, Empty (a buyer without spend: request it), Loading, Error, Locked (Free plan), Guest (a guest pass has no SPEND: the paywall).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ORGANISATION_GUIDS, mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const T = { timeout: 10_000 };

const meta: Meta<typeof AppStory> = {
  title: 'Screens/InvoicedSpend',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { path: '/invoiced-spend' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'Invoiced spend' }, T);
    await expect(await c.findByText('Demo data: synthetic payments generated from real contract awards', undefined, T)).toBeVisible();
    await expect(c.getAllByText('£1,284,501')[0]).toBeVisible();
    await expect(c.getByRole('link', { name: 'Capita Business Services Ltd: spend across buyers' })).toBeVisible();
  },
};

/** One buyer: its top suppliers. */
export const Buyer: Story = {
  args: { path: `/invoiced-spend?buyer=${ORGANISATION_GUIDS.leeds}` },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 2, name: 'Top suppliers of Leeds City Council' }, T);
  },
};

/** A supplier's spend across buyers. */
export const SupplierAcrossBuyers: Story = {
  args: { path: `/invoiced-spend?supplier=${ORGANISATION_GUIDS.capita}` },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Spend with Capita Business Services Ltd across buyers', undefined, T);
  },
};

/** A buyer without spend data: the request button records a request. */
export const Empty: Story = {
  args: { path: `/invoiced-spend?buyer=${ORGANISATION_GUIDS.cardiff}` },
  parameters: { msw: { handlers: mockHandlers({ spend: 'empty' }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Request spend data' }, T));
    await c.findByText("Thanks, we've recorded your request for this buyer's spend data.", undefined, T);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ spend: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Loading invoiced spend', undefined, T);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ spend: 'error' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findAllByText('Sorry something has gone wrong. If this error persists please contact support', undefined, T);
  },
};

export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'See what buyers really spend' }, T);
  },
};

export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'See what buyers really spend' }, T);
  },
};
