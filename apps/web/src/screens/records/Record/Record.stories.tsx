// States: default, phone, signal score popover, loading, empty, error, locked, free award unlocked, guest, AI summary generating/error/rate limited, awarded with contracts, suppliers modal, no contracts, lots, old portal dialogs, delivery regions, no source, overflow menu, demo dates moved forward, duplicates listed / none.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  demoAppConfigFixture,
  leadFixtures,
  mockHandlers,
  recordFixtures,
  teamUserFixtures,
  userFixtures,
  type MockHandlersOptions,
  type RecordsHandlersOptions,
} from '@tenderlens/domain/mocks';
import type { CurrentUserInput } from '@tenderlens/domain';
import { AppStory } from '../../../testing/AppStory';
import { phoneParameters } from '../../../testing/viewports';

/** The leads mock's "me" is the signed-in story user, so seen-by says 'you'. */
const leadsFor = (user: CurrentUserInput): MockHandlersOptions['leads'] => ({
  data: { ...leadFixtures(), me: { ...teamUserFixtures.maya, guid: user.guid, firstName: user.firstName, lastName: user.lastName } },
});
const handlers = (records: RecordsHandlersOptions = {}, user: CurrentUserInput = userFixtures.growth) =>
  mockHandlers({ user, leads: leadsFor(user), records });

const open = recordFixtures.open;
const awarded = recordFixtures.awarded;

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Record',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: handlers() } },
  args: { path: `/records/${open.guid}` },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const ready = async (canvasElement: HTMLElement, title: string) =>
  page(canvasElement).findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });

/** An open tender: side panel, timeline, contact card, AI summary expanded, seen by you. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await ready(canvasElement, open.notice.name);
    await expect(await c.findByText('Your AI summary')).toBeVisible();
    await waitFor(() => expect(c.getByText('Product / service')).toBeVisible(), { timeout: 5000 });
    await expect(await c.findByText(/Seen by/)).toBeVisible();
    await expect(await c.findByText(/^you( and|$)/)).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Procurement contact' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Find decision maker' })).toHaveAttribute('href', expect.stringContaining('/contacts?contactsFilters='));
    await expect(await c.findByRole('list', { name: 'Notice timeline' })).toBeVisible();
    await expect(c.getAllByText('Not identified')[0]).toBeVisible();
  },
};

/** A phone (390 px): no small-screen warning on /records; the title keeps the full width, actions below it. */
export const Phone: Story = {
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await ready(canvasElement, open.notice.name);
    await expect(page(canvasElement).getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(body(canvasElement).queryByRole('dialog', { name: 'Tenderlens works best on a larger screen' })).toBeNull();
    await expect(await page(canvasElement).findByText('Your AI summary')).toBeVisible();
  },
};

/** The side panel's Signal score opens the relevance popover of the notices table: the matching signals, grouped. */
export const SignalScorePopover: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await ready(canvasElement, open.notice.name);
    await userEvent.click(await c.findByRole('button', { name: `Relevance: High, signals matching ${open.notice.name}` }));
    const pop = within(await body(canvasElement).findByRole('dialog', { name: 'High Relevance' }));
    await expect(pop.getByRole('link', { name: 'Update your signal settings' })).toHaveAttribute('href', '/account-management/feed-settings');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: handlers({ scenario: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Loading record');
  },
};

/** No such record: 'No data found for this record.' */
export const Empty: Story = {
  parameters: { msw: { handlers: handlers({ scenario: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('No data found for this record.');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: handlers({ scenario: 'error' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Sorry something has gone wrong. If this error persists please contact support');
  },
};

/** Free plan, awarded notice: value and suppliers withheld, contract awards locked with a free unlock on offer. */
export const Locked: Story = {
  args: { path: `/records/${awarded.guid}` },
  parameters: { msw: { handlers: handlers({ records: [recordFixtures.locked] }, userFixtures.free) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await ready(canvasElement, awarded.notice.name);
    await userEvent.click(await c.findByRole('tab', { name: 'Contracts' }));
    await expect(await c.findByRole('heading', { name: 'Contract awards are locked' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Unlock this contract award' })).toBeVisible();
    await expect(c.getAllByRole('img', { name: 'Award details need the Basic plan' })[0]).toBeVisible();
  },
};

/** The free unlock: the awards show with 'Free contract award unlocked'. */
export const FreeAwardUnlocked: Story = {
  args: { path: `/records/${awarded.guid}` },
  parameters: { msw: { handlers: handlers({ records: [recordFixtures.locked] }, userFixtures.free) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await ready(canvasElement, awarded.notice.name);
    await userEvent.click(await c.findByRole('tab', { name: 'Contracts' }));
    await userEvent.click(await c.findByRole('button', { name: 'Unlock this contract award' }));
    await expect(await c.findByRole('heading', { name: 'Housing management platform' })).toBeVisible();
    await expect(c.getAllByText('Free contract award unlocked')[0]).toBeVisible();
  },
};

/** A guest pass: awards locked with no unlock, no Share / Add to list, decision makers behind the plans page. */
export const Guest: Story = {
  args: { path: `/records/${awarded.guid}` },
  parameters: { msw: { handlers: handlers({ records: [recordFixtures.guest] }, userFixtures.guest) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await ready(canvasElement, awarded.notice.name);
    await expect(c.getByRole('link', { name: 'Find decision maker' })).toHaveAttribute('href', '/plans');
    await userEvent.click(await c.findByRole('tab', { name: 'Contracts' }));
    await expect(await c.findByRole('link', { name: 'Upgrade' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: /More actions/ }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'Share' })).toBeNull();
    await expect(within(menu).getByRole('menuitem', { name: 'Copy URL' })).toBeVisible();
  },
};

export const AiSummaryGenerating: Story = {
  parameters: { msw: { handlers: handlers({ summary: 'generating' }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await ready(canvasElement, open.notice.name);
    await expect(await c.findByRole('button', { name: /Generating your AI summary\.\.\./ })).toBeVisible();
  },
};

/** The AI service failed: an error with a retry; nothing is lost. */
const summaryFails: Story['play'] = async ({ canvasElement }) => {
  const c = page(canvasElement);
  await ready(canvasElement, open.notice.name);
  await userEvent.click(await c.findByRole('button', { name: /Your AI summary/ }, { timeout: 5000 }));
  await expect(await c.findByText('We could not generate the AI summary. Please try again.')).toBeVisible();
};

export const AiSummaryError: Story = {
  parameters: { msw: { handlers: handlers({ summary: 'error' }) } },
  play: summaryFails,
};

/** Past the hourly AI summary limits the server answers 429: the failure copy with a retry, no retry storm. */
export const AiSummaryRateLimited: Story = {
  parameters: { msw: { handlers: handlers({ summary: 'rateLimited' }) } },
  play: summaryFails,
};

/** Awarded with contracts: titles, suppliers, lots popover and the extension warning. */
export const AwardedWithContracts: Story = {
  args: { path: `/records/${awarded.guid}` },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await ready(canvasElement, awarded.notice.name);
    await userEvent.click(await c.findByRole('tab', { name: 'Contracts (2)' }));
    await expect(await c.findByRole('heading', { name: 'Contract KCC-HMS-2' })).toBeVisible();
    await expect(c.getByText('This contract has an option to extend by 24 months.')).toBeVisible();
    await userEvent.click(c.getAllByRole('button', { name: '1 lot' })[0]!);
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Lots in this contract' })).toBeVisible();
  },
};

/** 'Suppliers awarded this contract' opened from the side panel. */
export const SuppliersModal: Story = {
  args: { path: `/records/${awarded.guid}` },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await ready(canvasElement, awarded.notice.name);
    await userEvent.click(c.getByRole('button', { name: 'View 2 suppliers' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Suppliers awarded this contract' });
    await expect(within(dialog).getByText('Acme Cloud Ltd')).toBeVisible();
  },
};

/** An awarded notice whose awards name no contract. */
export const NoContracts: Story = {
  args: { path: `/records/${awarded.guid}` },
  parameters: { msw: { handlers: handlers({ records: [{ ...awarded, contracts: [] }] }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await ready(canvasElement, awarded.notice.name);
    await userEvent.click(await c.findByRole('tab', { name: 'Contracts (0)' }));
    await expect(await c.findByText('No contracts associated with this notice')).toBeVisible();
  },
};

/** Lot details: the extension is the months between end date and max extent date. */
export const Lots: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await ready(canvasElement, open.notice.name);
    await userEvent.click(await c.findByRole('tab', { name: 'Lots (2)' }));
    const lots = await c.findByRole('list', { name: 'Lots' });
    await expect(within(lots).getByText('24 months')).toBeVisible();
  },
};

/** A source on a portal home page: "We can't take you directly to this notice". */
export const OldPortalDialog: Story = {
  parameters: { msw: { handlers: handlers({ records: [recordFixtures.oldPortal] }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await ready(canvasElement, open.notice.name);
    await userEvent.click(c.getByRole('button', { name: 'etenderwales.bravosolution.co.uk' }));
    await expect(await body(canvasElement).findByRole('dialog', { name: "We can't take you directly to this notice" })).toBeVisible();
  },
};

/** The old BLPD portal. */
export const OldBlpdPortal: Story = {
  parameters: {
    msw: { handlers: handlers({ records: [{ ...open, notice: { ...open.notice, url: 'https://www.bluelight.gov.uk/blpd/notice/1234' } }] }) },
  },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await ready(canvasElement, open.notice.name);
    await userEvent.click(c.getByRole('button', { name: 'bluelight.gov.uk' }));
    await expect(await body(canvasElement).findByRole('dialog', { name: 'The old BLPD portal has stopped working' })).toBeVisible();
  },
};

/** Delivery regions: the notice's NUTS regions by name in the side panel (shown only when the notice names some). */
export const DeliveryRegions: Story = {
  parameters: { msw: { handlers: handlers({ records: [recordFixtures.deliveryRegions] }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await ready(canvasElement, open.notice.name);
    const panel = c.getByRole('complementary', { name: 'Notice summary' });
    await expect(await within(panel).findByText('Delivery region')).toBeVisible();
    await expect(within(panel).getByText('Yorkshire and The Humber, Leeds')).toBeVisible();
  },
};

/** No URL ('--'), no lots, no contact, no signals. */
export const NoSource: Story = {
  parameters: { msw: { handlers: handlers({ records: [recordFixtures.bare] }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await ready(canvasElement, open.notice.name);
    await expect(c.getByText('No procurement contact in this notice.')).toBeVisible();
  },
};

/** The overflow menu: Share, Send to CRM, Copy URL, Add to list. */
export const OverflowMenu: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await ready(canvasElement, open.notice.name);
    await userEvent.click(c.getByRole('button', { name: /More actions/ }));
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Share', 'Send to CRM', 'Copy URL', 'Add to list']));
  },
};

/** The demo of a fresh `npm start`: the record page says the real notice's dates were moved forward. */
export const DemoDatesMovedForward: Story = {
  parameters: {
    msw: { handlers: mockHandlers({ user: userFixtures.growth, leads: leadsFor(userFixtures.growth), appConfig: demoAppConfigFixture }) },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, open.notice.name);
    await expect(await page(canvasElement).findByText('Demo data: real notices, dates moved forward')).toBeVisible();
  },
};

/** The side panel's Duplicates: the other notices of this procurement (guid, name), each linking to its record. */
export const DuplicatesListed: Story = {
  args: { path: `/records/${awarded.guid}` },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, awarded.notice.name);
    const label = await page(canvasElement).findByText('Duplicates', { selector: 'dt' });
    const row = within(label.closest('dl') as HTMLElement);
    const duplicate = awarded.duplicates[0]!;
    await expect(row.getByRole('link', { name: duplicate.name })).toHaveAttribute('href', `/records/${duplicate.guid}`);
  },
};

/** A notice published once: Duplicates reads '--' (not available). */
export const NoDuplicates: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, open.notice.name);
    const label = await page(canvasElement).findByText('Duplicates', { selector: 'dt' });
    const row = within(label.closest('dl') as HTMLElement);
    await expect(row.getByText('Not available')).toBeInTheDocument();
    await expect(row.queryByRole('link')).toBeNull();
  },
};
