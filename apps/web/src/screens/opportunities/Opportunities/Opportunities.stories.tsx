// No Locked story: the opportunity pipeline is on every plan (spec 2§6 gates no data type behind it).
// States: Default, Loading, Empty, Error, Guest, BulkActions, Board, BoardDragging, BoardMoved, BoardGuest.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Opportunities',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
  args: { path: '/opportunities' },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** dnd-kit's keyboard sensor listens from the next task after the pick-up. */
const pause = () => new Promise((r) => setTimeout(r, 50));

const wait = { timeout: 8000 };
const page = (el: HTMLElement) => within(el);

/** The table: name, stage with its colour and icon, value, buyers, assignee, dates, created by. */
export const Default: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Leeds cloud hosting bid' }, wait);
    await expect(c.getByRole('link', { name: 'Kent housing system' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ opportunities: { scenario: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { name: 'Opportunities' }, wait);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ opportunities: { scenario: 'empty' } }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText("You haven't created any opportunities yet", undefined, wait);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ opportunities: { scenario: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(
      'Sorry something has gone wrong loading opportunities - If this error persists please contact support',
      undefined,
      wait,
    );
  },
};

/** A guest pass reads the pipeline but cannot select rows for bulk changes. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Leeds cloud hosting bid' }, wait);
    await expect(c.queryByRole('checkbox', { name: /Leeds cloud hosting bid/ })).toBeNull();
  },
};

/** Two rows selected: bulk move and bulk assign appear. */
export const BulkActions: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await userEvent.click(await c.findByRole('checkbox', { name: /Leeds cloud hosting bid/ }, wait));
    await userEvent.click(c.getByRole('checkbox', { name: /Kent housing system/ }));
    await c.findByText('2 selected', undefined, wait);
  },
};

async function openBoard(el: HTMLElement) {
  const c = page(el);
  await userEvent.click(await c.findByRole('radio', { name: 'Board' }, wait));
  await c.findByRole('region', { name: 'Opportunities by stage' }, wait);
  return c;
}

/** The board: one column per workflow stage, with counts. */
export const Board: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = await openBoard(canvasElement);
    await expect(c.getByRole('heading', { name: 'Tender qualification' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Move Leeds cloud hosting bid' })).toBeVisible();
  },
};

/** While dragging (by keyboard): Kent housing system is picked up and over the next stage. */
export const BoardDragging: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = await openBoard(canvasElement);
    c.getByRole('button', { name: 'Move Kent housing system' }).focus();
    await userEvent.keyboard(' ');
    await pause();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvasElement.querySelector('[data-over="true"]')).not.toBeNull(), wait);
  },
};

/** Dropping by keyboard moves the card to the next stage's column (Identified → Bid preparation). */
export const BoardMoved: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = await openBoard(canvasElement);
    c.getByRole('button', { name: 'Move Kent housing system' }).focus();
    await userEvent.keyboard(' ');
    await pause();
    await userEvent.keyboard('{ArrowRight}');
    await pause();
    await userEvent.keyboard(' ');
    await within(canvasElement.ownerDocument.body).findByText(
      'Kent housing system moved to Bid preparation',
      undefined,
      wait,
    );
  },
};

export const BoardGuest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    const c = await openBoard(canvasElement);
    await expect(c.queryByRole('button', { name: /^Move / })).toBeNull();
  },
};

/** Export: the pipeline under the filters as csv or xlsx, through the export menu. */
export const ExportMenu: Story = {
  parameters: { msw: { handlers: mockHandlers() } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Leeds cloud hosting bid' }, wait);
    const button = await c.findByRole('button', { name: /^Export/ }, wait);
    await waitFor(() => expect(button).toBeEnabled(), wait);
    await userEvent.click(button);
    const menu = within(canvasElement.ownerDocument.body);
    await expect(await menu.findByRole('menuitem', { name: 'CSV (.csv)' }, wait)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Excel (.xlsx)' })).toBeVisible();
  },
};
