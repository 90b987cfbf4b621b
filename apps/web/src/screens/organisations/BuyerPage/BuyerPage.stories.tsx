import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ORGANISATION_GUIDS, mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

/** Lazy routes, the user and the page's reads arrive one after another: allow for a busy machine. */
const T = { timeout: 10_000 };

const meta: Meta<typeof AppStory> = {
  title: 'Screens/BuyerPage',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { path: `/buyers/${ORGANISATION_GUIDS.leeds}` },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Award summary (four figures), the per-CPV chart with links to the awards search, and the suppliers table. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'Leeds City Council' }, T);
    await c.findByText('£48,250,000', undefined, T);
    await expect(c.getByText('31.5%')).toBeVisible();
    // The header's expiries name their horizon, the panel's default (one horizon for both).
    await expect(c.getByText('Upcoming expiries (next 3 years)')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Save to a buyer list' })).toBeVisible();
    const bar = c.getAllByRole('link', { name: /^72 IT services/ })[0];
    await expect(bar).toHaveAttribute('target', '_blank');
    await expect(bar).toHaveAttribute('href', expect.stringContaining('/notices?noticeFilters='));
    // A division with no count and no value is not drawn.
    await expect(c.queryByRole('link', { name: /^90 Sewage/ })).toBeNull();
    await expect(await c.findByRole('link', { name: 'Capita Business Services Ltd' }, T)).toBeVisible();
    // Spend data: this buyer's awards to the supplier; call-offs link to the framework's call-offs for it.
    await expect(c.getByText('£6,120,000')).toBeVisible();
    await expect(c.getByRole('link', { name: '5 framework call-offs of Capita Business Services Ltd' })).toHaveAttribute(
      'href',
      `/frameworks/${ORGANISATION_GUIDS.framework}/call-offs?supplier=${ORGANISATION_GUIDS.capita}`,
    );
  },
};

/** Upcoming expiries over the next 5 years: a missing SME share reads 0.0%. */
export const Expiries: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('£48,250,000', undefined, T);
    await userEvent.click(c.getByRole('radio', { name: 'Upcoming expiries' }));
    await c.findByRole('heading', { name: 'Expiring contracts' }, T);
    await userEvent.click(c.getByRole('button', { name: /Period/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Next 5 years' }, T));
    await c.findByText('£20,666,667', undefined, T);
    await expect(c.getAllByText('0.0%').length).toBeGreaterThan(0);
  },
};

/** The alias tooltip names other spellings, each cut at 100 characters. */
export const AliasTooltip: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Capita Business Services Ltd' }, T);
    await userEvent.tab();
    c.getByRole('button', { name: 'Other names of Capita Business Services Ltd' }).focus();
    const tooltip = await body(canvasElement).findByRole('tooltip', undefined, T);
    await expect(tooltip.textContent).toContain('Capita plc');
    await expect(tooltip.textContent).toContain('…');
  },
};

/** Selecting suppliers offers the bulk save (the save drawer of the lists screen opens from it). */
export const Selected: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Capita Business Services Ltd' }, T);
    await userEvent.click(c.getByRole('checkbox', { name: /Select Capita Business Services Ltd/ }));
    await userEvent.click(c.getByRole('checkbox', { name: /Select Acme Cloud Analytics Ltd/ }));
    await expect(c.getByRole('button', { name: /^Export/ })).toBeEnabled();
  },
};

/** A plan with BUYERS but without AWARDS: the bars are locked and a click opens the subscription check. */
export const LockedBars: Story = {
  parameters: {
    msw: { handlers: mockHandlers({ user: { ...userFixtures.growth, activeDataTypes: userFixtures.growth.activeDataTypes.filter((t) => t !== 'AWARDS') } }) },
  },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('£48,250,000', undefined, T);
    const bar = c.getAllByRole('button', { name: /^72 IT services.*locked/ })[0];
    if (!bar) throw new globalThis.Error('no locked bar');
    await userEvent.click(bar);
    await body(canvasElement).findByRole('dialog', { name: 'See who won and for how much' }, T);
  },
};

/** A plan without SPEND: the suppliers' spend is left out by the server and each cell is a lock to the paywall. */
export const LockedSpend: Story = {
  parameters: {
    msw: { handlers: mockHandlers({ user: { ...userFixtures.growth, activeDataTypes: userFixtures.growth.activeDataTypes.filter((t) => t !== 'SPEND') } }) },
  },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Capita Business Services Ltd' }, T);
    await expect(c.queryByText('£6,120,000')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Spend data of Capita Business Services Ltd is locked: upgrade to see it' }));
    await body(canvasElement).findByRole('dialog', { name: 'See what buyers really spend' }, T);
    // Closed again: the snapshot shows the locked cells (the click scrolled them into view).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull(), T);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ organisations: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Loading buyer', undefined, T);
  },
};

/** A buyer with no awards in the window and no suppliers. */
export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ organisations: 'empty' }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('No contracts awarded in the past 3 years', undefined, T);
    await c.findByText('No suppliers found', undefined, T);
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

/** A guest pass has no BUYERS: the paywall. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'Know your buyers' }, T);
  },
};

/** The buyer list popover in the page header (spec 1§2 screen 4): the user's private and team lists, each to add the buyer to. */
export const BuyerListPopover: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'Leeds City Council' }, T);
    await userEvent.click(c.getByRole('button', { name: 'Save to a buyer list' }));
    const pop = within(await body(canvasElement).findByRole('dialog', { name: 'Save to a buyer list' }, T));
    await expect(await pop.findByRole('button', { name: 'Add to Councils' }, T)).toBeVisible();
    await expect(pop.getByRole('heading', { name: 'Team' })).toBeVisible();
  },
};
