// States: Default, Phone, Loading, Empty, Error, Locked, Guest, FiltersOpen, Filtered, RowActions, HideToast, HideFailed, RestoreSucceeded,
// HideOnlyResult, RestoreFailed, RelevancePopover, RelevanceNoMatch, AssignPicker, Assigned, CommentsSlideOut, FilterDrawerFull,
// FilterChipsNamed, BuyerRegionFilter, BuyerRegionChip, DeliveryRegionFilter, BuyerRegionsLoading, BuyerRegionsError, LotsFilter, BadFilterValue, SavedViews,
// SavedViewApplied, SaveViewNameRequired, ManageViews, ValueRangeInvalid, CpvCodeInvalid, DateFilters, DateRangeInvalid, ColumnsFromUrl,
// DemoDatesMovedForward, AlsoPublishedOn and the rest below.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { configure, expect, userEvent, waitFor, within } from 'storybook/test';

// These stories load several queries at once: give findBy* queries time on a loaded machine.
configure({ asyncUtilTimeout: 8000 });
import { paywallFor, serialiseNoticeTable } from '@tenderlens/domain';
import { demoAppConfigFixture, mockHandlers, noticeFixtures, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';
import { phoneParameters } from '../../../testing/viewports';
import { expandGroup } from '../../../testing/filterDrawer';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Notices',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { path: '/notices' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The result count reads "{n} notices" across two spans. */
const countText = (text: string) => (_: string, el: Element | null) =>
  el?.tagName === 'SPAN' && el.textContent === text && !!el.children.length;

/** A page of notices with relevance, stage, buyer, value and dates. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Supply of cloud hosting and managed services' });
    await expect(await c.findByText(countText('5 notices'))).toBeVisible();
    await expect(c.getByRole('columnheader', { name: /Relevance/ })).toBeVisible();
    // How fresh the data is, against the stories' fixed clock (Find a Tender synced 12 minutes before).
    await expect(await c.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Updated 12 minutes ago from Find a Tender')).toBeVisible();
  },
};

/** A phone (390 px): the small-screen warning first (spec: 992 px and below), then the list under a top bar. */
export const Phone: Story = {
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await b.findByRole('dialog', { name: 'Tenderlens works best on a larger screen' });
    await userEvent.click(b.getByRole('button', { name: 'Continue anyway' }));
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Supply of cloud hosting and managed services' });
    await expect(c.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ notices: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Loading notices');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ notices: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('No notices found');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ notices: 'error' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(
      'Sorry something has gone wrong. If this error persists please contact support',
    );
  },
};

/** Without the AWARDS data type (Free plan) award values and suppliers are withheld by the server. */
export const Locked: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers({
        user: userFixtures.free,
        notices: {
          items: noticeFixtures.map((n) =>
            n.stage === 'AWARDED' ? { ...n, redacted: true, value: null, suppliers: [], isSme: null, startDate: null } : n,
          ),
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Asset data platform' });
    await expect(c.getByRole('img', { name: 'Award details need the Basic plan' })).toBeVisible();
  },
};

/** A guest pass: the filters open an upgrade prompt instead of the drawer. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Supply of cloud hosting and managed services' });
    await userEvent.click(c.getByRole('button', { name: 'Filters' }));
    await body(canvasElement).findByRole('dialog', { name: paywallFor('AWARDS').title });
  },
};

/** The filter drawer, opened from the toolbar. */
export const FiltersOpen: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Supply of cloud hosting and managed services' });
    await userEvent.click(c.getByRole('button', { name: 'Filters' }));
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Filters' }));
    await expect(drawer.getByRole('checkbox', { name: 'Open' })).toBeVisible();
  },
};

/** Filters applied from the drawer become chips; the stage filter narrows the rows. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Supply of cloud hosting and managed services' });
    await userEvent.click(c.getByRole('button', { name: 'Filters' }));
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Filters' }));
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Awarded' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Apply filters' }));
    await c.findByText('Stage: Awarded');
    await c.findByText(countText('1 notice'));
    await expect(c.getByRole('link', { name: 'Asset data platform' })).toBeVisible();
  },
};

const FIRST = 'Supply of cloud hosting and managed services';
const urlWith = (filters: object) => `/notices?noticeFilters=${encodeURIComponent(JSON.stringify(filters))}`;
const firstRow = async (canvasElement: HTMLElement) => {
  const c = page(canvasElement);
  await c.findByRole('link', { name: FIRST });
  return c;
};

/** Each row: relevance (popover), assignee (picker), hide, comments; preview and save once the app wires them. */
export const RowActions: Story = {
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await expect(c.getByRole('button', { name: `Hide ${FIRST}` })).toBeVisible();
    await expect(c.getByRole('button', { name: `2 comments on ${FIRST}` })).toBeVisible();
    await expect(c.getByRole('button', { name: `Assignee of ${FIRST}: Maya Patel` })).toBeVisible();
  },
};

/** Hiding shows the spec's toast and takes the notice out of the list (hidden for the whole team). */
export const HideToast: Story = {
  // Its own mock store: this story writes.
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await userEvent.click(c.getByRole('button', { name: `Hide ${FIRST}` }));
    await body(canvasElement).findByText(`${FIRST} hidden for your team`);
    await expect(c.queryByRole('link', { name: FIRST })).toBeNull();
  },
};

/** The hide fails on the server: 'Failed to hide notice'. */
export const HideFailed: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, leads: { failMutations: true } }) } },
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await userEvent.click(c.getByRole('button', { name: `Hide ${FIRST}` }));
    await body(canvasElement).findByText('Failed to hide notice');
    // The optimistic hide is rolled back: the notice is listed again before the snapshot.
    await within(canvasElement).findByRole('button', { name: `Hide ${FIRST}` });
  },
};

const hiddenItems = noticeFixtures.map((n, i) =>
  i === 0 ? { ...n, qualification: 'not_relevant', hiddenDate: '2025-02-12T09:00:00.000Z', lead: n.lead ? { ...n.lead, qualification: 'not_relevant' as const, hiddenDate: '2025-02-12T09:00:00.000Z' } : null } : n,
);

/** With hidden notices included: a hidden notice is marked; restoring it says so, as hiding does. */
export const RestoreSucceeded: Story = {
  args: { path: urlWith({ showHidden: true }) },
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, notices: { items: hiddenItems } }) } },
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await expect(c.getByText('Hidden')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: `Restore ${FIRST}` }));
    await c.findByRole('button', { name: `Hide ${FIRST}` });
    await body(canvasElement).findByText(`${FIRST} restored for your team`);
  },
};

/** Hiding the only result: the counts follow the list (no '1 notice' or 'Showing 1–1 of 1' over 'No notices found'). */
export const HideOnlyResult: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, notices: { items: noticeFixtures.slice(0, 1) } }) } },
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await expect(await c.findByText(countText('1 notice'))).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: `Hide ${FIRST}` }));
    await body(canvasElement).findByText(`${FIRST} hidden for your team`);
    await c.findByText('No notices found');
    await expect(await c.findByText(countText('0 notices'))).toBeVisible();
    await expect(c.queryByText(/Showing/)).toBeNull();
  },
};

/** Restoring fails: 'Error updating record qualification'. */
export const RestoreFailed: Story = {
  args: { path: urlWith({ showHidden: true }) },
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, notices: { items: hiddenItems }, leads: { failMutations: true } }) } },
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await userEvent.click(c.getByRole('button', { name: `Restore ${FIRST}` }));
    await body(canvasElement).findByText('Error updating record qualification');
    // The optimistic restore is rolled back: the row is hidden again before the snapshot.
    await within(canvasElement).findByRole('button', { name: `Restore ${FIRST}` });
  },
};

/** The relevance popover groups the matching signals and links to the signal settings. */
export const RelevancePopover: Story = {
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await userEvent.click(c.getByRole('button', { name: `Relevance: High, signals matching ${FIRST}` }));
    const pop = within(await body(canvasElement).findByRole('dialog', { name: 'High Relevance' }));
    await expect(pop.getByRole('heading', { name: 'Keywords' })).toBeVisible();
    await expect(pop.getByRole('heading', { name: 'CPV codes' })).toBeVisible();
    await expect(pop.getByRole('link', { name: 'Update your signal settings' })).toHaveAttribute('href', '/account-management/feed-settings');
  },
};

/** A notice that matches no signal. */
export const RelevanceNoMatch: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, notices: { items: noticeFixtures.map((n) => ({ ...n, signals: [], relevanceScore: 0 })) } }) } },
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await userEvent.click(c.getByRole('button', { name: `Relevance: None, signals matching ${FIRST}` }));
    const pop = within(await body(canvasElement).findByRole('dialog', { name: 'No Score' }));
    await expect(pop.getByText("This record doesn't match any of your signals.")).toBeVisible();
  },
};

/** The assignee picker: Unassigned plus the company's active users. */
export const AssignPicker: Story = {
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await userEvent.click(c.getByRole('button', { name: `Assignee of ${FIRST}: Maya Patel` }));
    const menu = within(await body(canvasElement).findByRole('menu'));
    await expect(menu.getByRole('menuitemradio', { name: 'Unassigned' })).toBeVisible();
    await expect(menu.getByRole('menuitemradio', { name: 'Leo Okafor' })).toBeVisible();
    await expect(menu.queryByRole('menuitemradio', { name: 'Jordan Blake' })).toBeNull();
  },
};

/** Assigning updates the row through the cached lead. */
export const Assigned: Story = {
  // Its own mock store: this story writes.
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await userEvent.click(c.getByRole('button', { name: `Assignee of ${FIRST}: Maya Patel` }));
    await userEvent.click(await body(canvasElement).findByRole('menuitemradio', { name: 'Leo Okafor' }));
    await c.findByRole('button', { name: `Assignee of ${FIRST}: Leo Okafor` });
  },
};

/** The comment count opens the comments slide-out; a new comment moves the count by one. */
export const CommentsSlideOut: Story = {
  // Its own mock store: this story writes.
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await userEvent.click(c.getByRole('button', { name: `2 comments on ${FIRST}` }));
    const panel = within(await body(canvasElement).findByRole('dialog', { name: `Comments: ${FIRST}` }));
    await panel.findByText('I have asked the bid team for a first read of the specification.');
    await userEvent.type(panel.getByPlaceholderText('Add a comment...'), 'On it');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await c.findByRole('button', { name: `3 comments on ${FIRST}` });
  },
};

/** Every filter group: signals, suppliers (SME choice), buyers (picker, lists, type), CPV tree, qualification, assignee. */
export const FilterDrawerFull: Story = {
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Filters' }));
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Filters' }));
    await expandGroup(drawer, 'Suppliers');
    await expect(drawer.getByRole('radio', { name: 'Only SMEs' })).toBeVisible();
    await expandGroup(drawer, 'Buyers');
    await userEvent.type(drawer.getByRole('combobox', { name: 'Buyers' }), 'Le');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Leeds City Council' }));
    await drawer.findByText('Leeds City Council');
    await expandGroup(drawer, 'CPV codes');
    await drawer.findByText(/72000000 IT services/);
    await expandGroup(drawer, 'Assignee');
    await expect(drawer.getByRole('button', { name: /Anyone/ })).toBeVisible();
  },
};

/** Filters from the drawer become named chips (buyer, SME choice). */
export const FilterChipsNamed: Story = {
  args: { path: urlWith({ buyerGuids: ['7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a01'], supplierSme: 'only', signals: ['keyword:cloud'] }) },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('Buyer: Leeds City Council');
    await expect(c.getByText('Suppliers: Only SMEs')).toBeVisible();
    await c.findByText('Signal: cloud');
  },
};

/** 'Buyer region' (spec 2§3 buyer_region_ids): NUTS regions from the regions query; the choice becomes a named chip. */
export const BuyerRegionFilter: Story = {
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Filters' }));
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Filters' }));
    await expandGroup(drawer, 'Buyers');
    await userEvent.click(drawer.getByRole('button', { name: /Buyer region$/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'West Yorkshire (Yorkshire and The Humber)' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(drawer.getByRole('button', { name: 'Apply filters' }));
    await c.findByText('Buyer region: West Yorkshire');
  },
};

/** 'Delivery region' (delivery_region_ids, decision 0059): the notice's own delivery location, a group of its own; a named chip. */
export const DeliveryRegionFilter: Story = {
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Filters' }));
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Filters' }));
    await expandGroup(drawer, 'Delivery location');
    await userEvent.click(drawer.getByRole('button', { name: /Delivery region$/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Wales' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(drawer.getByRole('button', { name: 'Apply filters' }));
    await c.findByText('Delivery region: Wales');
  },
};

/** A buyer region from the URL shows as a chip with the region's name. */
export const BuyerRegionChip: Story = {
  args: { path: urlWith({ buyerRegionIds: ['UKL'] }) },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Buyer region: Wales');
  },
};

const openBuyersGroup = async (canvasElement: HTMLElement) => {
  const c = await firstRow(canvasElement);
  await userEvent.click(c.getByRole('button', { name: 'Filters' }));
  const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Filters' }));
  await expandGroup(drawer, 'Buyers');
  return drawer;
};

/** While the regions load, the select says so. */
export const BuyerRegionsLoading: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, regions: 'loading' }) } },
  play: async ({ canvasElement }) => {
    const drawer = await openBuyersGroup(canvasElement);
    // The Delivery region select (a collapsed group) says the same: look inside the Buyer region one.
    const trigger = await drawer.findByRole('button', { name: /Buyer region$/ });
    await waitFor(() => expect(trigger).toHaveTextContent('Loading regions'));
  },
};

/** The regions query failed: the select says so and offers nothing. */
export const BuyerRegionsError: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, regions: 'error' }) } },
  play: async ({ canvasElement }) => {
    const drawer = await openBuyersGroup(canvasElement);
    // The Delivery region select (a collapsed group) says the same: look inside the Buyer region one.
    const trigger = await drawer.findByRole('button', { name: /Buyer region$/ });
    await waitFor(() => expect(trigger).toHaveTextContent('Regions could not be loaded'));
  },
};

/** Lots come from the URL (e.g. a framework's lot); the Lots group shows them as "id: title". */
export const LotsFilter: Story = {
  args: { path: urlWith({ lotIds: ['7001'] }) },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('Lot: LOT-7001: Managed infrastructure');
    await userEvent.click(c.getByRole('button', { name: 'Filters' }));
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Filters' }));
    await expect(await drawer.findByRole('checkbox', { name: 'LOT-7001: Managed infrastructure' })).toBeChecked();
  },
};

/** A bad value in the URL falls back to its default; the other filters stay. */
export const BadFilterValue: Story = {
  args: { path: urlWith({ supplierSme: 'sometimes', lotIds: ['x'], stages: ['OPEN'] }) },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('Stage: Open');
    await expect(c.queryByText(/Suppliers:/)).toBeNull();
    await expect(c.queryByText(/^Lot:/)).toBeNull();
  },
};

/** Saved views: pinned views as buttons, every view in the Views menu. */
export const SavedViews: Story = {
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await expect(await c.findByRole('button', { name: 'Open IT tenders' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Views' }));
    const menu = within(await body(canvasElement).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Awarded to SMEs' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Save current view…' })).toBeVisible();
  },
};

/** Applying a pinned view writes its filters to the URL (chips) and marks it pressed. */
export const SavedViewApplied: Story = {
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Open IT tenders' }));
    await c.findByText('Stage: Open');
    await expect(c.getByText('CPV: 72000000')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Open IT tenders' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Saving a view needs a name. */
export const SaveViewNameRequired: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await c.findByRole('button', { name: 'Open IT tenders' });
    await userEvent.click(c.getByRole('button', { name: 'Views' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Save current view…' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Save view' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save view' }));
    await dialog.findByText('Name is required');
  },
};

/** Manage views: pin another view and move it up (rank). */
export const ManageViews: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await c.findByRole('button', { name: 'Open IT tenders' });
    await userEvent.click(c.getByRole('button', { name: 'Views' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Manage views…' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Manage views' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Pin Awarded to SMEs' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Move Awarded to SMEs up' }));
    await dialog.findByRole('button', { name: 'Move Awarded to SMEs up', hidden: false });
    const first = async () => within(dialog.getByRole('list', { name: 'Pinned views' })).getAllByRole('listitem')[0]?.textContent ?? '';
    await waitFor(async () => expect(await first()).toMatch(/^Awarded to SMEs/));
  },
};

/** Opens the filter drawer from a loaded page and expands a group. */
async function openDrawerGroup(canvasElement: HTMLElement, group: string) {
  const c = await firstRow(canvasElement);
  await userEvent.click(c.getByRole('button', { name: 'Filters' }));
  const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Filters' }));
  await expandGroup(drawer, group);
  return drawer;
}

/** Value range: a maximum below the minimum is refused ('The maximum must not be less than the minimum'). */
export const ValueRangeInvalid: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawerGroup(canvasElement, 'Value');
    await userEvent.type(drawer.getByRole('textbox', { name: 'Minimum value' }), '50000');
    await userEvent.type(drawer.getByRole('textbox', { name: 'Maximum value' }), '1000');
    await userEvent.tab();
    await expect(await drawer.findByText('The maximum must not be less than the minimum')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Apply filters' })).toBeDisabled();
  },
};

/** A typed CPV code that is neither a 2-digit division nor an 8-digit code: 'Not a CPV division or code: …'. */
export const CpvCodeInvalid: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawerGroup(canvasElement, 'CPV codes');
    await userEvent.type(drawer.getByRole('textbox', { name: 'CPV codes by number' }), '7200{Enter}');
    await expect(await drawer.findByText('Not a CPV division or code: 7200')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Apply filters' })).toBeDisabled();
  },
};

/** Dates: a range relative to today ('Last 6 months') and custom dates with one end open become chips. */
export const DateFilters: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawerGroup(canvasElement, 'Dates');
    const trigger = (label: string) =>
      drawer.getAllByRole('button').find((b: HTMLElement) => b.getAttribute('aria-labelledby')?.split(' ').some((id) => canvasElement.ownerDocument.getElementById(id)?.textContent === label));
    await userEvent.click(trigger('Published') as HTMLElement);
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Last 6 months' }));
    await userEvent.click(trigger('Close date') as HTMLElement);
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Custom dates' }));
    const from = within(await drawer.findByRole('group', { name: 'Close date from' }));
    await userEvent.click(from.getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('01042025');
    await userEvent.click(drawer.getByRole('button', { name: 'Apply filters' }));
    const c = page(canvasElement);
    await expect(await c.findByText('Published: Last 6 months')).toBeVisible();
    await expect(await c.findByText('Closes: from 01 Apr 2025')).toBeVisible();
  },
};

/** Custom dates with the start after the end: refused until fixed. */
export const DateRangeInvalid: Story = {
  args: { path: urlWith({ closeDate: { from: '2025-04-01' } }) },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawerGroup(canvasElement, 'Dates');
    const to = within(await drawer.findByRole('group', { name: 'Close date to' }));
    await userEvent.click(to.getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('01032025');
    await expect(await drawer.findByText('The start date must not be after the end date')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Apply filters' })).toBeDisabled();
  },
};

/**
 * Columns and page size live in the URL (`noticeTable`) beside the filters: start date, SME (Yes/No/unknown),
 * buyer type and the user's buyer lists, 50 rows a page.
 */
export const ColumnsFromUrl: Story = {
  args: {
    path: `/notices?noticeTable=${serialiseNoticeTable({ columns: ['title', 'buyer', 'start_date', 'is_sme', 'buyer_categories', 'buyer_list_ids'], pageSize: 50 })}`,
  },
  play: async ({ canvasElement }) => {
    const c = await firstRow(canvasElement);
    await expect(c.getByRole('columnheader', { name: /Start date/ })).toBeVisible();
    await expect(c.queryByRole('columnheader', { name: /Relevance/ })).toBeNull();
    const awarded = within(c.getByRole('link', { name: 'Asset data platform' }).closest('tr') as HTMLElement);
    await expect(awarded.getByText('Yes')).toBeVisible();
    await expect(awarded.getByText('01 Dec 2024')).toBeVisible();
    const cloud = within(c.getByRole('link', { name: FIRST }).closest('tr') as HTMLElement);
    await expect(cloud.getByText('Local authority')).toBeVisible();
    await expect(cloud.getByText('Councils')).toBeVisible();
    await expect(cloud.getByText('unknown')).toBeVisible();
  },
};

/** The demo of a fresh `npm start`: the real notices' dates were moved forward, and the page says so. */
export const DemoDatesMovedForward: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth, appConfig: demoAppConfigFixture }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await expect(await c.findByText('Demo data: real notices, dates moved forward')).toBeVisible();
  },
};

/** One row per procurement: a notice also published on other portals says so ('Also published on …'). */
export const AlsoPublishedOn: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers({
        user: userFixtures.growth,
        notices: {
          items: noticeFixtures.map((n, i) =>
            i === 0 ? { ...n, alsoPublishedOn: ['Find a Tender'] } : i === 1 ? { ...n, alsoPublishedOn: ['Find a Tender', 'Sell2Wales'] } : n,
          ),
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Supply of cloud hosting and managed services' });
    await expect(c.getByText('Also published on Find a Tender')).toBeVisible();
    await expect(c.getByText('Also published on Find a Tender and Sell2Wales')).toBeVisible();
    await expect(await c.findByText(countText('5 notices'))).toBeVisible();
  },
};
