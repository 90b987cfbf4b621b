import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/NoticeLists',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
  args: { path: '/notice-lists' },
};
export default meta;
// Each story names its own handlers: mockHandlers() builds a fresh in-memory store, so a story that
// writes (adds, renames, deletes) never changes what another story sees.
type Story = StoryObj<typeof meta>;

/** Lazy routes and overlays load in a shared browser: wait longer than the 1 s default. */
const wait = { timeout: 8000 };

const page = (el: HTMLElement) => within(el);
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Maya's own list and Leo's shared one; a list opens /notices filtered to it. */
export const Default: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    const own = await c.findByRole('link', { name: 'Cloud leads' }, wait);
    await expect(own.getAttribute('href')).toMatch(/^\/notices\?noticeFilters=/);
    await expect(c.getByRole('link', { name: 'Housing' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Rename Cloud leads' })).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Rename Housing' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ lists: { scenario: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Loading notice lists', undefined, wait);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ lists: { scenario: 'empty' } }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText("You haven't added any lists yet", undefined, wait);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ lists: { scenario: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(
      'Sorry something has gone wrong. If this error persists please contact support',
      undefined,
      wait,
    );
  },
};

/**
 * Notice lists need no paid data type (every plan saves notices), so a Free user sees the same page:
 * there is no locked state of its own. This story shows the Free plan's page.
 */
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('link', { name: 'Cloud leads' }, wait);
  },
};

/** A guest pass reads the team's lists but cannot create one (writes are closed to guests). */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Cloud leads' }, wait);
    await expect(c.queryByRole('button', { name: 'Create list' })).toBeNull();
  },
};

export const NameRequired: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Cloud leads' }, wait);
    await userEvent.click(c.getByRole('button', { name: 'Create list' }));
    await c.findByText('List name is required', undefined, wait);
  },
};

export const NameInUse: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Cloud leads' }, wait);
    await userEvent.type(c.getByRole('textbox', { name: 'New list' }), 'housing');
    await userEvent.click(c.getByRole('button', { name: 'Create list' }));
    await c.findByText('This name is already in use', undefined, wait);
  },
};

export const CreateFailed: Story = {
  parameters: { msw: { handlers: mockHandlers({ lists: { failMutations: true } }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Cloud leads' }, wait);
    await userEvent.type(c.getByRole('textbox', { name: 'New list' }), 'Bids to watch');
    await userEvent.click(c.getByRole('button', { name: 'Create list' }));
    await body(canvasElement).findByText(
      'Unable to create your list. Please contact us if the problem persists',
      undefined,
      wait,
    );
  },
};

/** A list's notices, each with Save (the save drawer) and Share. */
export const ListNotices: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Show notices of Cloud leads' }, wait));
    await userEvent.click(
      await c.findByRole('button', { name: 'Save Supply of cloud hosting and managed services' }, wait),
    );
    await body(canvasElement).findByRole('dialog', { name: 'Save to an opportunity' }, wait);
  },
};

export const RenameList: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Rename Cloud leads' }, wait));
    const modal = within(await body(canvasElement).findByRole('dialog', { name: 'Rename list' }, wait));
    const field = modal.getByRole('textbox', { name: /List name/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Cloud bids');
    await userEvent.click(modal.getByRole('button', { name: 'Save name' }));
    await c.findByRole('link', { name: 'Cloud bids' }, wait);
  },
};

export const DeleteList: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Delete Cloud leads' }, wait));
    await body(canvasElement).findByRole('alertdialog', { name: 'Delete Cloud leads?' }, wait);
  },
};
