import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@tenderlens/ui';
import {
  mockHandlers,
  signalSettingsFixture,
  supplierFixtures,
  userFixtures,
} from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/SignalSettings',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { path: '/account-management/feed-settings' },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The route's chunk loads lazily: the first lookup of a story waits longer. */
const slow = { timeout: 5000 };
const page = (canvasElement: HTMLElement) => within(canvasElement);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const emptySettings = signalSettingsFixture({
  keywords: [],
  cpvCodes: [],
  competitorGuids: [],
  partnerGuids: [],
  countries: [],
  languages: [],
});

/** The team's keywords, CPV codes, competitors, partners, countries and languages, with the feed preview beside them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { name: 'Signal settings', level: 1 }, slow);
    await c.findByText('cloud hosting', {}, slow);
    await expect(
      within(c.getByRole('list', { name: 'Saved competitors' })).getByText('Capita Business Services Ltd'),
    ).toBeVisible();
    await c.findByRole('heading', { name: '60 matched notices in last 6 months' }, slow);
    await expect(c.getByRole('button', { name: 'Save signal settings' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ signals: { scenario: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Loading signal settings', {}, slow);
  },
};

/** Nothing set yet: no saved suppliers and nothing to preview. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers({
        signals: { data: { settings: emptySettings, suppliers: supplierFixtures() } },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText("You haven't saved any competitors yet", {}, slow);
    await expect(c.getByText("You haven't saved any partners yet")).toBeVisible();
    await c.findByRole('heading', { name: '0 matched notices in last 6 months' }, slow);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ signals: { scenario: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(
      'Sorry something has gone wrong. If this error persists please contact support',
      {},
      slow,
    );
  },
};

/** Free plan: keywords and CPV codes can change; competitors and partners are locked (SUPPLIERS + COMPETITORS / PARTNERS). */
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('img', { name: 'Competitors need the Growth plan' }, slow);
    await expect(c.queryByRole('button', { name: 'Add competitors' })).toBeNull();
  },
};

/** A guest pass reads the settings only. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('Your guest pass can view signal settings', {}, slow);
    await expect(c.queryByRole('button', { name: 'Save signal settings' })).toBeNull();
  },
};

/** A keyword added: Save becomes available and the preview follows the draft. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByText('cloud hosting', {}, slow);
    await userEvent.type(c.getByRole('textbox', { name: /^Keywords/ }), 'housing{Enter}');
    await expect(c.getByRole('button', { name: 'Save signal settings' })).toBeEnabled();
    await userEvent.click(c.getByRole('button', { name: 'Save signal settings' }));
    await body(canvasElement).findByText('Signal settings updated');
    // The toast closes on a timer: close it, so the snapshot never depends on how fast the run is.
    toast.clear();
    await waitFor(() => expect(body(canvasElement).queryByText('Signal settings updated')).toBeNull());
  },
};

/** The supplier picker: categories first, then a category with Back and 'Select all partners'. */
export const SupplierPicker: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Add competitors' }, slow));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Choose competitors' }));
    await expect(dialog.getByRole('button', { name: 'Other suppliers (10,000+)' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Partner (1)' }));
    await expect(dialog.getByRole('checkbox', { name: 'Select all partners' })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** A category with nothing saved explains how to fill it. */
export const SupplierPickerEmptyCategory: Story = {
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
    await userEvent.click(await c.findByRole('button', { name: 'Add competitors' }, slow));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Choose competitors' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Partner (0)' }));
    await dialog.findByText(
      'Save suppliers as partners through your signal settings to uncover more renewal opportunities and achieve relevant results.',
    );
  },
};

/** Searching other suppliers after two characters; a chosen one joins the draft. */
export const SupplierPickerSearch: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Add competitors' }, slow));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Choose competitors' }));
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search suppliers' }), 'dales');
    await userEvent.click(
      await dialog.findByRole('checkbox', { name: 'Dales Highways Contracting Ltd' }, { timeout: 3000 }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(
      within(c.getByRole('list', { name: 'Saved competitors' })).getByText('Dales Highways Contracting Ltd'),
    ).toBeVisible();
  },
};
