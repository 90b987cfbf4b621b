import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  DEFAULT_SUPPLIER_FILTERS,
  serialiseSupplierFilters,
  type SupplierTableFilters,
} from '@tenderlens/domain';
import {
  SUPPLIER_CALL_OFF_FRAMEWORK,
  SUPPLIER_GUIDS,
  mockHandlers,
  signalSettingsFixture,
  supplierFixtures,
  userFixtures,
} from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';
import { expandGroup } from '../../../testing/filterDrawer';

const at = (f: Partial<SupplierTableFilters>) =>
  `/suppliers?supplierFilters=${serialiseSupplierFilters({ ...DEFAULT_SUPPLIER_FILTERS, ...f })}`;
/** The route's chunk loads lazily: the first lookup of a story waits longer. */
const slow = { timeout: 5000 };
const page = (canvasElement: HTMLElement) => within(canvasElement);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The result count reads "{n} suppliers" across two spans. */
const countText = (text: string) => (_: string, el: Element | null) =>
  el?.tagName === 'SPAN' && el.textContent === text && !!el.children.length;

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Suppliers',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { path: '/suppliers' },
};
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * All suppliers by name, with SME, awards (linking to the notices search), expiries, signals, spend data
 * (contract-award value) and framework columns; the call-offs count links to the framework's call-offs
 * filtered by the supplier.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Capita Business Services Ltd' }, slow);
    await expect(await c.findByText(countText('6 suppliers'))).toBeVisible();
    await expect(c.getByRole('link', { name: '12 awards of Capita Business Services Ltd' })).toHaveAttribute(
      'href',
      expect.stringContaining('/notices?noticeFilters='),
    );
    await expect(c.getByRole('columnheader', { name: /Spend data/ })).toBeVisible();
    await expect(c.getByText('£48,750,000')).toBeVisible();
    await expect(
      c.getByRole('link', { name: '5 framework call-offs of Capita Business Services Ltd' }),
    ).toHaveAttribute(
      'href',
      `/frameworks/${SUPPLIER_CALL_OFF_FRAMEWORK}/call-offs?supplier=${SUPPLIER_GUIDS.capita}`,
    );
    await expect(c.getByRole('columnheader', { name: /Framework call-offs/ })).toBeVisible();
    await expect(c.getByRole('tab', { name: 'All suppliers', selected: true })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ signals: { suppliersScenario: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Loading suppliers', {}, slow);
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers({ signals: { data: { settings: signalSettingsFixture(), suppliers: [] } } }),
    },
  },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('No suppliers found', {}, slow);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ signals: { suppliersScenario: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(
      'Sorry something has gone wrong. If this error persists please contact support',
      {},
      slow,
    );
  },
};

/** Free plan (no SUPPLIERS): the paywall with the navigation's copy; the server refuses the search as well. */
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { name: 'Track competitors and partners', level: 1 }, slow);
    await expect(c.getByRole('button', { name: 'Book a demo' })).toBeVisible();
  },
};

/** A plan without SPEND: the server leaves spend out, each spend cell is a lock that opens the spend paywall. */
export const SpendLocked: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers({
        user: {
          ...userFixtures.growth,
          activeDataTypes: userFixtures.growth.activeDataTypes.filter((t) => t !== 'SPEND'),
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Capita Business Services Ltd' }, slow);
    await expect(c.queryByText('£48,750,000')).toBeNull();
    await userEvent.click(
      c.getByRole('button', {
        name: 'Spend data of Capita Business Services Ltd is locked: upgrade to see it',
      }),
    );
    await body(canvasElement).findByRole('dialog', { name: 'See what buyers really spend' });
    // Closed again: the snapshot shows the locked cells (the click scrolled them into view).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/**
 * A guest pass has no data types (docs/contracts.md), so the suppliers table itself is locked for it:
 * the upgrade prompt takes the page's place. (A guest never sees supplier links here; the name cell's
 * upgrade prompt applies wherever a guest is shown a supplier name.)
 */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { name: 'Track competitors and partners', level: 1 }, slow);
    await expect(c.getByRole('link', { name: 'View pricing' })).toBeVisible();
  },
};

/** The competitors tab lists the team's saved competitors, sorted by awards. */
export const CompetitorsTab: Story = {
  args: { path: at({ tab: 'competitors' }) },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Capita Business Services Ltd' }, slow);
    await expect(c.getByRole('tab', { name: 'Competitors', selected: true })).toBeVisible();
    await expect(c.queryByRole('link', { name: 'Acme Digital Ltd' })).toBeNull();
    await expect(c.getByText('Competitor')).toBeVisible();
  },
};

export const PartnersTab: Story = {
  args: { path: at({ tab: 'partners' }) },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Acme Digital Ltd' }, slow);
    await expect(c.getByText('Partner')).toBeVisible();
  },
};

/** No competitors saved: the getting-started state with its steps and the two buttons. */
export const CompetitorsGettingStarted: Story = {
  args: { path: at({ tab: 'competitors' }) },
  parameters: {
    msw: {
      handlers: mockHandlers({
        signals: {
          data: { settings: signalSettingsFixture({ competitorGuids: [] }), suppliers: supplierFixtures() },
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { name: 'Getting started with competitors' }, slow);
    await expect(c.getByText("You haven't saved any competitors yet")).toBeVisible();
    await expect(c.getByRole('link', { name: 'Go to signal settings' })).toHaveAttribute(
      'href',
      '/account-management/feed-settings',
    );
    await expect(c.getByRole('button', { name: 'View all suppliers' })).toBeVisible();
  },
};

export const PartnersGettingStarted: Story = {
  args: { path: at({ tab: 'partners' }) },
  parameters: {
    msw: {
      handlers: mockHandlers({
        signals: {
          data: { settings: signalSettingsFixture({ partnerGuids: [] }), suppliers: supplierFixtures() },
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { name: 'Getting started with partners' }, slow);
    await userEvent.click(c.getByRole('button', { name: 'View all suppliers' }));
    await c.findByRole('link', { name: 'Capita Business Services Ltd' }, slow);
  },
};

/** Filters from the drawer become chips: the first four show, the rest fold into '+ N More'. */
export const FilterChips: Story = {
  args: {
    path: at({
      sme: 'hide',
      signals: ['keyword:cloud hosting', 'keyword:data platform'],
      countryCodes: ['GB', 'IE'],
      buyerGuids: ['00000000-0000-4000-8000-00000000b001'],
    }),
  },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('Signal: cloud hosting', {}, slow);
    await expect(c.getByRole('button', { name: /\+ 2 More/ })).toBeVisible();
  },
};

export const FiltersOpen: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Capita Business Services Ltd' }, slow);
    await userEvent.click(c.getByRole('button', { name: 'Filters' }));
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Filters' }));
    await expect(drawer.getByRole('radio', { name: 'Only SMEs' })).toBeVisible();
    await drawer.findByRole('checkbox', { name: 'Keyword: cloud hosting' });
  },
};

async function openFilters(canvasElement: HTMLElement) {
  const c = page(canvasElement);
  await c.findByRole('link', { name: 'Capita Business Services Ltd' }, slow);
  await userEvent.click(c.getByRole('button', { name: 'Filters' }));
  return within(await body(canvasElement).findByRole('dialog', { name: 'Filters' }));
}

/** The drawer's Suppliers and Buyers groups: a supplier picker, the buyer search picker, buyer lists and buyer type. */
export const FiltersSuppliersAndBuyers: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openFilters(canvasElement);
    await userEvent.type(drawer.getByRole('combobox', { name: 'Suppliers' }), 'Ca');
    await userEvent.click(
      await body(canvasElement).findByRole('option', { name: 'Capita Business Services Ltd' }, slow),
    );
    await drawer.findByText('Capita Business Services Ltd');
    await expandGroup(drawer, 'Buyers');
    await userEvent.type(drawer.getByRole('combobox', { name: 'Buyers' }), 'leeds');
    await userEvent.click(
      await body(canvasElement).findByRole('option', { name: /Leeds Teaching Hospitals/ }, slow),
    );
    await expect(
      within(drawer.getByRole('group', { name: 'Chosen buyers' })).getByText(/Leeds Teaching Hospitals/),
    ).toBeVisible();
    await expect(drawer.getByRole('button', { name: /Buyer type/ })).toBeVisible();
  },
};

/** 'Browse buyers' opens the buyer-select modal over the drawer (several buyers at once, UK by default). */
export const FiltersBrowseBuyers: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openFilters(canvasElement);
    await expandGroup(drawer, 'Buyers');
    await userEvent.click(drawer.getByRole('button', { name: 'Browse buyers' }));
    const modal = within(await body(canvasElement).findByRole('dialog', { name: 'Select buyers' }, slow));
    await userEvent.click(await modal.findByRole('checkbox', { name: /Cardiff Council/ }, slow));
    await expect(modal.getByRole('button', { name: 'Select 1' })).toBeVisible();
  },
};

/** Chosen suppliers, buyers and buyer types come from `supplierFilters` and show as chips. */
export const FilteredBySuppliersAndBuyers: Story = {
  args: {
    path: at({
      supplierGuids: [SUPPLIER_GUIDS.capita],
      buyerGuids: ['7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a01'],
      buyerCategoryIds: ['2'],
    }),
  },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Capita Business Services Ltd' }, slow);
    await expect(c.getByText('Suppliers: 1 selected')).toBeVisible();
    await expect(c.getByText('Buyers: 1 selected')).toBeVisible();
    await c.findByText('Buyer type: Health', {}, slow);
    await expect(c.getByRole('button', { name: /^Export/ })).toBeEnabled();
  },
};

/** Only SMEs applied from the drawer: a chip and fewer rows. */
export const FilteredBySme: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Capita Business Services Ltd' }, slow);
    await userEvent.click(c.getByRole('button', { name: 'Filters' }));
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Filters' }));
    await userEvent.click(drawer.getByRole('radio', { name: 'Only SMEs' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Apply filters' }));
    await c.findByText('Only SMEs', {}, slow);
    await c.findByText(countText('3 suppliers'), {}, slow);
  },
};

export const ColumnChooserOpen: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Capita Business Services Ltd' }, slow);
    await userEvent.click(c.getByRole('button', { name: 'Columns' }));
    await body(canvasElement).findByRole('checkbox', { name: /Framework lots/ });
  },
};

/** With typed text and fewer than 100 results a select-all appears; checked selects every result. */
export const SelectAll: Story = {
  args: { path: at({ text: 'ltd' }) },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    const all = await c.findByRole('checkbox', { name: 'Select all 5 suppliers' }, slow);
    await userEvent.click(c.getByRole('checkbox', { name: /Dales Highways/ }));
    await expect(all).toBePartiallyChecked();
    await userEvent.click(c.getByText('Select all 5 suppliers'));
    await c.findByText('5 selected');
    await expect(
      within(c.getByRole('group', { name: 'Selected suppliers' })).getByRole('button', {
        name: 'Save as Signal',
      }),
    ).toBeVisible();
  },
};
